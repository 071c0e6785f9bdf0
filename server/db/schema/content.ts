import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { languages } from './config';
import { CATEGORY_TYPES } from '../../../contract/quiz/solo-modes';

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
    /** The mode pool it belongs to (contract/quiz/solo-modes.ts): Quiz Zone, True & False, Guess The Word... */
    type: varchar('type', { length: 20, enum: CATEGORY_TYPES }).notNull().default('quiz_zone'),
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

/**
 * A Fun & Learn passage: something to read (with a picture, a sound or a video) before its questions,
 * which point at it with questions.passage_id.
 */
export const funNLearn = pgTable(
  'fun_n_learn',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
    subcategoryId: integer('subcategory_id').notNull().references(() => subcategories.id, { onDelete: 'cascade' }),
    languageId: integer('language_id').notNull().references(() => languages.id),
    title: varchar('title', { length: 160 }).notNull(),
    /** Paragraphs separated by a blank line. */
    detail: text('detail').notNull(),
    imageUrl: varchar('image_url', { length: 300 }),
    imageAlt: text('image_alt'),
    audioUrl: varchar('audio_url', { length: 300 }),
    videoUrl: varchar('video_url', { length: 300 }),
    /** What the sound or video says, for players who cannot hear it. */
    transcript: text('transcript'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('fun_n_learn_category_idx').on(t.categoryId, t.subcategoryId)],
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
    /** Four options; two for a true/false statement (true first); none for a Guess The Word entry. */
    options: jsonb('options').$type<string[]>().notNull(),
    /** Index of the correct option, or -1 for a word (answer_text); never sent before its round's sheet. */
    answer: smallint('answer').notNull(),
    /** Guess The Word: the word to build (upper case as shown); null for every other question. */
    answerText: varchar('answer_text', { length: 60 }),
    /** Guess The Word: a clue that costs nothing, shown under the question; null elsewhere. */
    hint: text('hint'),
    /** What the audio clip says (audio questions), for players who cannot hear it. */
    transcript: text('transcript'),
    /** The text and options hold TeX between $...$ (Math Mania). */
    math: boolean('math').notNull().default(false),
    /** The Fun & Learn passage the question is about; null for every other question. */
    passageId: integer('passage_id').references(() => funNLearn.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    /** A site path under /content-media/ (a picture shown with the question), or null. */
    imageUrl: varchar('image_url', { length: 300 }),
    /** What the picture shows, for screen readers; set whenever imageUrl is. */
    imageAlt: text('image_alt'),
    /** A site path of a sound played with the question (an admin's upload under /uploads/content/), or null. */
    audioUrl: varchar('audio_url', { length: 300 }),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('questions_level_idx').on(t.subcategoryId, t.level),
    index('questions_category_idx').on(t.categoryId),
    index('questions_passage_idx').on(t.passageId),
    check('questions_answer_kind', sql`(${t.answer} = -1) = (${t.answerText} IS NOT NULL)`),
  ],
);

export type QuestionRow = typeof questions.$inferSelect;
