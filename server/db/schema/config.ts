import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar, boolean } from 'drizzle-orm/pg-core';

export const languages = pgTable(
  'languages',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 16 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    rtl: smallint('rtl').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    /** Offered as an interface language. */
    forUi: boolean('for_ui').notNull().default(true),
    /** Offered as a quiz content language. */
    forQuiz: boolean('for_quiz').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('languages_code_key').on(t.code),
    // At most one default language, whatever two admins do at once; the admin's write keeps exactly one.
    uniqueIndex('languages_one_default').on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);

/** Interface translations per language and client (web or app); flat keys. */
export const languageBundles = pgTable(
  'language_bundles',
  {
    languageId: integer('language_id').notNull().references(() => languages.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 8, enum: ['web', 'app'] }).notNull(),
    strings: jsonb('strings').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.languageId, t.source] })],
);

/** Key/value settings by scope: 'system' (system configuration), 'web', 'home'. */
export const configEntries = pgTable(
  'config_entries',
  {
    scope: varchar('scope', { length: 16 }).notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/**
 * About us, privacy policy, terms, contact, FAQ and instructions, per interface language; a
 * player whose language has no such page gets the default language's.
 */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 32 }).notNull(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    items: jsonb('items').$type<{ question: string; answer: string }[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pages_type_language_key').on(t.type, t.languageId)],
);

/**
 * Keys the server makes for itself on first start and every instance then shares through the
 * database, e.g. the one that signs served Quiz Zone rounds. Never sent to anyone.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 40 }).primaryKey(),
  secret: varchar('secret', { length: 128 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
