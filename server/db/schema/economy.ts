import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { LEDGER_SOURCES } from '../../../contract/economy/ledger';
import { users } from './users';

/**
 * Append-only ledger of coins and score: rows are only inserted, each in the transaction of the
 * event that earned or spent it, together with the change to the user's wallet row.
 */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coins: integer('coins').notNull(),
    score: integer('score').notNull().default(0),
    /** What kind of entry it is, the coin history's filter: quiz_zone, badge, lifeline, ... */
    type: varchar('type', { length: 32 }).notNull(),
    title: text('title').notNull(),
    source: varchar('source', { length: 16, enum: LEDGER_SOURCES }).notNull().default('sheet'),
    /** The event's own id, e.g. quiz_zone:12:3 (subcategory 12, level 3) or badge:elite. */
    ref: varchar('ref', { length: 120 }),
    /** Makes an entry happen once: a retried spend or a second award of one event finds the first. */
    idempotencyKey: varchar('idempotency_key', { length: 120 }),
    /** A refund names the spend it gives back; unique, so a spend is refunded at most once. */
    refundOf: bigint('refund_of', { mode: 'number' }).references((): AnyPgColumn => coinLedger.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coin_ledger_user_idx').on(t.userId, t.id),
    index('coin_ledger_ref_idx').on(t.userId, t.ref),
    index('coin_ledger_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('coin_ledger_idempotency_key').on(t.userId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('coin_ledger_refund_key').on(t.refundOf).where(sql`${t.refundOf} is not null`),
  ],
);

/**
 * A user's balance: the sums of their ledger rows, kept with every row in the same transaction so
 * a balance is one row read, and a spend one conditional update that can never go below zero.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    coins: integer('coins').notNull().default(0),
    score: integer('score').notNull().default(0),
    /** Coins ever earned (spends and refunds left out): the Elite badge's measure. */
    coinsEarned: integer('coins_earned').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_coins_not_negative', sql`${t.coins} >= 0`)],
);
