/**
 * The outbox's op kinds and batch size, without zod: the app's start-up imports these (its flusher
 * and database), and the envelope's schemas in ops.ts load only where ops are checked.
 */

/**
 * The kinds the server applies. maths_reset forgets a curriculum's progress: it is stamped like an
 * answer, and answers stamped at or below it are forgotten wherever they arrive (sync/maths-merge.ts).
 */
export const OP_KINDS = [
  'quiz_zone_sheet',
  'maths_answer',
  'nvr_answer',
  'maths_reset',
  // The solo modes' answer sheets (contract/quiz/solo-modes.ts SOLO_SHEET_KINDS) and bookmarks.
  'daily_quiz_sheet',
  'true_false_sheet',
  'fun_n_learn_sheet',
  'guess_the_word_sheet',
  'self_challenge_sheet',
  'audio_questions_sheet',
  'math_mania_sheet',
  'nonverbal_sheet',
  'bookmarks_sheet',
  'set_bookmark',
  // The tutor hub (contract/api/tutor.ts): a session's progress and a review's answers, merged by their stamps.
  'tutor_session',
  'tutor_review',
] as const;
export type OpKind = (typeof OP_KINDS)[number];

export const MAX_OPS_PER_BATCH = 100;
