/**
 * The exam module (spec sections 1, 3, 5, 7 and 9; issue 15). The server is the only authority:
 * the exam key is checked on the server and never sent to a player, the questions reach a device
 * only after a valid key and the rules agreed, with no correct answers in them, and the attempt's
 * deadline, answers, marks and statistics live on the server. The spec's fields are kept
 * (get_exam_module {language_id, type, offset, limit}; set_exam_module_result {exam_module_id,
 * total_duration, obtained_marks, statistics, rules_violated, captured_question_ids}); what a device
 * sends for marks and statistics is recorded for the examiner and ignored for the result.
 * docs/EXAMS-AND-CONTESTS.md tells the whole flow.
 */
import { z } from 'zod';
import { IdSchema, LanguageIdSchema, PagingSchema, TextSchema } from './common';
import { defineAction } from './define';
import { QuestionImageFields } from './quiz';

export { EXAM_HIDDEN_LIMIT_MS } from './exam-limits';
/** Wrong keys for one exam by one player that lock key entry for EXAM_KEY_LOCK_MS (checked on the server, across instances). */
export const EXAM_KEY_MAX_FAILURES = 5;
export const EXAM_KEY_WINDOW_MS = 15 * 60_000;
export const EXAM_KEY_LOCK_MS = 15 * 60_000;
/** Exam keys are 4 to 32 letters, digits or dashes; compared without regard to case or surrounding spaces. */
export const EXAM_KEY_PATTERN = /^[A-Za-z0-9-]{4,32}$/;

/** today: exams whose window includes today (open or about to open); past: exams that ended. */
export const ExamListTypeSchema = z.preprocess(
  // The spec's client sends 1 (today) and 2 (past), the original product's codes.
  (value) => (value === 1 || value === '1' ? 'today' : value === 2 || value === '2' ? 'past' : value),
  z.enum(['today', 'past'], { error: "type must be 'today' (1) or 'past' (2)" }),
);

/** Where the caller's attempt of an exam stands. */
export const ExamAttemptStateSchema = z.enum([
  /** Started; answers are saved as the player goes, until the deadline. */
  'in_progress',
  /** Submitted by the player before the deadline. */
  'completed',
  /** Ended because the app was hidden for more than EXAM_HIDDEN_LIMIT_MS (rules_violated). */
  'violated',
  /** Closed by the server at the deadline (the player never submitted). */
  'expired',
]);
export type ExamAttemptState = z.infer<typeof ExamAttemptStateSchema>;

export const ExamModuleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The exam's day in the server's calendar (YYYY-MM-DD), as the list shows it. */
  date: z.string(),
  /** When attempts may start and when the exam ends for everyone (ISO 8601); the review opens at ends_at. */
  starts_at: z.string(),
  ends_at: z.string(),
  /** Minutes an attempt lasts (its deadline is its start plus this, and never after ends_at). */
  duration: z.number().int(),
  total_marks: z.number().int(),
  no_of_questions: z.number().int(),
  /** The examiner's instructions shown with the rules before the key. */
  instructions: z.string(),
  status: z.enum(['upcoming', 'open', 'ended']),
  /** The caller's attempt, or null when they have not started it. */
  attempt: z
    .object({
      state: ExamAttemptStateSchema,
      started_at: z.string(),
      deadline_at: z.string(),
      finished_at: z.string().nullable(),
      /** Known once the attempt is over. */
      obtained_marks: z.number().int().nullable(),
    })
    .nullable(),
  /** Whether the review of answers is open (after ends_at, for everyone at once). */
  review_available: z.boolean(),
});
export type ExamModule = z.infer<typeof ExamModuleSchema>;

export const getExamModule = defineAction({
  name: 'get_exam_module',
  auth: 'subscriber',
  body: z.object({ language_id: LanguageIdSchema, type: ExamListTypeSchema.default('today'), ...PagingSchema.shape }),
  data: z.object({ total: z.number().int(), data: z.array(ExamModuleSchema) }),
});

/** An exam question as the player sees it: no answer key, ever, before the exam ends. */
export const ExamQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(z.string()).min(2).max(4),
  marks: z.number().int(),
  ...QuestionImageFields,
  /** The text and options hold TeX between $...$. */
  math: z.boolean().optional(),
});
export type ExamQuestion = z.infer<typeof ExamQuestionSchema>;

export const ExamAttemptSchema = z.object({
  exam_module_id: z.number().int(),
  state: ExamAttemptStateSchema,
  started_at: z.string(),
  deadline_at: z.string(),
  /** The server's clock when it answered, so a device with a wrong clock still counts down right. */
  server_now: z.string(),
  /** Whole seconds left until deadline_at at server_now (0 when over). */
  remaining_seconds: z.number().int(),
});
export type ExamAttempt = z.infer<typeof ExamAttemptSchema>;

/**
 * Starts the caller's one attempt after the key and the rules (EXAM_KEY_REQUIRED 'Please enter the
 * Exam Key', EXAM_RULES_NOT_AGREED 'Please agree to the exam rules', EXAM_KEY_INVALID 'Invalid exam
 * key', EXAM_KEY_LOCKED after too many wrong keys, EXAM_NOT_OPEN outside its window, ALREADY_PLAYED
 * when the attempt is over). With an attempt in progress it resumes it, without the key: the same
 * questions, the answers saved so far and the same deadline.
 */
export const getExamModuleQuestions = defineAction({
  name: 'get_exam_module_questions',
  auth: 'subscriber',
  body: z.object({
    exam_module_id: IdSchema,
    /** Needed to start; ignored when resuming an attempt in progress. */
    exam_key: z.string().trim().max(64).optional(),
    rules_agreed: z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean()).default(false),
  }),
  data: z.object({
    attempt: ExamAttemptSchema,
    questions: z.array(ExamQuestionSchema),
    /** What the server has saved for this attempt (choice is the option's index). */
    answers: z.array(z.object({ question_id: z.number().int(), choice: z.number().int() })),
    /** Whether this call started the attempt (false: it resumed one). */
    started: z.boolean(),
  }),
});

/**
 * Saves (or changes, or clears with null) one answer of the caller's attempt in progress. Not in
 * the spec: it is how answers are "saved as the player goes". Refused with EXAM_ATTEMPT_CLOSED after
 * the deadline or once the attempt ended; the response never says whether the answer is right.
 */
export const setExamModuleAnswer = defineAction({
  name: 'set_exam_module_answer',
  auth: 'subscriber',
  body: z.object({ exam_module_id: IdSchema, question_id: IdSchema, choice: z.number().int().min(0).max(3).nullable() }),
  data: z.object({ answered: z.number().int(), remaining_seconds: z.number().int() }),
});

/**
 * The app went to the background (hidden: true) or came back (false) during an attempt. Not in the
 * spec: it lets the server end an attempt hidden for more than EXAM_HIDDEN_LIMIT_MS even when the
 * device never runs again (a frozen or closed tab). A device that was hidden longer than that
 * when it comes back also ends it itself with set_exam_module_result {rules_violated: true}.
 */
export const setExamModuleVisibility = defineAction({
  name: 'set_exam_module_visibility',
  auth: 'subscriber',
  body: z.object({ exam_module_id: IdSchema, hidden: z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean()) }),
  data: z.object({ state: ExamAttemptStateSchema, remaining_seconds: z.number().int() }),
});

/** Per mark value: how many questions of that value the player got right and wrong (the spec's `statistics`). */
export const ExamStatisticsSchema = z.array(z.object({ mark: z.number().int(), correct_answer: z.number().int(), incorrect: z.number().int() }));
export type ExamStatistics = z.infer<typeof ExamStatisticsSchema>;

export const ExamResultSchema = z.object({
  exam_module_id: z.number().int(),
  title: z.string(),
  state: ExamAttemptStateSchema.exclude(['in_progress']),
  obtained_marks: z.number().int(),
  total_marks: z.number().int(),
  /** Spec section 3's exam completion counts. */
  total_questions: z.number().int(),
  correct_answers: z.number().int(),
  incorrect_answers: z.number().int(),
  unanswered: z.number().int(),
  /** Seconds from the start to the end of the attempt (the spec's total_duration, measured by the server). */
  time_taken_seconds: z.number().int(),
  statistics: ExamStatisticsSchema,
  rules_violated: z.boolean(),
  violated_at: z.string().nullable(),
  finished_at: z.string(),
  ends_at: z.string(),
  review_available: z.boolean(),
});
export type ExamResult = z.infer<typeof ExamResultSchema>;

/**
 * Ends the caller's attempt and returns the server's result. obtained_marks and statistics are
 * computed from the answers the server saved; the client's are recorded for the examiner and
 * otherwise ignored. Sending it again, or twice at once, returns the same result (scored once).
 */
export const setExamModuleResult = defineAction({
  name: 'set_exam_module_result',
  auth: 'subscriber',
  body: z.object({
    exam_module_id: IdSchema,
    total_duration: z.coerce.number().int().min(0).max(86_400).optional(),
    obtained_marks: z.coerce.number().int().min(0).max(100_000).optional(),
    /** The client's statistics as it had them (JSON text or a list); kept for the examiner only. */
    statistics: z.union([TextSchema.max(20_000), z.array(z.unknown()).max(500)]).optional(),
    rules_violated: z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean()).default(false),
    /** Question ids the device has answers for (a JSON list or comma-separated); kept for the examiner. */
    captured_question_ids: z.union([TextSchema.max(20_000), z.array(z.coerce.number().int())]).optional(),
  }),
  data: ExamResultSchema,
});

/** One reviewed question (only after the exam's end for everyone). */
export const ExamReviewItemSchema = ExamQuestionSchema.extend({
  answer: z.number().int(),
  choice: z.number().int().nullable(),
  correct: z.boolean(),
});

/** The caller's result of an exam, with the review when it is open (null before ends_at). */
export const getExamModuleResult = defineAction({
  name: 'get_exam_module_result',
  auth: 'subscriber',
  body: z.object({ exam_module_id: IdSchema }),
  data: z.object({ result: ExamResultSchema, review: z.array(ExamReviewItemSchema).nullable() }),
});

// ---- Admin: exams, their questions and results ----

export const AdminExamQuestionSchema = z.object({
  id: z.number().int().optional(),
  question: TextSchema.trim().min(1, { error: 'question must not be empty' }).max(1000),
  options: z.array(TextSchema.trim().min(1, { error: 'an option must not be empty' }).max(300)).min(2).max(4),
  /** The index of the right option. */
  answer: z.number().int().min(0).max(3),
  marks: z.number().int().min(1).max(100),
  image_url: z.string().max(300).nullable().default(null),
  image_alt: TextSchema.max(300).nullable().default(null),
  math: z.boolean().default(false),
});
export type AdminExamQuestion = z.infer<typeof AdminExamQuestionSchema>;

export const AdminExamSchema = z.object({
  id: z.number().int(),
  language_id: z.number().int(),
  title: z.string(),
  instructions: z.string(),
  /** Only admins ever see it. */
  exam_key: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  duration: z.number().int(),
  status: z.enum(['active', 'inactive']),
  total_marks: z.number().int(),
  no_of_questions: z.number().int(),
  attempts: z.number().int(),
  violations: z.number().int(),
});
export type AdminExam = z.infer<typeof AdminExamSchema>;

export const getAdminExams = defineAction({
  name: 'get_admin_exams',
  auth: 'admin',
  body: z.object({ ...PagingSchema.shape, search: z.string().trim().max(100).optional() }),
  data: z.object({ total: z.number().int(), data: z.array(AdminExamSchema) }),
});

export const getAdminExam = defineAction({
  name: 'get_admin_exam',
  auth: 'admin',
  body: z.object({ id: IdSchema }),
  data: z.object({ exam: AdminExamSchema, questions: z.array(AdminExamQuestionSchema.required({ id: true })) }),
});

/**
 * Creates (no id) or edits an exam with its whole question list. Once an attempt exists the
 * questions, marks and key are fixed (EXAM_IN_USE); the title, instructions, dates and status stay editable.
 */
export const setAdminExam = defineAction({
  name: 'set_admin_exam',
  auth: 'admin',
  body: z.object({
    id: IdSchema.optional(),
    language_id: IdSchema,
    title: TextSchema.trim().min(1, { error: 'title must not be empty' }).max(200),
    instructions: TextSchema.trim().max(4000).default(''),
    exam_key: z.string().trim().regex(EXAM_KEY_PATTERN, { error: 'exam_key must be 4 to 32 letters, digits or dashes' }),
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }),
    duration: z.coerce.number().int().min(1).max(600),
    status: z.enum(['active', 'inactive']).default('active'),
    questions: z.array(AdminExamQuestionSchema).min(1, { error: 'an exam needs at least one question' }).max(200),
  }),
  data: z.object({ id: z.number().int() }),
});

export const AdminExamResultSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  state: ExamAttemptStateSchema,
  started_at: z.string(),
  finished_at: z.string().nullable(),
  obtained_marks: z.number().int().nullable(),
  rules_violated: z.boolean(),
  /** When the app was hidden past the limit (the examiner's record of the violation). */
  violated_at: z.string().nullable(),
  /** What the device claimed (kept for the examiner; the server's obtained_marks decide). */
  client_obtained_marks: z.number().int().nullable(),
});

export const getAdminExamResults = defineAction({
  name: 'get_admin_exam_results',
  auth: 'admin',
  body: z.object({ exam_module_id: IdSchema, ...PagingSchema.shape, violations_only: z.coerce.boolean().default(false) }),
  data: z.object({ total: z.number().int(), data: z.array(AdminExamResultSchema) }),
});
