/**
 * The tutor hub (spec sections 3, 6, 7; docs/TUTOR.md): chapters and their units' notes, guided
 * tutor sessions that sync through the outbox, the mastery of each skill with its review schedule,
 * and assessments by school year and subject.
 *
 * Names the spec leaves open, read this way:
 * - get_chapters_by_category's `category` is a tutor subject of one year ('Year 3 Maths'),
 *   as listed by get_tutor_subjects (not in the spec's list: the hub needs the ids).
 * - A tutor session's `curriculum_id` is the id of one unit of a subject (a session teaches one
 *   unit, one skill). get_bulk_tutor_session_progress takes a list of them.
 * - proficiency_level is the server's: a client's value is accepted in the body and ignored; the
 *   level is computed from the attempts the server checked (contract/tutor/mastery.ts).
 *
 * Auth: the tutor hub is a subscriber's (spec section 2: /tutor-hub/sub-categories); the
 * assessment configuration needs no authorization (spec section 6).
 */
import { z } from 'zod';
import { defineAction } from './define';
import { IdSchema, LanguageIdSchema, PagingSchema, TextSchema } from './common';
import { defineOp } from '../sync/define-op';
import { DeviceIdSchema } from '../sync/ops';
import { NoteBlockSchema, TutorItemKindSchema, TutorSubjectSchema, TutorYearSchema, UnitPracticeSchema, WorkedStepSchema } from '../tutor/content';
import { AttemptModeSchema, HintLevelSchema, ProficiencyLevelSchema, TutorStageSchema } from '../tutor/mastery-rules';

// ---------------------------------------------------------------------------------------------
// Subjects, chapters and units

export const TutorSubjectEntrySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  subject: TutorSubjectSchema,
  year: z.number().int(),
  no_of_chapters: z.number().int(),
  no_of_units: z.number().int(),
});
export type TutorSubjectEntry = z.infer<typeof TutorSubjectEntrySchema>;

/** Not in the spec's list: the hub's first screen needs the subjects' ids for get_chapters_by_category. */
export const getTutorSubjects = defineAction({
  name: 'get_tutor_subjects',
  auth: 'subscriber',
  body: z.object({ language_id: LanguageIdSchema }),
  data: z.array(TutorSubjectEntrySchema),
});

export const TutorUnitSchema = z.object({
  /** A tutor session's curriculum_id. */
  curriculum_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  chapter_id: z.number().int(),
  /** The unit's short lesson. */
  notes: z.array(NoteBlockSchema),
  practice: UnitPracticeSchema,
});
export type TutorUnit = z.infer<typeof TutorUnitSchema>;

export const TutorChapterSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** The spec's `chapter` (its number in the subject, from 1) and `chaptername`. */
  chapter: z.number().int(),
  chaptername: z.string(),
  units: z.array(TutorUnitSchema),
});
export type TutorChapter = z.infer<typeof TutorChapterSchema>;

export const getChaptersByCategory = defineAction({
  name: 'get_chapters_by_category',
  auth: 'subscriber',
  body: z.object({ category: IdSchema, language_id: LanguageIdSchema }),
  data: z.object({ subject: TutorSubjectEntrySchema, chapters: z.array(TutorChapterSchema) }),
});

// ---------------------------------------------------------------------------------------------
// Tutor sessions

/**
 * One turn of a session's transcript. A student's turn that answers an item is an attempt (the
 * evidence of mastery): `answer` is what was typed or chosen, and `correct` is the server's
 * verdict (a client's is ignored). A tutor's hint turn names its rung of the ladder.
 * `turn_id` is made by the device, unique per user forever: transcripts merge by it.
 */
export const TutorTurnSchema = z.object({
  turn_id: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/, { error: 'turn_id must be 8 to 80 letters, digits, _ or -' }),
  role: z.enum(['tutor', 'student']),
  stage: TutorStageSchema,
  text: TextSchema.max(2000),
  item_id: z.string().max(120).optional(),
  answer: z.string().max(32).optional(),
  correct: z.boolean().optional(),
  hint: HintLevelSchema.optional(),
  /** When the device made the turn (informational: transcripts are ordered by the device's stamp, never by clocks). */
  at: z.string().max(40),
});
export type TutorTurn = z.infer<typeof TutorTurnSchema>;

/** Why a skill stands where it does, for the screen: '4 of your last 5 correct; review due in 3 days'. */
export const SkillMasterySchema = z.object({
  curriculum_id: z.number().int(),
  level: ProficiencyLevelSchema,
  /** Of the last `recent` attempts, `recent_correct` were right. */
  recent: z.number().int(),
  recent_correct: z.number().int(),
  attempts: z.number().int(),
  /** When the skill is due for review (ISO), null before its first attempt. */
  review_due_at: z.string().nullable(),
});
export type SkillMastery = z.infer<typeof SkillMasterySchema>;

export const TutorSessionSchema = z.object({
  user_id: z.number().int(),
  curriculum_id: z.number().int(),
  current_stage: TutorStageSchema,
  proficiency_level: ProficiencyLevelSchema,
  /** In the order the devices made the turns (by each turn's stamp). */
  conversation_history: z.array(TutorTurnSchema),
  mastery: SkillMasterySchema,
  /** The stamp of the write that set current_stage (the greatest (seq, device_id) wins, as maths progress). */
  last_seq: z.number().int(),
  last_device_id: z.string(),
  updated_at: z.string(),
});
export type TutorSession = z.infer<typeof TutorSessionSchema>;

export const getTutorSessionProgress = defineAction({
  name: 'get_tutor_session_progress',
  auth: 'subscriber',
  body: z.object({ curriculum_id: IdSchema }),
  /** Null before the first update of that unit. */
  data: TutorSessionSchema.nullable(),
});

/** The spec sends curriculum_ids as a JSON list; a list itself is taken too. */
export const CurriculumIdsSchema = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, z.array(IdSchema, { error: 'curriculum_ids must be a JSON list of ids' }).min(1).max(200));

export const getBulkTutorSessionProgress = defineAction({
  name: 'get_bulk_tutor_session_progress',
  auth: 'subscriber',
  body: z.object({ curriculum_ids: CurriculumIdsSchema }),
  /** One per unit that has a session (units without one are left out). */
  data: z.array(TutorSessionSchema),
});

/** The spec's fields. user_id, when sent, must be the caller's; proficiency_level is ignored (the server computes it). */
export const TutorSessionUpdateSchema = z.object({
  user_id: IdSchema.optional(),
  curriculum_id: IdSchema,
  current_stage: TutorStageSchema,
  proficiency_level: ProficiencyLevelSchema.optional(),
  /** The turns this device made since it last synced, or all it has: turns already stored are skipped by turn_id. */
  conversation_history: z.array(TutorTurnSchema).max(200),
});

/**
 * With device_id and seq (the outbox's stamp) the update merges like its sync op; without them
 * the server stamps it just above what it holds, so an online update is the newest write.
 */
export const updateTutorSessionProgress = defineAction({
  name: 'update_tutor_session_progress',
  auth: 'subscriber',
  body: TutorSessionUpdateSchema.extend({
    device_id: DeviceIdSchema.optional(),
    seq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  }).refine((body) => (body.device_id === undefined) === (body.seq === undefined), { error: 'device_id and seq come together', path: ['seq'] }),
  data: TutorSessionSchema,
});

/** A session update made offline: applied exactly once, merged by the op's (seq, device_id). */
export const tutorSessionOp = defineOp({ kind: 'tutor_session', auth: 'subscriber', payload: TutorSessionUpdateSchema });

/** Most tutor turns one phrase_tutor_turns call takes: one step of a session makes at most four. */
export const MAX_PHRASED_TURNS = 8;

/** A tutor turn to phrase: its words and what the server needs to guard them (its item, its rung). */
export const TurnToPhraseSchema = z.object({
  turn_id: TutorTurnSchema.shape.turn_id,
  stage: TutorStageSchema,
  text: TextSchema.max(2000),
  item_id: z.string().max(120).optional(),
  hint: HintLevelSchema.optional(),
});
export type TurnToPhrase = z.infer<typeof TurnToPhraseSchema>;

/**
 * Not in the spec's list (docs/TUTOR.md "Tutor provider"): the words of tutor turns the rule-based
 * tutor made, phrased by the deployment's OpenAI-compatible chat endpoint when one is configured.
 * Only words: correctness, hints and stages stay the engine's. `status` 'off' (not configured) and
 * 'unavailable' (unreachable, failed, or a reply the guard rails refused) send the texts unchanged;
 * 'phrased' sends each turn's new words, or its own where that one reply was refused.
 */
export const phraseTutorTurns = defineAction({
  name: 'phrase_tutor_turns',
  auth: 'subscriber',
  body: z.object({
    curriculum_id: IdSchema,
    /** The student's language (the screen's, e.g. 'fr'): the phrasing keeps it. */
    language: z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, { error: 'language must be a language code' }).max(35),
    turns: z.array(TurnToPhraseSchema).min(1).max(MAX_PHRASED_TURNS),
  }),
  data: z.object({
    status: z.enum(['phrased', 'off', 'unavailable']),
    /** One per turn sent, in the same order. */
    turns: z.array(z.object({ turn_id: z.string(), text: z.string() })),
  }),
});

// ---------------------------------------------------------------------------------------------
// Mastery and review

/** One answer of a mixed review (or any practice outside a session): an attempt, checked by the server. */
export const TutorAnswerSchema = z.object({
  answer_id: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/, { error: 'answer_id must be 8 to 80 letters, digits, _ or -' }),
  curriculum_id: IdSchema,
  item_id: z.string().max(120),
  answer: z.string().min(1).max(32),
  mode: AttemptModeSchema.exclude(['assessment']),
  at: z.string().max(40),
});
export type TutorAnswer = z.infer<typeof TutorAnswerSchema>;

export const TutorReviewBodySchema = z.object({ answers: z.array(TutorAnswerSchema).min(1).max(100) });

/** Not in the spec's list: a review's answers reach the server as a session's turns do (also the 'tutor_review' op). */
export const setTutorReviewAnswers = defineAction({
  name: 'set_tutor_review_answers',
  auth: 'subscriber',
  body: TutorReviewBodySchema,
  data: z.object({ checked: z.array(z.object({ answer_id: z.string(), correct: z.boolean() })), mastery: z.array(SkillMasterySchema) }),
});
export const tutorReviewOp = defineOp({ kind: 'tutor_review', auth: 'subscriber', payload: TutorReviewBodySchema });

/** Not in the spec's list: every skill's level and review date, and today's review queue. */
export const getTutorMastery = defineAction({
  name: 'get_tutor_mastery',
  auth: 'subscriber',
  body: z.object({ category: IdSchema.optional() }),
  data: z.object({
    skills: z.array(SkillMasterySchema),
    /** Units due for review now, most overdue first. */
    due: z.array(z.number().int()),
  }),
});

// ---------------------------------------------------------------------------------------------
// Assessments

export const AssessmentSubjectConfigSchema = z.object({
  subject: TutorSubjectSchema,
  name: z.string(),
  question_count: z.number().int(),
  time_limit_seconds: z.number().int(),
});

export const getAssessmentConfiguration = defineAction({
  name: 'get_assessment_configuration',
  auth: 'none',
  body: z.object({ language_id: LanguageIdSchema }),
  data: z.object({ years: z.array(z.object({ year: z.number().int(), name: z.string(), subjects: z.array(AssessmentSubjectConfigSchema) })) }),
});

/** An assessment's question as it is served: no answer and no steps until the attempt is submitted. */
export const AssessmentItemSchema = z.object({
  item_id: z.string(),
  curriculum_id: z.number().int(),
  kind: TutorItemKindSchema,
  prompt: z.string(),
  options: z.array(z.string()).optional(),
});
export type AssessmentItem = z.infer<typeof AssessmentItemSchema>;

export const AssessmentResponseSchema = z.object({ item_id: z.string().max(120), answer: z.string().max(32) });

export const AssessmentPaperSchema = z.object({
  attempt_id: z.number().int(),
  year: z.number().int(),
  subject: TutorSubjectSchema,
  questions: z.array(AssessmentItemSchema),
  time_limit_seconds: z.number().int(),
  started_at: z.string(),
  /** The server's deadline; answers after it (and a small allowance) are not counted. */
  deadline_at: z.string(),
  server_now: z.string(),
  /** What was saved of this attempt so far (a resumed attempt). */
  responses: z.array(AssessmentResponseSchema),
});
export type AssessmentPaper = z.infer<typeof AssessmentPaperSchema>;

/** Starts an attempt, or resumes the open one of this year and subject. */
export const getAssessmentQuestionsByYearSubject = defineAction({
  name: 'get_assessment_questions_by_year_subject',
  auth: 'subscriber',
  body: z.object({ year: TutorYearSchema, subject: TutorSubjectSchema }),
  data: AssessmentPaperSchema,
});

export const AssessmentResultSchema = z.object({
  attempt_id: z.number().int(),
  year: z.number().int(),
  subject: TutorSubjectSchema,
  score: z.number().int(),
  total: z.number().int(),
  percent: z.number(),
  /** Seconds, as the server measured them (the client's time_taken is kept beside it, not trusted). */
  time_taken: z.number().int(),
  submitted_at: z.string(),
  /** Per unit: how many of its questions were right. */
  by_unit: z.array(z.object({ curriculum_id: z.number().int(), name: z.string(), correct: z.number().int(), total: z.number().int() })),
});
export type AssessmentResult = z.infer<typeof AssessmentResultSchema>;

export const submitAssessmentResults = defineAction({
  name: 'submit_assessment_results',
  auth: 'subscriber',
  body: z.object({
    year: TutorYearSchema,
    subject: TutorSubjectSchema,
    /** The open attempt's id (get_assessment_questions_by_year_subject); without it, the open attempt of year and subject. */
    attempt_id: IdSchema.optional(),
    responses: z.array(AssessmentResponseSchema).max(100),
    time_taken: z.coerce.number().int().min(0).max(24 * 3600),
    /** true: only saves the responses so far (the paper stays open, resumable). */
    save_only: z.boolean().optional(),
  }),
  data: AssessmentResultSchema.nullable(),
});

export const getUserAssessmentResults = defineAction({
  name: 'get_user_assessment_results',
  auth: 'subscriber',
  body: PagingSchema.extend({ year: TutorYearSchema.optional(), subject: TutorSubjectSchema.optional() }),
  data: z.object({ total: z.number().int(), data: z.array(AssessmentResultSchema) }),
});

export const AssessmentReviewQuestionSchema = AssessmentItemSchema.extend({
  answer: z.string(),
  given: z.string().nullable(),
  correct: z.boolean(),
  steps: z.array(WorkedStepSchema),
});

export const getAssessmentReviewDetails = defineAction({
  name: 'get_assessment_review_details',
  auth: 'subscriber',
  body: z.object({ attempt_id: IdSchema }),
  data: z.object({ result: AssessmentResultSchema, questions: z.array(AssessmentReviewQuestionSchema) }),
});
