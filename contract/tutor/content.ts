/**
 * The tutor hub's content as it travels (docs/TUTOR.md): a subject of one school year ('Year 3
 * Maths', 'Year 4 English') has chapters, a chapter has units, a unit is one skill with its notes
 * (a short lesson) and its items (the questions a tutor session, a review and an assessment ask).
 *
 * Every item carries its worked steps, so the device can explain, hint and show the solution with
 * no connection. A maths unit's items are made by the maths generators (contract/maths/generate.ts)
 * from the unit's level specs, with the steps each generator writes from the numbers it drew
 * (contract/tutor/items.ts); other subjects' items are written in the content files with their steps.
 */
import { z } from 'zod';
import { GeneratorSpecSchema } from '../maths/spec';

export const TUTOR_SUBJECTS = ['maths', 'english'] as const;
export const TutorSubjectSchema = z.enum(TUTOR_SUBJECTS);
export type TutorSubject = z.infer<typeof TutorSubjectSchema>;

/** School years the hub teaches (the UK's Key Stage 2 years the content is written for). */
export const TUTOR_YEARS = [3, 4] as const;
export const TutorYearSchema = z.coerce.number().int().refine((year) => (TUTOR_YEARS as readonly number[]).includes(year), { error: 'year is not one the tutor hub teaches' });

/**
 * One block of a unit's notes. Text may hold inline maths between \( and \) (KaTeX, rendered on
 * the device); a formula block is one display formula in KaTeX's TeX; a picture is a bundled image
 * (a path under /tutor/, never a remote address) with its alternative text.
 */
export const NoteBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string().min(1).max(2000) }),
  z.object({ type: z.literal('formula'), tex: z.string().min(1).max(500), says: z.string().min(1).max(300) }),
  z.object({ type: z.literal('picture'), src: z.string().regex(/^\/tutor\/[a-z0-9/_-]+\.(svg|png|webp)$/), alt: z.string().min(1).max(300) }),
  z.object({ type: z.literal('example'), text: z.string().min(1).max(500), tex: z.string().max(500).optional() }),
]);
export type NoteBlock = z.infer<typeof NoteBlockSchema>;

/**
 * One step of a worked solution. `text` says what to do ('Add the tens: 40 + 30 = 70.'); `check`,
 * when there is one, is the step as arithmetic an independent solver can verify: `expression`
 * (whole numbers, + - × ÷ and brackets) equals `value`. A hint is a step shown on its own.
 * `wrong_answers` are answers (as the item's answer is written) that a slip at this step tends to
 * give: a hint for one of them starts at this step (contract/tutor/hints.ts).
 */
export const WorkedStepSchema = z.object({
  text: z.string().min(1).max(400),
  tex: z.string().max(300).optional(),
  check: z.object({ expression: z.string().min(1).max(200), value: z.number() }).optional(),
  wrong_answers: z.array(z.string().min(1).max(32)).max(12).optional(),
});
export type WorkedStep = z.infer<typeof WorkedStepSchema>;

/** How an item is answered: a whole number on the keypad, or one of its options. */
export const TutorItemKindSchema = z.enum(['number', 'choice']);

/**
 * A question of a unit, with its answer and worked steps (tutor practice is the student's own and
 * is checked on the device; every answer that reaches the server is checked again there, and an
 * assessment's items travel without answers, see AssessmentItemSchema).
 * `id` is stable: '<level_key>:<n>' for generated maths (the seed), '<unit slug>:<key>' for written items.
 */
export const TutorItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}:[a-z0-9-]{1,20}$/),
  kind: TutorItemKindSchema,
  prompt: z.string().min(1).max(500),
  /** Choice items only: two to six options; the answer is the option's index as a string. */
  options: z.array(z.string().min(1).max(200)).min(2).max(6).optional(),
  answer: z.string().min(1).max(32),
  steps: z.array(WorkedStepSchema).min(1).max(8),
});
export type TutorItem = z.infer<typeof TutorItemSchema>;

/**
 * Where a unit's questions come from: a maths unit's levels (the device generates from the specs,
 * as maths practice does), or the items written for it.
 */
export const UnitPracticeSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('generator'), levels: z.array(z.object({ level_key: z.string(), generator: GeneratorSpecSchema, question_count: z.number().int() })).min(1) }),
  z.object({ source: z.literal('items'), items: z.array(TutorItemSchema).min(1) }),
]);
export type UnitPractice = z.infer<typeof UnitPracticeSchema>;
