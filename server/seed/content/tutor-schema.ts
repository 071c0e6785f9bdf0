/**
 * The format of the tutor hub's content files (server/seed/content/tutor/*.json, docs/TUTOR.md):
 * one file per subject of one school year ('Year 3 English'), its chapters, their units with notes,
 * and, for subjects other than maths, each unit's written items with worked steps. A maths unit
 * names the maths unit whose levels are its questions instead of holding items.
 *
 * Note blocks and items are the contract's own shapes (contract/tutor/content.ts), so what the seed
 * stores is what get_chapters_by_category serves; the rules a file adds on top (an answer is one
 * of its options, 3 or 4 options, 1 to 3 steps) are here so a mistake stops the load, naming the field.
 */
import { z } from 'zod';
import { NoteBlockSchema, TutorSubjectSchema, TUTOR_YEARS, WorkedStepSchema } from '../../../contract/tutor/content';
import { LocalisedNameSchema } from './schema';

const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'a slug is lower-case letters, digits and single hyphens' }).max(70);
const Text = z.string().trim().min(1);

/** A written choice item: the id stored is '<unit slug>:<key>', so a key is never changed once shipped. */
export const TutorFileItemSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9-]{1,20}$/, { error: 'a key is 1 to 20 lower-case letters, digits or hyphens' }),
    kind: z.literal('choice'),
    prompt: Text.max(500),
    options: z.array(Text.max(200)).min(3).max(4),
    /** The right option's index, as a string ("0" is the first). */
    answer: z.string().regex(/^\d$/, { error: 'answer is the index of the right option, e.g. "2"' }),
    /** Why the answer is right, in order: shown one at a time as hints, then all as the solution. */
    steps: z.array(WorkedStepSchema).min(1).max(3),
  })
  .strict()
  .superRefine((item, ctx) => {
    if (Number(item.answer) >= item.options.length) ctx.addIssue({ code: 'custom', message: `answer ${item.answer} is not one of the ${item.options.length} options (0 to ${item.options.length - 1})`, path: ['answer'] });
    if (new Set(item.options).size !== item.options.length) ctx.addIssue({ code: 'custom', message: 'the options must differ', path: ['options'] });
  });
export type TutorFileItem = z.infer<typeof TutorFileItemSchema>;

const Notes = z.array(NoteBlockSchema).min(3).max(6);

export const TutorFileUnitSchema = z
  .object({
    slug: Slug,
    name: LocalisedNameSchema,
    notes: Notes,
    /** Maths subjects: the slug of the maths unit (server/seed/content/maths) whose levels are the questions. */
    maths_unit: Slug.optional(),
    /** Other subjects: the written items (at least 10, so a session, a review and an assessment each have enough). */
    items: z.array(TutorFileItemSchema).min(10).optional(),
  })
  .strict();
export type TutorFileUnit = z.infer<typeof TutorFileUnitSchema>;

export const TutorFileChapterSchema = z.object({ slug: Slug, name: LocalisedNameSchema, units: z.array(TutorFileUnitSchema).min(1) }).strict();

export const TutorSubjectFileSchema = z
  .object({
    slug: Slug,
    subject: TutorSubjectSchema,
    year: z.number().int().refine((year) => (TUTOR_YEARS as readonly number[]).includes(year), { error: `year is one of ${TUTOR_YEARS.join(', ')}` }),
    name: LocalisedNameSchema,
    /** Order among the subjects of a year (get_tutor_subjects lists by year, then this). */
    sort: z.number().int(),
    /** Maths subjects: the maths curriculum's slug their units' maths units belong to. */
    maths_curriculum: Slug.optional(),
    chapters: z.array(TutorFileChapterSchema).min(1),
  })
  .strict()
  .superRefine((file, ctx) => {
    const maths = file.subject === 'maths';
    if (maths && file.maths_curriculum === undefined) ctx.addIssue({ code: 'custom', message: 'a maths subject names its maths curriculum', path: ['maths_curriculum'] });
    if (!maths && file.maths_curriculum !== undefined) ctx.addIssue({ code: 'custom', message: `a ${file.subject} subject has no maths curriculum`, path: ['maths_curriculum'] });
    file.chapters.forEach((chapter, c) =>
      chapter.units.forEach((unit, u) => {
        const at = ['chapters', c, 'units', u];
        if (maths && unit.maths_unit === undefined) ctx.addIssue({ code: 'custom', message: 'a maths unit names its maths unit', path: [...at, 'maths_unit'] });
        if (maths && unit.items !== undefined) ctx.addIssue({ code: 'custom', message: 'a maths unit’s questions are generated: it has no items', path: [...at, 'items'] });
        if (!maths && unit.items === undefined) ctx.addIssue({ code: 'custom', message: 'a unit of a subject other than maths needs its items', path: [...at, 'items'] });
        if (!maths && unit.maths_unit !== undefined) ctx.addIssue({ code: 'custom', message: `a ${file.subject} unit has no maths unit`, path: [...at, 'maths_unit'] });
      }),
    );
  });
export type TutorSubjectFile = z.infer<typeof TutorSubjectFileSchema>;
