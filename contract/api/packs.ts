/**
 * Offline packs: content downloaded for play without a connection. A pack is content, never
 * personal data: progress and answers stay per user in the outbox and the progress tables.
 *
 * Every solo mode plugs in with a new kind here plus a server provider; downloading, storing,
 * deleting and syncing are shared. Answer keys travel in Quiz Zone packs on purpose: offline play
 * gives instant feedback, and the server re-scores every sheet on replay (docs/ARCHITECTURE.md).
 */
import { z } from 'zod';
import { defineAction } from './define';
import { LanguageIdSchema } from './common';
import { CurriculumSchema } from './maths';
import { CategorySchema, QuestionImageFields, SubcategorySchema } from './quiz';
import { CategoryTypeSchema, FunNLearnPassageSchema, SoloQuestionSchema } from './solo';
import { GeneratorSpecSchema } from '../maths/spec';
import { PACK_ID_PATTERN, PACK_KINDS } from '../offline/pack-ids';

export const PackKindSchema = z.enum(PACK_KINDS);

/** 'quiz_zone:subcategory:<id>' or 'maths:curriculum:<id>'. */
export const PackIdSchema = z.string().max(80, { error: 'pack_id is not a pack id' }).regex(PACK_ID_PATTERN, { error: 'pack_id is not a pack id' });

/** What the download screen shows before anything is fetched. */
export const PackInfoSchema = z.object({
  id: z.string(),
  kind: PackKindSchema,
  title: z.string(),
  /** The category name for Quiz Zone, the subject for maths. */
  group: z.string(),
  /** Changes whenever the content changes, so a device can tell that its copy is out of date. */
  version: z.string(),
  /** Bytes of the content JSON plus every media file. */
  bytes: z.number().int(),
  media_count: z.number().int(),
  /** Questions (Quiz Zone) or levels (maths). */
  item_count: z.number().int(),
});
export type PackInfo = z.infer<typeof PackInfoSchema>;

export const PackMediaSchema = z.object({ url: z.string(), bytes: z.number().int(), type: z.string() });

export const PackQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(z.string()).length(4),
  /** Index of the correct option: the key for instant feedback offline. */
  answer: z.number().int().min(0).max(3),
  note: z.string(),
  ...QuestionImageFields,
});
export type PackQuestion = z.infer<typeof PackQuestionSchema>;

export const QuizZonePackContentSchema = z.object({
  category: CategorySchema,
  subcategory: SubcategorySchema,
  seconds_per_question: z.number().int(),
  levels: z.array(z.object({ level: z.number().int(), questions: z.array(PackQuestionSchema) })),
});
export type QuizZonePackContent = z.infer<typeof QuizZonePackContentSchema>;

export const MathsPackContentSchema = z.object({
  curriculum: CurriculumSchema,
  units: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      levels: z.array(
        z.object({ id: z.number().int(), level: z.number().int(), level_key: z.string(), question_count: z.number().int(), generator: GeneratorSpecSchema }),
      ),
    }),
  ),
});
export type MathsPackContent = z.infer<typeof MathsPackContentSchema>;

/** A solo mode's question with its key, for play without a connection (practice when it syncs). */
export const SoloPackQuestionSchema = SoloQuestionSchema.omit({ letters: true }).extend({
  /** The correct option (choice), or -1 for a word. */
  answer: z.number().int().min(-1).max(3),
  /** The word (Guess The Word); the device builds the tiles itself. */
  answer_text: z.string().nullable(),
  /** Guess The Word's free clue. */
  hint: z.string().nullable(),
  note: z.string(),
  subcategory_id: z.number().int(),
  /** The Fun & Learn passage it is about. */
  passage_id: z.number().int().nullable(),
});
export type SoloPackQuestion = z.infer<typeof SoloPackQuestionSchema>;

export const SoloPackContentSchema = z.object({
  /** The category's type: which mode plays the pack. */
  type: CategoryTypeSchema,
  category: CategorySchema,
  subcategories: z.array(SubcategorySchema),
  seconds_per_question: z.number().int(),
  questions: z.array(SoloPackQuestionSchema),
  /** Fun & Learn: the passages the questions are about (empty for other modes). */
  passages: z.array(FunNLearnPassageSchema.omit({ best_percentage: true })),
});
export type SoloPackContent = z.infer<typeof SoloPackContentSchema>;

export const DailyQuizPackContentSchema = z.object({
  language_id: z.number().int(),
  seconds_per_question: z.number().int(),
  /** The days before today, newest first, each its set of questions with their keys. */
  days: z.array(z.object({ day: z.string(), questions: z.array(SoloPackQuestionSchema) })),
});
export type DailyQuizPackContent = z.infer<typeof DailyQuizPackContentSchema>;

const packBase = { id: z.string(), title: z.string(), version: z.string(), media: z.array(PackMediaSchema) };

export const PackSchema = z.discriminatedUnion('kind', [
  z.object({ ...packBase, kind: z.literal('quiz_zone'), content: QuizZonePackContentSchema }),
  z.object({ ...packBase, kind: z.literal('maths'), content: MathsPackContentSchema }),
  z.object({ ...packBase, kind: z.literal('solo'), content: SoloPackContentSchema }),
  z.object({ ...packBase, kind: z.literal('daily_quiz'), content: DailyQuizPackContentSchema }),
]);
export type Pack = z.infer<typeof PackSchema>;

export const getOfflinePacks = defineAction({
  name: 'get_offline_packs',
  auth: 'subscriber',
  body: z.object({ language_id: LanguageIdSchema }),
  data: z.array(PackInfoSchema),
});

export const getOfflinePack = defineAction({
  name: 'get_offline_pack',
  auth: 'subscriber',
  body: z.object({ pack_id: PackIdSchema, language_id: LanguageIdSchema }),
  data: PackSchema,
});
