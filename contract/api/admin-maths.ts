/**
 * The admin's maths content (issue 12): curricula, units and levels as the generator reads them.
 * A level's questions are made from its generator spec (contract/maths/spec.ts) and its level_key,
 * which never changes (players' progress is keyed by it), so the key is not editable.
 */
import { z } from 'zod';
import { GeneratorSpecSchema } from '../maths/spec';
import { IdSchema, TextSchema } from './common';
import { defineAction } from './define';

export const ADMIN_MATHS_QUESTIONS_MAX = 100;

export const AdminMathsLevelSchema = z.object({
  id: z.number().int(),
  level: z.number().int(),
  level_key: z.string(),
  generator: GeneratorSpecSchema,
  question_count: z.number().int(),
});

export const AdminMathsUnitSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), sort: z.number().int(), levels: z.array(AdminMathsLevelSchema) });

export const AdminMathsCurriculumSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  subject: z.enum(['maths', 'nvr']),
  sort: z.number().int(),
  units: z.array(AdminMathsUnitSchema),
});
export type AdminMathsCurriculum = z.infer<typeof AdminMathsCurriculumSchema>;

/** Every curriculum with its units and levels, each by sort (levels by number). */
export const getAdminMaths = defineAction({
  name: 'get_admin_maths',
  auth: 'admin',
  body: z.object({}),
  data: z.array(AdminMathsCurriculumSchema),
});

const NameSchema = TextSchema.pipe(z.string().trim().min(1).max(120));
const SortSchema = z.number().int().min(0).max(10_000);
const ChangedSchema = z.object({ id: z.number().int(), changed: z.boolean() });

export const setAdminMathsCurriculum = defineAction({
  name: 'set_admin_maths_curriculum',
  auth: 'admin',
  body: z.object({ curriculum_id: IdSchema, name: NameSchema.optional(), sort: SortSchema.optional() }),
  data: ChangedSchema,
});

export const setAdminMathsUnit = defineAction({
  name: 'set_admin_maths_unit',
  auth: 'admin',
  body: z.object({ unit_id: IdSchema, name: NameSchema.optional(), sort: SortSchema.optional() }),
  data: ChangedSchema,
});

/**
 * A level's generator spec (checked by the generator's own schema and by making every question of
 * the level with it) and its number of questions.
 */
export const setAdminMathsLevel = defineAction({
  name: 'set_admin_maths_level',
  auth: 'admin',
  body: z.object({
    level_id: IdSchema,
    generator: GeneratorSpecSchema.optional(),
    question_count: z.number().int().min(1).max(ADMIN_MATHS_QUESTIONS_MAX).optional(),
  }),
  data: ChangedSchema,
});
