/**
 * Bookmarks (spec section 7: set_bookmark {question_id, status, type}, get_bookmark {type}): a
 * player marks questions from the play and review screens of any mode, lists them in the profile
 * and plays them again as a bookmarks round (contract/api/solo.ts, mode 'bookmarks', never paid).
 * A bookmark made offline goes through the outbox (set_bookmark op), merged by the device's stamp.
 */
import { z } from 'zod';
import { IdSchema } from './common';
import { defineAction } from './define';
import { QuestionImageFields } from './quiz';
import { CategoryTypeSchema, SoloRoundSchema } from './solo';
import { defineOp } from '../sync/define-op';
import { MAX_FAVOURITE_CATEGORIES } from '../quiz/solo-modes';

/** A player keeps at most this many bookmarks; more is refused with a message saying so. */
export const MAX_BOOKMARKS = 500;

/** status: 1 (or true) adds, 0 (or false) removes, as the spec's client sends it. */
export const BookmarkStatusSchema = z.preprocess((value) => (value === '1' || value === 1 || value === true ? true : value === '0' || value === 0 || value === false ? false : value), z.boolean({ error: 'status must be 1 (add) or 0 (remove)' }));

export const setBookmark = defineAction({
  name: 'set_bookmark',
  auth: 'subscriber',
  body: z.object({
    question_id: IdSchema,
    status: BookmarkStatusSchema,
    /** The question's mode type (a question of another type is refused). */
    type: CategoryTypeSchema,
    /** When the device made it (an outbox op's moment): a later change wins, whatever order they arrive in. */
    at: z.iso.datetime().optional(),
  }),
  data: z.object({ question_id: z.number().int(), bookmarked: z.boolean(), total: z.number().int() }),
});

/** A bookmark made offline: the same body, applied in the device's order. */
export const setBookmarkOp = defineOp({ kind: 'set_bookmark', auth: 'subscriber', payload: setBookmark.body });

export const BookmarkItemSchema = z.object({
  question_id: z.number().int(),
  type: CategoryTypeSchema,
  question: z.string(),
  options: z.array(z.string()),
  ...QuestionImageFields,
  math: z.boolean().optional(),
  category_name: z.string(),
  created_at: z.string(),
});
export type BookmarkItem = z.infer<typeof BookmarkItemSchema>;

/**
 * get_bookmark: the player's bookmarks of a type (all types when absent), newest first, without
 * answers. With `play`, also a bookmarks round of them (up to 50, never paid).
 */
export const getBookmark = defineAction({
  name: 'get_bookmark',
  auth: 'subscriber',
  body: z.object({ type: CategoryTypeSchema.optional(), play: z.coerce.boolean().default(false) }),
  data: z.object({ data: z.array(BookmarkItemSchema), total: z.number().int(), round: SoloRoundSchema.nullable() }),
});

/**
 * set_quiz_categories: the player's favourite categories, in the order chosen (the spec's client
 * does not show its use; Quizhive gives it one). Favourites come first in get_categories of their
 * type and order the home screen's categories. An empty list clears them.
 */
// Zod-free, so the device's favourites editor reads it without the schemas.
export { MAX_FAVOURITE_CATEGORIES };

/** The form sends a JSON list or a comma-separated string; anything else goes to the schema as it is. */
function listOfIds(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text.startsWith('[')) return text === '' ? [] : text.split(',').map((v) => v.trim());
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
}

export const setQuizCategories = defineAction({
  name: 'set_quiz_categories',
  auth: 'subscriber',
  body: z.object({
    type: CategoryTypeSchema.default('quiz_zone'),
    categories: z.preprocess(
      listOfIds,
      z.array(IdSchema).max(MAX_FAVOURITE_CATEGORIES, { error: `Choose at most ${MAX_FAVOURITE_CATEGORIES} favourite categories` }),
    ),
  }),
  data: z.object({ type: CategoryTypeSchema, categories: z.array(z.number().int()) }),
});
