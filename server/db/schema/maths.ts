import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { GeneratorSpec } from '../../../contract/maths/spec';
import { users } from './users';

/** A name in the languages other than English, by language code; English is the name column. */
export type LocalisedNames = Partial<Record<string, string>>;

/** A maths or non-verbal reasoning curriculum, e.g. 'Year 3 Maths'. */
export const mathsCurricula = pgTable(
  'maths_curricula',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    /** The name in other languages than English ({ ar?, fr? }); name is the English one and the fallback. */
    names: jsonb('names').$type<LocalisedNames>().notNull().default({}),
    subject: varchar('subject', { length: 10, enum: ['maths', 'nvr'] }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('maths_curricula_slug_key').on(t.slug)],
);

export const mathsUnits = pgTable(
  'maths_units',
  {
    id: serial('id').primaryKey(),
    curriculumId: integer('curriculum_id').notNull().references(() => mathsCurricula.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 80 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    /** As maths_curricula.names: units are shared by every language, their names are not. */
    names: jsonb('names').$type<LocalisedNames>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('maths_units_slug_key').on(t.slug), index('maths_units_curriculum_idx').on(t.curriculumId)],
);

/**
 * A level is a generator spec, not stored questions: question i is generated from the seed
 * `${level_key}:${i}`, so level_key must never change once players have progress on it.
 */
export const mathsLevels = pgTable(
  'maths_levels',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id').notNull().references(() => mathsUnits.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    levelKey: varchar('level_key', { length: 60 }).notNull(),
    generator: jsonb('generator').$type<GeneratorSpec>().notNull(),
    questionCount: integer('question_count').notNull(),
  },
  (t) => [uniqueIndex('maths_levels_key').on(t.levelKey), uniqueIndex('maths_levels_unit_level_key').on(t.unitId, t.level)],
);

/**
 * One row per user and question, merged from every device by contract/sync/maths-merge.ts:
 * attempted only grows; is_correct belongs to the write with the greatest (last_seq, last_device_id).
 */
export const mathsProgress = pgTable(
  'maths_progress',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    curriculumId: integer('curriculum_id').notNull().references(() => mathsCurricula.id, { onDelete: 'cascade' }),
    levelId: integer('level_id').notNull().references(() => mathsLevels.id, { onDelete: 'cascade' }),
    questionId: varchar('question_id', { length: 70 }).notNull(),
    attempted: boolean('attempted').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    lastDeviceId: varchar('last_device_id', { length: 64 }).notNull(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('maths_progress_curriculum_idx').on(t.userId, t.curriculumId),
    index('maths_progress_level_idx').on(t.userId, t.levelId),
  ],
);

/**
 * The greatest reset of a user's progress in a curriculum, stamped like an answer. Progress rows at
 * or below it are deleted when it arrives, and answers at or below it are never stored, so every
 * row of maths_progress outlives its curriculum's reset (contract/sync/maths-merge.ts).
 */
export const mathsResets = pgTable(
  'maths_resets',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    curriculumId: integer('curriculum_id').notNull().references(() => mathsCurricula.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    deviceId: varchar('device_id', { length: 64 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.curriculumId] })],
);
