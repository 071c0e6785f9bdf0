/**
 * The solo modes beside Quiz Zone (issue 14), their lifelines and the content types behind them,
 * without zod: the device's start-up (its outbox, its pack store) names modes with these, and the
 * schemas of contract/api/solo.ts load only where a round is checked.
 */

/** Every solo mode that plays a served round of questions (Quiz Zone has its own level actions). */
export const SOLO_MODES = [
  'daily_quiz',
  'true_false',
  'fun_n_learn',
  'guess_the_word',
  'self_challenge',
  'audio_questions',
  'math_mania',
  'nonverbal',
  'bookmarks',
] as const;
export type SoloMode = (typeof SOLO_MODES)[number];

/**
 * A category's type: the content pool it belongs to (categories.type). The daily quiz, Self
 * Challenge and bookmarks draw from the others, so they have no type of their own.
 */
export const CATEGORY_TYPES = ['quiz_zone', 'true_false', 'fun_n_learn', 'guess_the_word', 'audio_questions', 'math_mania', 'nonverbal'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

/** The pool a mode's questions come from. */
export const MODE_CONTENT: Readonly<Record<SoloMode, CategoryType | 'any'>> = {
  daily_quiz: 'quiz_zone',
  true_false: 'true_false',
  fun_n_learn: 'fun_n_learn',
  guess_the_word: 'guess_the_word',
  self_challenge: 'quiz_zone',
  audio_questions: 'audio_questions',
  math_mania: 'math_mania',
  nonverbal: 'nonverbal',
  bookmarks: 'any',
};

/** The four lifelines of spec section 4; each once per round. */
export const LIFELINES = ['fifty_fifty', 'audience_poll', 'reset_time', 'skip'] as const;
export type Lifeline = (typeof LIFELINES)[number];

/** The spend kind (system configuration spend_prices) that prices each lifeline. */
export const LIFELINE_SPEND_KIND = {
  fifty_fifty: 'lifeline_fifty_fifty',
  audience_poll: 'lifeline_audience_poll',
  reset_time: 'lifeline_reset_timer',
  skip: 'lifeline_skip',
} as const satisfies Record<Lifeline, string>;

/**
 * The lifelines each mode allows. 50/50 and the audience poll need four options (a true/false
 * question has two; a word has none); a round that earns nothing (Self Challenge, bookmarks) has
 * nothing to buy help for; Reset time needs a per-question timer.
 */
export const MODE_LIFELINES: Readonly<Record<SoloMode, readonly Lifeline[]>> = {
  daily_quiz: ['fifty_fifty', 'audience_poll', 'reset_time', 'skip'],
  true_false: ['reset_time', 'skip'],
  fun_n_learn: ['fifty_fifty', 'audience_poll', 'reset_time', 'skip'],
  guess_the_word: ['reset_time', 'skip'],
  self_challenge: [],
  audio_questions: ['fifty_fifty', 'audience_poll', 'reset_time', 'skip'],
  math_mania: ['fifty_fifty', 'audience_poll', 'reset_time', 'skip'],
  nonverbal: ['fifty_fifty', 'audience_poll', 'reset_time', 'skip'],
  bookmarks: [],
};

/** Modes whose rounds never earn coins or score (a result with a review only). */
export const UNPAID_MODES: readonly SoloMode[] = ['self_challenge', 'bookmarks'];

/** Self Challenge: the choices the player picks from (spec: 'Please select Number of Questions / of Timer'). */
export const SELF_CHALLENGE_QUESTION_COUNTS = [5, 10, 15, 20, 25] as const;
export const SELF_CHALLENGE_MINUTES = [3, 5, 10, 15, 20] as const;

/** set_quiz_categories: a player keeps at most this many favourite categories (contract/api/bookmarks.ts). */
export const MAX_FAVOURITE_CATEGORIES = 12;

/** Questions in a round of each mode unless the request asks for another number (where it may). */
export const DEFAULT_ROUND_QUESTIONS = 10;
/** The daily quiz: this many questions, the same for every player of a language that day (UTC). */
export const DAILY_QUIZ_QUESTIONS = 10;
/** Guess The Word: decoy tiles beside the word's own letters. */
export const WORD_DECOY_TILES = 4;

/** The outbox op kind of each mode's answer sheet. */
export const SOLO_SHEET_KINDS = {
  daily_quiz: 'daily_quiz_sheet',
  true_false: 'true_false_sheet',
  fun_n_learn: 'fun_n_learn_sheet',
  guess_the_word: 'guess_the_word_sheet',
  self_challenge: 'self_challenge_sheet',
  audio_questions: 'audio_questions_sheet',
  math_mania: 'math_mania_sheet',
  nonverbal: 'nonverbal_sheet',
  bookmarks: 'bookmarks_sheet',
} as const satisfies Record<SoloMode, `${string}_sheet`>;
export type SoloSheetKind = (typeof SOLO_SHEET_KINDS)[SoloMode];

/** Text answers (Guess The Word) are compared after this: case, surrounding space and Unicode form do not matter. */
export function normaliseWord(text: string): string {
  return text.normalize('NFC').trim().toLocaleUpperCase('en');
}
