import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Public 20-character id (the spec's uid / firebase_id). */
    uid: varchar('uid', { length: 20 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    email: varchar('email', { length: 254 }),
    mobile: varchar('mobile', { length: 20 }),
    /** Set when a code sent to the number was entered; only proven numbers sign in by SMS. */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    googleSub: varchar('google_sub', { length: 255 }),
    type: varchar('type', { length: 10, enum: ['email', 'mobile', 'gmail'] }).notNull(),
    role: varchar('role', { length: 10, enum: ['player', 'admin'] }).notNull().default('player'),
    status: varchar('status', { length: 12, enum: ['active', 'deactivated'] }).notNull().default('active'),
    profile: text('profile'),
    friendsCode: varchar('friends_code', { length: 12 }).notNull(),
    referredBy: varchar('referred_by', { length: 12 }),
    fcmId: text('fcm_id'),
    /** IANA time zone the player's days are counted in (the streak); the app sends the device's. */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_uid_key').on(t.uid),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_mobile_key').on(t.mobile),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    uniqueIndex('users_friends_code_key').on(t.friendsCode),
    index('users_created_at_idx').on(sql`${t.createdAt} desc`),
  ],
);

export type UserRow = typeof users.$inferSelect;
