import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Opaque bearer tokens, stored as SHA-256 hashes only. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    // The admin's dashboard counts players who signed in per day.
    index('sessions_created_idx').on(t.createdAt),
  ],
);

/** One-time secrets: e-mail verification and reset links, and SMS codes. Only hashes are kept. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial('id').primaryKey(),
    purpose: varchar('purpose', { length: 16, enum: ['verify_email', 'reset_password', 'otp'] }).notNull(),
    /** The e-mail address or mobile number the secret was sent to. */
    subject: varchar('subject', { length: 254 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_codes_subject_idx').on(t.purpose, t.subject), index('auth_codes_code_hash_idx').on(t.codeHash)],
);

/**
 * Failed attempts per subject (server/lib/failure-throttle.ts), across every IP: e-mail sign-ins per
 * normalised address (locked whether or not an account uses it, so a lock reveals nothing; the owner
 * of an existing account is told once per lock) and exam keys per player and exam ('exam-key:...').
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  subject: varchar('subject', { length: 254 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
});
