/**
 * What a player keeps of the solo modes' content (issue 14): bookmarked questions and favourite
 * categories. Both are per player and never content: packs and caches of content never hold them.
 */
import { boolean, index, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { CATEGORY_TYPES } from '../../../contract/quiz/solo-modes';
import { categories, questions } from './content';
import { users } from './users';

/**
 * A player's bookmark of a question. A removal keeps the row with bookmarked = false (a tombstone),
 * so a change made earlier on a device that syncs later cannot bring back a bookmark removed since:
 * updated_at is the moment of the last change that won (the device's time for an outbox op).
 */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** The question's mode type when it was bookmarked (get_bookmark's filter). */
    type: varchar('type', { length: 20, enum: CATEGORY_TYPES }).notNull(),
    bookmarked: boolean('bookmarked').notNull(),
    /** When it was last bookmarked: the list's order, newest first. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The moment of the change that won last (last-writer-wins). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index('bookmarks_user_list_idx').on(t.userId, t.bookmarked, t.createdAt)],
);

/** set_quiz_categories: a player's favourite categories of a type, in the order chosen (rank from 1). */
export const favouriteCategories = pgTable(
  'favourite_categories',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20, enum: CATEGORY_TYPES }).notNull(),
    rank: smallint('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] }), index('favourite_categories_user_type_idx').on(t.userId, t.type)],
);
