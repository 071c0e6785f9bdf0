/**
 * Maths practice and non-verbal reasoning (spec section 7): curricula -> units -> levels, questions
 * made from each level's generator spec, and per-question progress merged from every device.
 *
 * Auth is 'subscriber': spec section 2 lists /math-mania among the login paths and then gates "the
 * same list" on a subscription too, and section 6 gives subscribers "all login-gated quiz pages",
 * the reading Quiz Zone already follows.
 */
import { z } from 'zod';
import { defineAction } from './define';
import { IdSchema, LanguageIdSchema } from './common';
import { GeneratorSpecSchema, MathsQuestionSchema } from '../maths/spec';
import { defineOp } from '../sync/define-op';
import { DeviceIdSchema } from '../sync/ops';
import { MathManiaQuestionsBodySchema, SoloRoundSchema } from './solo';

export const MathsSubjectSchema = z.enum(['maths', 'nvr']);
export type MathsSubject = z.infer<typeof MathsSubjectSchema>;

export const LevelKeySchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, { error: 'level_key is not a level key' });
export const MathsQuestionIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}:[1-9]\d{0,3}$/, { error: 'question_id is not a question id' });
const LevelNumberSchema = z.coerce.number().int().min(1).max(1000);

export const CurriculumSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  subject: MathsSubjectSchema,
  no_of_units: z.number().int(),
  no_of_levels: z.number().int(),
});
export type Curriculum = z.infer<typeof CurriculumSchema>;

export const LevelProgressStatusSchema = z.enum(['not_started', 'in_progress', 'completed']);

export const LevelProgressSummarySchema = z.object({
  attempted: z.number().int(),
  correct: z.number().int(),
  total: z.number().int(),
  status: LevelProgressStatusSchema,
});

export const MathsLevelSchema = z.object({
  id: z.number().int(),
  level: z.number().int(),
  level_key: z.string(),
  question_count: z.number().int(),
  /** The device makes the level's questions from this spec offline (contract/maths/generate). */
  generator: GeneratorSpecSchema,
  progress: LevelProgressSummarySchema,
  unlocked: z.boolean(),
});
export type MathsLevel = z.infer<typeof MathsLevelSchema>;

export const MathsUnitSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), levels: z.array(MathsLevelSchema) });

/** Not in the spec's list: the client needs the curriculum ids that get_unit_levels_by_category takes. */
export const getMathsCurricula = defineAction({
  name: 'get_maths_curricula',
  auth: 'subscriber',
  // Names come in this language when it has them (English otherwise); without it, the default language's.
  body: z.object({ question_type: MathsSubjectSchema.optional(), language_id: LanguageIdSchema }),
  data: z.array(CurriculumSchema),
});

export const getUnitLevelsByCategory = defineAction({
  name: 'get_unit_levels_by_category',
  auth: 'subscriber',
  body: z.object({
    category: IdSchema,
    // Older clients send an empty subcategory for "all units".
    subcategory: z.preprocess((value) => (value === '' || value === null ? undefined : value), IdSchema.optional()),
    question_type: MathsSubjectSchema.default('maths'),
    language_id: LanguageIdSchema,
  }),
  data: z.object({ curriculum: CurriculumSchema, units: z.array(MathsUnitSchema) }),
});

export const MathsUnitQuestionsBodySchema = z.object({ type: z.literal('unit'), type_id: IdSchema, level: LevelNumberSchema, curriculum_id: IdSchema });

export const MathsUnitQuestionsSchema = z.object({
  curriculum_id: z.number().int(),
  unit_id: z.number().int(),
  level: z.number().int(),
  level_key: z.string(),
  questions: z.array(MathsQuestionSchema),
});

/**
 * type 'unit' (the default): a maths practice level. Answers go out with the questions: practice is
 * solo, offline and gives instant feedback; the server still checks every answer it is sent
 * (set_*_progress) and never takes a client's verdict.
 * type 'math_mania': a served Math Mania round (contract/api/solo.ts), without answers, as every
 * solo mode's.
 */
export const getMathsQuestions = defineAction({
  name: 'get_maths_questions',
  auth: 'subscriber',
  body: z.preprocess(
    // Without a type it is a maths practice unit, as before Math Mania joined the action.
    (value) => (value && typeof value === 'object' && !('type' in value) ? { ...value, type: 'unit' } : value),
    z.discriminatedUnion('type', [MathsUnitQuestionsBodySchema, MathManiaQuestionsBodySchema]),
  ),
  data: z.union([MathsUnitQuestionsSchema, SoloRoundSchema]),
});

/** One answer, as typed on the keypad. Unknown fields (a client's is_correct) are stripped. */
export const MathsAnswerSchema = z.object({
  curriculum_id: IdSchema,
  level_key: LevelKeySchema,
  question_id: MathsQuestionIdSchema,
  answer: z.string().min(1).max(32),
});
export type MathsAnswer = z.infer<typeof MathsAnswerSchema>;

/** An answer queued offline: the outbox ops of maths and non-verbal reasoning, gated like their actions. */
export const mathsAnswerOp = defineOp({ kind: 'maths_answer', auth: 'subscriber', payload: MathsAnswerSchema });
export const nvrAnswerOp = defineOp({ kind: 'nvr_answer', auth: 'subscriber', payload: MathsAnswerSchema });

/**
 * With device_id and seq (the outbox's stamp) the answer merges like its sync op; without them
 * the server stamps it just above what it holds, so an online answer is the newest write.
 */
export const SetMathsProgressBodySchema = MathsAnswerSchema.extend({
  device_id: DeviceIdSchema.optional(),
  seq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
}).refine((body) => (body.device_id === undefined) === (body.seq === undefined), { error: 'device_id and seq come together', path: ['seq'] });

export const MathsProgressRowSchema = z.object({
  curriculum_id: z.number().int(),
  unit_id: z.number().int(),
  level_id: z.number().int(),
  level: z.number().int(),
  level_key: z.string(),
  question_id: z.string(),
  is_attempted: z.boolean(),
  is_correct: z.boolean(),
  last_seq: z.number().int(),
  last_device_id: z.string(),
  updated_at: z.string(),
});
export type MathsProgressRow = z.infer<typeof MathsProgressRowSchema>;

export const LevelSummarySchema = LevelProgressSummarySchema.extend({
  level_id: z.number().int(),
  level_key: z.string(),
  level: z.number().int(),
  unlocked: z.boolean(),
});
export type LevelSummary = z.infer<typeof LevelSummarySchema>;

export const SetMathsProgressResultSchema = z.object({
  question_id: z.string(),
  /** This answer, checked on the server. */
  is_correct: z.boolean(),
  /**
   * The stored record after the merge: an older stamp does not overwrite a newer one. An answer
   * stamped at or below the curriculum's reset is forgotten: the record then reads not attempted,
   * with seq 0, as nothing is stored for it.
   */
  progress: MathsProgressRowSchema,
  level: LevelSummarySchema,
  /** The next level of the unit and whether it is now open; null after the last level. */
  next_level: z.object({ level: z.number().int(), level_key: z.string(), unlocked: z.boolean() }).nullable(),
});
export type SetMathsProgressResult = z.infer<typeof SetMathsProgressResultSchema>;

export const GetMathsProgressBodySchema = z.object({ curriculum_id: IdSchema, level_key: LevelKeySchema.optional(), question_id: MathsQuestionIdSchema.optional() });

const setProgress = <N extends string>(name: N) =>
  defineAction({ name, auth: 'subscriber', body: SetMathsProgressBodySchema, data: SetMathsProgressResultSchema });
const getProgress = <N extends string>(name: N) =>
  defineAction({ name, auth: 'subscriber', body: GetMathsProgressBodySchema, data: z.array(MathsProgressRowSchema) });

export const setMathsProgress = setProgress('set_maths_progress');
export const getMathsProgress = getProgress('get_maths_progress');
/** The spec lists '_post variants of both'; they are the same calls under a second name. */
export const setMathsProgressPost = setProgress('set_maths_progress_post');
export const getMathsProgressPost = getProgress('get_maths_progress_post');
export const setNonVerbalReasoningProgress = setProgress('set_non_verbal_reasoning_progress');
export const getNonVerbalReasoningProgress = getProgress('get_non_verbal_reasoning_progress');

/**
 * The maths_reset op's payload: forget this curriculum's progress (spec section 3, "can be reset
 * entirely"). The op's (seq, device_id) stamps it; answers stamped at or below it are forgotten.
 */
export const MathsResetPayloadSchema = z.object({ curriculum_id: IdSchema });
export type MathsResetPayload = z.infer<typeof MathsResetPayloadSchema>;
export const mathsResetOp = defineOp({ kind: 'maths_reset', auth: 'subscriber', payload: MathsResetPayloadSchema });

/** The greatest reset of one curriculum, which is also the maths_reset op's result. */
export const MathsResetStampSchema = z.object({
  curriculum_id: z.number().int(),
  seq: z.number().int(),
  device_id: z.string(),
});
export type MathsResetStamp = z.infer<typeof MathsResetStampSchema>;

/** A live progress record with its level's question count, so a device can tell the level's status. */
export const MathsSyncRowSchema = MathsProgressRowSchema.extend({ question_count: z.number().int() });
export type MathsSyncRow = z.infer<typeof MathsSyncRowSchema>;

/**
 * What a device needs to merge its own progress with the server's, for maths and non-verbal
 * reasoning alike: the reset stamps and the live records, of one curriculum or of all. Not in the
 * spec's list: get_*_progress cannot tell a device which of its older answers a reset forgot.
 */
export const getMathsSyncState = defineAction({
  name: 'get_maths_sync_state',
  auth: 'subscriber',
  body: z.object({ curriculum_id: IdSchema.optional() }),
  data: z.object({ resets: z.array(MathsResetStampSchema), progress: z.array(MathsSyncRowSchema) }),
});
export type MathsSyncState = z.infer<typeof getMathsSyncState.data>;
