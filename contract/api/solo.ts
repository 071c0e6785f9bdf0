/**
 * The solo modes of issue 14 (daily quiz, True & False, Fun & Learn, Guess The Word, Self
 * Challenge, audio questions, Math Mania, non-verbal reasoning sets, bookmarks played), built on
 * one round model, as Quiz Zone's levels are:
 *
 * - A serve action (the spec's name for each mode) picks the questions on the server and opens a
 *   round: a signed round id, questions without their answers, the lifelines the mode allows.
 * - check_solo_answer checks one answer as it is given (the first answer is final), use_lifeline
 *   and use_word_hint spend coins through the economy, once per round.
 * - submit_solo_round (or the mode's outbox sheet) is scored by the server against what it served.
 *   A round it served and timed is ranked; a sheet from a downloaded pack (no round) is practice;
 *   Self Challenge and bookmarks never earn; a daily quiz pays once per day.
 *
 * Field names follow the spec where it names them (category_slug, subcategory_slug, limit,
 * language_id, question_id, status, type); the rest is Quizhive's own and documented in
 * docs/SOLO-MODES.md.
 */
import { z } from 'zod';
import { IdSchema, LanguageIdSchema, TextSchema } from './common';
import { defineAction } from './define';
import { PracticeReasonSchema, QuestionImageFields, RoundIdSchema } from './quiz';
import { defineOp } from '../sync/define-op';
import { CATEGORY_TYPES, LIFELINES, SELF_CHALLENGE_MINUTES, SELF_CHALLENGE_QUESTION_COUNTS, SOLO_MODES, SOLO_SHEET_KINDS, type SoloMode } from '../quiz/solo-modes';

export const SoloModeSchema = z.enum(SOLO_MODES);
export const CategoryTypeSchema = z.enum(CATEGORY_TYPES);
export const LifelineSchema = z.enum(LIFELINES);

/** A limit a request may ask for: how many questions a round serves. */
const RoundLimitSchema = z.coerce.number().int().min(1).max(50);
const OptionalId = z.preprocess((value) => (value === '' || value === null ? undefined : value), IdSchema.optional());

/**
 * A question as the player sees it before answering: no answer key. `kind` says how it is
 * answered: `choice` by an option index (two options for true/false, four otherwise), `word` by
 * typing or building a word from `letters` (Guess The Word).
 */
export const SoloQuestionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['choice', 'word']),
  question: z.string(),
  /** Choices in the order shown; empty for a word. */
  options: z.array(z.string()).max(4),
  ...QuestionImageFields,
  /** What an audio clip says, for players who cannot hear it; present when the question has audio. */
  transcript: z.string().optional(),
  /** The text and options hold TeX between $...$ (Math Mania): rendered with KaTeX, read as MathML. */
  math: z.boolean().optional(),
  /** Guess The Word: the tiles to build the word from (its letters and a few decoys, shuffled). */
  letters: z.array(z.string()).optional(),
  /** Guess The Word: how many letters (grapheme clusters) the word has. */
  word_length: z.number().int().optional(),
  /** Guess The Word: the free clue (questions.hint) the player may ask to see; null when it has none. */
  hint: z.string().nullable().optional(),
  /** The question's own mode type, for set_bookmark's `type` (a bookmarks round mixes them). */
  type: CategoryTypeSchema,
});
export type SoloQuestion = z.infer<typeof SoloQuestionSchema>;

export const LifelinePricesSchema = z.object(Object.fromEntries(LIFELINES.map((l) => [l, z.number().int()])) as Record<(typeof LIFELINES)[number], z.ZodNumber>);

/** A served round of any solo mode. */
export const SoloRoundSchema = z.object({
  mode: SoloModeSchema,
  /** Signed by the server: submit_solo_round and the outbox sheet name it. */
  round_id: z.string(),
  /** What the round plays, for the result screen ('Daily Quiz, 26 November', a category, a passage). */
  title: z.string(),
  /** The scope a practice sheet of the same questions names (see SoloScopeSchema). */
  scope: z.string(),
  /** Per-question time; null when the round has one clock for everything (Self Challenge). */
  seconds_per_question: z.number().int().nullable(),
  /** The whole round's time when it has one clock (Self Challenge's chosen minutes, in seconds). */
  total_seconds: z.number().int().nullable(),
  /** After this moment (ISO 8601) the round's sheet counts as practice. */
  expires_at: z.string(),
  /** Whether the round can earn coins and score (false for Self Challenge and bookmarks). */
  paid: z.boolean(),
  questions: z.array(SoloQuestionSchema),
  lifelines: z.object({ allowed: z.array(LifelineSchema), prices: LifelinePricesSchema }),
  /** Coins one Guess The Word hint costs (spend_prices.word_hint); absent in other modes. */
  hint_price: z.number().int().optional(),
});
export type SoloRound = z.infer<typeof SoloRoundSchema>;

/**
 * What a sheet without a round (played from a downloaded pack) says it played, so the server can
 * check every question belongs to it: 'category:<id>', 'subcategory:<id>', 'passage:<id>',
 * 'day:<YYYY-MM-DD>', 'type:<category type>' (a round drawn from every free category of a type, as
 * get_questions_by_type without a category), 'bookmarks'.
 */
export const SoloScopeSchema = z.string().regex(new RegExp(`^(category:[1-9]\\d{0,9}|subcategory:[1-9]\\d{0,9}|passage:[1-9]\\d{0,9}|day:\\d{4}-\\d{2}-\\d{2}|type:(${CATEGORY_TYPES.join('|')})|bookmarks)$`), {
  error: 'scope must name a category, subcategory, passage, day, type or bookmarks',
});

// --- Serving -------------------------------------------------------------------------------------

/** The daily quiz of the caller's language: the same questions for everyone that day (UTC). */
export const DailyQuizSchema = z.object({
  /** The day, YYYY-MM-DD (UTC). */
  day: z.string(),
  question_count: z.number().int(),
  /** Whether the caller has played today's daily quiz (it pays once a day). */
  played: z.boolean(),
  /** Today's result when played. */
  result: z.lazy(() => SoloResultSchema).nullable(),
  /** The round, when asked to start and not yet played; null otherwise. */
  round: SoloRoundSchema.nullable(),
  /** The player's daily streak in days, counting today when played. */
  streak: z.number().int(),
});

/**
 * get_daily_quiz: with `peek` the dashboard's facts only; without it the round starts (a second
 * start after playing is refused: 'You have Already Played').
 */
export const getDailyQuiz = defineAction({
  name: 'get_daily_quiz',
  auth: 'subscriber',
  body: z.object({ language_id: LanguageIdSchema, peek: z.coerce.boolean().default(false) }),
  data: DailyQuizSchema,
});

/** get_questions_by_type: a round of one question type (true/false), from one category or all. */
export const getQuestionsByType = defineAction({
  name: 'get_questions_by_type',
  auth: 'subscriber',
  body: z.object({
    type: z.enum(['true_false']),
    language_id: LanguageIdSchema,
    category: OptionalId,
    limit: RoundLimitSchema.default(10),
  }),
  data: SoloRoundSchema,
});

export const FunNLearnPassageSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  subcategory_id: z.number().int(),
  title: z.string(),
  /** The passage: paragraphs separated by a blank line. */
  detail: z.string(),
  ...QuestionImageFields,
  /** A video to watch with the passage (a site path), when it has one. */
  video_url: z.string().optional(),
  /** What the audio or video says, when it has either. */
  transcript: z.string().optional(),
  no_of_questions: z.number().int(),
  /** The caller's best result on it, or null when not played. */
  best_percentage: z.number().nullable(),
});
export type FunNLearnPassage = z.infer<typeof FunNLearnPassageSchema>;

/** get_fun_n_learn: the passages of a category (or subcategory), to read before the questions. */
export const getFunNLearn = defineAction({
  name: 'get_fun_n_learn',
  auth: 'subscriber',
  body: z.object({ language_id: LanguageIdSchema, category: IdSchema, subcategory: OptionalId }),
  data: z.array(FunNLearnPassageSchema),
});

/** get_fun_n_learn_questions: the round of one passage's questions. */
export const getFunNLearnQuestions = defineAction({
  name: 'get_fun_n_learn_questions',
  auth: 'subscriber',
  body: z.object({ fun_n_learn_id: IdSchema }),
  data: SoloRoundSchema,
});

/** get_guess_the_word: a round of words to build from letter tiles. */
export const getGuessTheWord = defineAction({
  name: 'get_guess_the_word',
  auth: 'subscriber',
  body: z.object({ language_id: LanguageIdSchema, category: IdSchema, subcategory: OptionalId, limit: RoundLimitSchema.default(10) }),
  data: SoloRoundSchema,
});

/**
 * get_questions_for_self_challenge: the player's number of questions (limit) and time (timer, in
 * minutes) from a Quiz Zone category or topic; the round has one clock and never earns.
 */
export const getQuestionsForSelfChallenge = defineAction({
  name: 'get_questions_for_self_challenge',
  auth: 'subscriber',
  body: z.object({
    category_slug: z.string().min(1).max(80),
    subcategory_slug: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.string().min(1).max(80).optional()),
    limit: z.coerce.number().int().refine((n) => (SELF_CHALLENGE_QUESTION_COUNTS as readonly number[]).includes(n), { error: 'Please select Number of Questions' }),
    timer: z.coerce.number().int().refine((n) => (SELF_CHALLENGE_MINUTES as readonly number[]).includes(n), { error: 'Please select Number of Timer' }),
    language_id: LanguageIdSchema,
  }),
  data: SoloRoundSchema,
});

/** get_audio_questions: a round of questions asked by a sound clip (each with its transcript). */
export const getAudioQuestions = defineAction({
  name: 'get_audio_questions',
  auth: 'subscriber',
  body: z.object({ language_id: LanguageIdSchema, category: IdSchema, subcategory: OptionalId, limit: RoundLimitSchema.default(10) }),
  data: SoloRoundSchema,
});

/** get_questions_for_nonverbal_reasoning: a round of picture questions (series, odd one out, rotations). */
export const getQuestionsForNonverbalReasoning = defineAction({
  name: 'get_questions_for_nonverbal_reasoning',
  auth: 'subscriber',
  body: z.object({ language_id: LanguageIdSchema, category: IdSchema, subcategory: OptionalId, limit: RoundLimitSchema.default(10) }),
  data: SoloRoundSchema,
});

/**
 * Math Mania's body of get_maths_questions (the spec's "get_maths_questions with its type"): a
 * round of formula questions of a Math Mania category. contract/api/maths.ts joins it to the maths
 * practice body.
 */
export const MathManiaQuestionsBodySchema = z.object({
  type: z.literal('math_mania'),
  /** The Math Mania category. */
  type_id: IdSchema,
  subcategory: OptionalId,
  language_id: LanguageIdSchema,
  limit: RoundLimitSchema.default(10),
});

// --- Playing ---------------------------------------------------------------------------------------

/** One answer: an option index for a choice, the word for a word; null for both when time ran out. */
export const SoloAnswerSchema = z.object({
  question_id: IdSchema,
  answer: z.number().int().min(0).max(3).nullable(),
  text: TextSchema.pipe(z.string().max(60)).nullable().optional(),
  time_ms: z.number().int().min(0).max(3_600_000),
});
export type SoloAnswer = z.infer<typeof SoloAnswerSchema>;

/** check_solo_answer: one answer of a served round, checked as it is given; the first is final. */
export const checkSoloAnswer = defineAction({
  name: 'check_solo_answer',
  auth: 'subscriber',
  body: z.object({ round_id: RoundIdSchema }).extend(SoloAnswerSchema.shape),
  data: z.object({
    question_id: z.number().int(),
    chosen: z.number().int().nullable(),
    chosen_text: z.string().nullable(),
    is_correct: z.boolean(),
    /** The correct option (choice), or -1 for a word. */
    correct_answer: z.number().int(),
    /** The word (Guess The Word), or null for a choice. */
    correct_text: z.string().nullable(),
    note: z.string(),
  }),
});
export type SoloVerdict = z.infer<typeof checkSoloAnswer.data>;

/**
 * use_lifeline: one lifeline on one question of a served round, paid from the player's coins at the
 * configured price. Refused: 'Lifeline already used' (once per round), 'This Lifeline is not
 * allowed' (the mode forbids it), '50/50 unavailable after Audience poll.' and its mirror (on the
 * same question), "You Don't have enough coins". A repeat of the same call answers the first.
 */
export const useLifeline = defineAction({
  name: 'use_lifeline',
  auth: 'subscriber',
  body: z.object({ round_id: RoundIdSchema, question_id: IdSchema, lifeline: LifelineSchema }),
  data: z.object({
    lifeline: LifelineSchema,
    question_id: z.number().int(),
    /** 50/50: the two wrong options taken away. */
    removed: z.array(z.number().int()).optional(),
    /** Audience poll: the share of the audience (percent, summing to 100) for each option. */
    poll: z.array(z.number().int()).optional(),
    /** Reset time: the question's full time again, in seconds, from now. */
    seconds: z.number().int().optional(),
    /** Skip: the question leaves the round's score. */
    skipped: z.boolean().optional(),
    charged: z.number().int(),
    coins: z.number().int(),
  }),
});
export type LifelineOutcome = z.infer<typeof useLifeline.data>;

/** use_word_hint: reveals one more letter of a Guess The Word question, at spend_prices.word_hint. */
export const useWordHint = defineAction({
  name: 'use_word_hint',
  auth: 'subscriber',
  body: z.object({ round_id: RoundIdSchema, question_id: IdSchema }),
  data: z.object({
    question_id: z.number().int(),
    /** Every letter revealed so far on this question, by position (0-based). */
    revealed: z.array(z.object({ position: z.number().int(), letter: z.string() })),
    charged: z.number().int(),
    coins: z.number().int(),
  }),
});

export const SoloReviewItemSchema = z.object({
  question_id: z.number().int(),
  question: z.string(),
  type: CategoryTypeSchema,
  chosen: z.number().int().nullable(),
  chosen_text: z.string().nullable(),
  correct_answer: z.number().int(),
  correct_text: z.string().nullable(),
  is_correct: z.boolean(),
  /** Skipped with the lifeline: left out of the score. */
  skipped: z.boolean(),
  note: z.string(),
});

export const SoloResultSchema = z.object({
  mode: SoloModeSchema,
  /** ranked: a round the server served and timed; practice: a pack's sheet, a late one, a replay. */
  earning: z.enum(['ranked', 'practice', 'unpaid']),
  practice_reason: PracticeReasonSchema.nullable(),
  practice_capped: z.boolean(),
  total: z.number().int(),
  correct: z.number().int(),
  incorrect: z.number().int(),
  unanswered: z.number().int(),
  skipped: z.number().int(),
  percentage: z.number(),
  score_earned: z.number().int(),
  coins_earned: z.number().int(),
  /** Coins the round's lifelines and hints took. */
  coins_spent: z.number().int(),
  coins: z.number().int(),
  all_time_score: z.number().int(),
  review: z.array(SoloReviewItemSchema),
  badges_earned: z.array(z.string()).optional(),
  /**
   * The coins each new badge's reward booked (0 when it pays none): in `coins`, not in
   * `coins_earned`, so the result names them apart.
   */
  badge_rewards: z.array(z.object({ badge: z.string(), coins: z.number().int() })).optional(),
});
export type SoloResult = z.infer<typeof SoloResultSchema>;

/**
 * A solo answer sheet: a served round's (round_id) or a downloaded pack's (scope, no round). The
 * server scores it against its own key; the same body is every mode's outbox sheet.
 */
export const SoloSheetSchema = z.object({
  mode: SoloModeSchema,
  round_id: RoundIdSchema.optional(),
  scope: SoloScopeSchema.optional(),
  answers: z.array(SoloAnswerSchema).min(1).max(50),
  /** Played offline from a pack: the lifelines used (their price is taken when the sheet is scored, up to the balance). */
  lifelines: z.array(z.object({ lifeline: LifelineSchema, question_id: IdSchema })).max(4).optional(),
});
export type SoloSheet = z.infer<typeof SoloSheetSchema>;

export const submitSoloRound = defineAction({
  name: 'submit_solo_round',
  auth: 'subscriber',
  body: SoloSheetSchema,
  data: SoloResultSchema,
});

function sheetOp<M extends SoloMode>(mode: M) {
  return defineOp({ kind: SOLO_SHEET_KINDS[mode], auth: 'subscriber', payload: SoloSheetSchema.extend({ mode: z.literal(mode) }) });
}

/** The outbox sheet of each mode (one kind per mode, the same body as submit_solo_round). */
export const soloSheetOps = {
  daily_quiz_sheet: sheetOp('daily_quiz'),
  true_false_sheet: sheetOp('true_false'),
  fun_n_learn_sheet: sheetOp('fun_n_learn'),
  guess_the_word_sheet: sheetOp('guess_the_word'),
  self_challenge_sheet: sheetOp('self_challenge'),
  audio_questions_sheet: sheetOp('audio_questions'),
  math_mania_sheet: sheetOp('math_mania'),
  nonverbal_sheet: sheetOp('nonverbal'),
  bookmarks_sheet: sheetOp('bookmarks'),
} as const;
