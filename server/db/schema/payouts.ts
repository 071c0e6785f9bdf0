import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { PAYMENT_REQUEST_STATUSES, PAYMENT_TYPES } from '../../../contract/billing/payouts';
import { coinLedger } from './economy';
import { users } from './users';

/**
 * Payout requests (spec sections 3, 4, 8 and 9; docs/ECONOMY.md "Payouts"). The coins are held by a
 * spend in the ledger (spend_entry_id) booked in the request's own transaction; a rejected or
 * withdrawn request's coins come back by a refund of that spend (refund_entry_id), once.
 *
 * "One request per 48 hours" is not a constraint here: no unique key can say "48 hours apart".
 * It holds because set_payment_request locks the player's row first (the lock every spend and earn
 * of the player takes, EconomyService.lockPlayer) and only then reads the player's latest request:
 * of 20 requests at once each waits for the one before it to commit, and then sees its row.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentType: varchar('payment_type', { length: 16, enum: PAYMENT_TYPES }).notNull(),
    paymentAddress: varchar('payment_address', { length: 254 }).notNull(),
    /** Money asked for, in minor units (cents) of `currency`. */
    amount: integer('amount').notNull(),
    /** ISO 4217: system configuration payout_currency when the request was made. */
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Coins held for it (the server's sum at payout_coins_per_unit). */
    coinUsed: integer('coin_used').notNull(),
    details: text('details').notNull().default(''),
    status: varchar('status', { length: 16, enum: PAYMENT_REQUEST_STATUSES }).notNull().default('pending'),
    /** The admin's note to the player when completed or rejected. */
    note: text('note'),
    /** The ledger spend that holds the coins. */
    spendEntryId: bigint('spend_entry_id', { mode: 'number' })
      .notNull()
      .references(() => coinLedger.id, { onDelete: 'cascade' }),
    /** The refund that gave them back (a rejected request). */
    refundEntryId: bigint('refund_entry_id', { mode: 'number' }).references(() => coinLedger.id, { onDelete: 'set null' }),
    /** The admin who completed or rejected it, and their name then (kept when the account goes). */
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedByName: varchar('processed_by_name', { length: 120 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    // A player's requests newest first, and their latest (the 48-hour rule).
    index('payment_requests_user_idx').on(t.userId, t.createdAt),
    // The admin's queue by status, and the dashboard's pending figure.
    index('payment_requests_status_idx').on(t.status, t.id),
    check('payment_requests_amount_positive', sql`${t.amount} > 0 and ${t.coinUsed} > 0`),
  ],
);
