import { pgTable, serial, text, timestamp, varchar, index } from 'drizzle-orm/pg-core';

/** Every e-mail and SMS the server sends, kept for the development outbox and the admin back end. */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 8, enum: ['email', 'sms'] }).notNull(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    code: varchar('code', { length: 12 }),
    transport: varchar('transport', { length: 12 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbound_messages_to_idx').on(t.to)],
);
