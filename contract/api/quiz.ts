/** Quiz Zone: categories, subcategories, levels, questions and the server-scored answer sheet. */
import { z } from 'zod';
import { defineAction } from './define';
import { IdSchema, LanguageIdSchema } from './common';
import { defineOp } from '../sync/define-op';
import { CATEGORY_TYPES } from '../quiz/solo-modes';

/** The category types get_categories lists (contract/quiz/solo-modes.ts CATEGORY_TYPES). */
export const QuizTypeSchema = z.enum(CATEGORY_TYPES);

export const CategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  /** A picture shown instead of the icon (a site path under /uploads/content/); present only when it has one. */
  image_url: z.string().optional(),
  description: z.string(),
  language_id: z.number().int(),
  is_premium: z.boolean(),
  no_of_subcategories: z.number().int(),
  no_of_questions: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;

/**
 * A category as one player sees it in a list: with what unlocking it costs and whether this player
 * has (the field names of the spec's client: `coins`, `has_unlocked`). A premium category's levels,
 * questions and packs are refused until it is unlocked (docs/ECONOMY.md, Spending).
 */
export const PlayerCategorySchema = CategorySchema.extend({
  /** Coins unlock_premium_category takes for it, once; 0 for a free category. */
  coins: z.number().int(),
  /** Whether this player unlocked it (a premium category); false for a free one, which needs none. */
  has_unlocked: z.boolean(),
  /** Its place among the player's favourites (set_quiz_categories), from 1; absent when it is not one. */
  favourite_rank: z.number().int().optional(),
});
export type PlayerCategory = z.infer<typeof PlayerCategorySchema>;

export const getCategories = defineAction({
  name: 'get_categories',
  auth: 'subscriber',
  body: z.object({ language_id: LanguageIdSchema, type: QuizTypeSchema.default('quiz_zone'), sub_type: z.string().max(40).optional() }),
  data: z.array(PlayerCategorySchema),
});

/**
 * Unlocks a premium category for the calling player, for good, at the category's price (never one a
 * client names): one transaction takes the coins through the economy and records the unlock. A
 * category already unlocked answers again without charging, so a retry or a double tap pays once.
 */
export const unlockPremiumCategory = defineAction({
  name: 'unlock_premium_category',
  auth: 'subscriber',
  body: z.object({ category: IdSchema }),
  data: z.object({
    category: z.number().int(),
    has_unlocked: z.literal(true),
    /** Coins this call took: the price the first time, 0 when the category was unlocked before. */
    charged: z.number().int(),
    already_unlocked: z.boolean(),
    /** The player's balance and score after it. */
    coins: z.number().int(),
    all_time_score: z.number().int(),
  }),
});
export type UnlockResult = z.infer<typeof unlockPremiumCategory.data>;

export const SubcategorySchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  no_of_questions: z.number().int(),
  max_level: z.number().int(),
});
export type Subcategory = z.infer<typeof SubcategorySchema>;

export const getSubcategoryByMaincategory = defineAction({
  name: 'get_subcategory_by_maincategory',
  auth: 'subscriber',
  body: z.object({ category: IdSchema }),
  /** Browsing a premium category's topics needs no unlock (nothing in them is playable): `category` says whether it is. */
  data: z.object({ category: PlayerCategorySchema, subcategories: z.array(SubcategorySchema) }),
});

export const LevelStatusSchema = z.enum(['locked', 'unlocked', 'completed']);

export const LevelInfoSchema = z.object({
  level: z.number().int(),
  no_of_questions: z.number().int(),
  status: LevelStatusSchema,
  best_percentage: z.number().nullable(),
  best_score: z.number().int().nullable(),
});
export type LevelInfo = z.infer<typeof LevelInfoSchema>;

export const LevelDataSchema = z.object({
  category: CategorySchema,
  subcategory: SubcategorySchema,
  /** The highest level the user may play. */
  level_reached: z.number().int(),
  /** The percentage of correct answers that unlocks the next level. */
  pass_percentage: z.number(),
  levels: z.array(LevelInfoSchema),
});
export type LevelData = z.infer<typeof LevelDataSchema>;

export const getLevelData = defineAction({
  name: 'get_level_data',
  auth: 'subscriber',
  body: z.object({ category: IdSchema, subcategory: IdSchema }),
  data: LevelDataSchema,
});

/**
 * A picture shown with a question: a site path under /content-media/ and what it shows, for screen
 * readers. Both null when the question has no picture.
 */
export const QuestionImageFields = {
  image_url: z.string().nullable(),
  image_alt: z.string().nullable(),
  /** A sound played with the question (a site path under /uploads/content/); present only when it has one. */
  audio_url: z.string().optional(),
};

/** A question as the player sees it before answering: no answer key in this mode. */
export const PlayQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(z.string()).length(4),
  ...QuestionImageFields,
});
export type PlayQuestion = z.infer<typeof PlayQuestionSchema>;

/** A served round's id: the answer sheet names it, so the server scores it against what it served. */
export const RoundIdSchema = z.string().regex(/^[A-Za-z0-9_.-]{16,160}$/, { error: 'round_id must be the id get_questions_by_level gave' });

/**
 * Serving a level opens a round: the server keeps which questions it sent and when, and only a sheet
 * for that round, sent before it expires, is ranked (paid in coins and score).
 */
export const getQuestionsByLevel = defineAction({
  name: 'get_questions_by_level',
  auth: 'subscriber',
  body: z.object({ category: IdSchema, subcategory: IdSchema, level: z.coerce.number().int().min(1).max(1000), language_id: LanguageIdSchema }),
  data: z.object({
    level: z.number().int(),
    seconds_per_question: z.number().int(),
    questions: z.array(PlayQuestionSchema),
    round_id: z.string(),
    /** After this moment (ISO 8601) the round's sheet counts as practice. */
    expires_at: z.string(),
    /** The percentage of correct answers that unlocks the next level. */
    pass_percentage: z.number(),
  }),
});

export const AnswerSchema = z.object({
  question_id: IdSchema,
  /** Index of the chosen option, or null when the time ran out. */
  answer: z.number().int().min(0).max(3).nullable(),
  time_ms: z.number().int().min(0).max(3_600_000),
});
export type Answer = z.infer<typeof AnswerSchema>;

/**
 * One answer of a served round, checked as it is given (per-question feedback online). Not in the
 * spec. The first answer to a question of a round is final: asking again, with any answer, gets
 * the recorded answer's verdict. The round's sheet is then scored with the recorded answers.
 */
export const checkLevelAnswer = defineAction({
  name: 'check_level_answer',
  auth: 'subscriber',
  body: z.object({
    round_id: RoundIdSchema,
    question_id: IdSchema,
    /** Index of the chosen option, or null when the question's time ran out. */
    answer: z.number().int().min(0).max(3).nullable(),
    /** How long the answer took on the device; the server never records more than it saw pass. */
    time_ms: z.number().int().min(0).max(3_600_000),
  }),
  data: z.object({
    question_id: z.number().int(),
    /** The recorded answer (the first one given), or null when it came too late or not at all. */
    chosen: z.number().int().nullable(),
    is_correct: z.boolean(),
    correct_answer: z.number().int(),
    note: z.string(),
  }),
});
export type AnswerVerdict = z.infer<typeof checkLevelAnswer.data>;

export const ReviewItemSchema = z.object({
  question_id: z.number().int(),
  chosen: z.number().int().nullable(),
  correct_answer: z.number().int(),
  is_correct: z.boolean(),
  note: z.string(),
});

/**
 * Why a sheet counted as practice: not_served (no round the server served, e.g. played from a
 * download), round_expired (its answers arrived after the round's time), already_played (the level
 * paid out before: replays earn nothing).
 */
export const PracticeReasonSchema = z.enum(['not_served', 'round_expired', 'already_played']);
export type PracticeReason = z.infer<typeof PracticeReasonSchema>;

export const LevelResultSchema = z.object({
  level: z.number().int(),
  /** ranked: a round the server served and timed, paid in coins and score; practice: everything else. */
  mode: z.enum(['ranked', 'practice']),
  practice_reason: PracticeReasonSchema.nullable(),
  /** Practice coins were cut to what was left of the day's practice allowance. */
  practice_capped: z.boolean(),
  /** Whether the result reached the pass mark (pass_percentage) that unlocks the next level. */
  passed: z.boolean(),
  pass_percentage: z.number(),
  total: z.number().int(),
  correct: z.number().int(),
  incorrect: z.number().int(),
  unanswered: z.number().int(),
  percentage: z.number(),
  score_earned: z.number().int(),
  coins_earned: z.number().int(),
  coins: z.number().int(),
  all_time_score: z.number().int(),
  /** The next level, unlocked by this or an earlier result, or null (last level, or not passed yet). */
  next_level: z.number().int().nullable(),
  review: z.array(ReviewItemSchema),
  /**
   * Badges this round earned, by type (contract/economy/badges.ts; a newer server may name one this
   * app does not know, which is shown by its type); absent from results stored before badges existed.
   */
  badges_earned: z.array(z.string()).optional(),
});
export type LevelResult = z.infer<typeof LevelResultSchema>;

/**
 * The answer sheet of one level; the server scores it, pays coins and score, and unlocks the next
 * level. set_level_data needs the round_id that get_questions_by_level gave; the outbox's sheet (the
 * same body) may come without one, from a downloaded pack, and is then practice.
 */
export const setLevelData = defineAction({
  name: 'set_level_data',
  auth: 'subscriber',
  body: z.object({
    category: IdSchema,
    subcategory: IdSchema,
    level: z.coerce.number().int().min(1).max(1000),
    round_id: RoundIdSchema.optional(),
    answers: z.array(AnswerSchema).min(1).max(100),
  }),
  data: LevelResultSchema,
});

/** The same sheet queued offline (with or without a round_id), gated like set_level_data. */
export const quizZoneSheetOp = defineOp({ kind: 'quiz_zone_sheet', auth: 'subscriber', payload: setLevelData.body });
