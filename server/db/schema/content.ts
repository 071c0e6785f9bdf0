import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { languages } from './config';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    icon: varchar('icon', { length: 16 }).notNull().default(''),
    /** A picture shown for the category instead of its icon (an admin's upload under /uploads/content/), or null. */
    imageUrl: varchar('image_url', { length: 300 }),
    description: text('description').notNull().default(''),
    type: varchar('type', { length: 20, enum: ['quiz_zone'] }).notNull().default('quiz_zone'),
    languageId: integer('language_id').notNull().references(() => languages.id),
    isPremium: boolean('is_premium').notNull().default(false),
    /**
     * What unlocking a premium category costs; null: the system configuration's
     * premium_category_coins. Meaningless while the category is free.
     */
    coins: integer('coins'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), check('categories_coins_not_negative', sql`${t.coins} >= 0`)],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 80 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('subcategories_slug_key').on(t.slug), index('subcategories_category_idx').on(t.categoryId)],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
    subcategoryId: integer('subcategory_id').notNull().references(() => subcategories.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    languageId: integer('language_id').notNull().references(() => languages.id),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    /** Index of the correct option; never sent before the answer sheet in Quiz Zone. */
    answer: smallint('answer').notNull(),
    note: text('note').notNull().default(''),
    /** A site path under /content-media/ (a picture shown with the question), or null. */
    imageUrl: varchar('image_url', { length: 300 }),
    /** What the picture shows, for screen readers; set whenever imageUrl is. */
    imageAlt: varchar('image_alt', { length: 300 }),
    /** A site path of a sound played with the question (an admin's upload under /uploads/content/), or null. */
    audioUrl: varchar('audio_url', { length: 300 }),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('questions_level_idx').on(t.subcategoryId, t.level)],
);

export type QuestionRow = typeof questions.$inferSelect;
