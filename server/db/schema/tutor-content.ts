/**
 * The tutor hub's content (contract/tutor/content.ts, docs/TUTOR.md), loaded from the content
 * files (server/seed/content/tutor/*.json): subjects of one school year, their chapters, units and
 * the written items of subjects other than maths. A maths unit's questions are its maths unit's
 * levels (maths_levels, generated), so a maths tutor unit points at that unit instead of holding items.
 */
import { index, integer, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { NoteBlock, WorkedStep } from '../../../contract/tutor/content';
import { mathsCurricula, mathsUnits, type LocalisedNames } from './maths';

/** A subject of one year, e.g. 'Year 3 English': get_chapters_by_category's category. */
export const tutorSubjects = pgTable(
  'tutor_subjects',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull(),
    subject: varchar('subject', { length: 20, enum: ['maths', 'english'] }).notNull(),
    year: integer('year').notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    names: jsonb('names').$type<LocalisedNames>().notNull().default({}),
    /** A maths subject's curriculum (its units' levels are the questions). */
    mathsCurriculumId: integer('maths_curriculum_id').references(() => mathsCurricula.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('tutor_subjects_slug_key').on(t.slug)],
);

export const tutorChapters = pgTable(
  'tutor_chapters',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => tutorSubjects.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 80 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    names: jsonb('names').$type<LocalisedNames>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('tutor_chapters_slug_key').on(t.slug), index('tutor_chapters_subject_idx').on(t.subjectId)],
);

/** One unit, one skill: its id is a tutor session's curriculum_id. */
export const tutorUnits = pgTable(
  'tutor_units',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => tutorChapters.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 80 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    names: jsonb('names').$type<LocalisedNames>().notNull().default({}),
    /** The short lesson (English; contract NoteBlockSchema). */
    notes: jsonb('notes').$type<NoteBlock[]>().notNull().default([]),
    /** A maths unit's questions: that maths unit's levels. Null for written items (tutor_items). */
    mathsUnitId: integer('maths_unit_id').references(() => mathsUnits.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('tutor_units_slug_key').on(t.slug), index('tutor_units_chapter_idx').on(t.chapterId)],
);

/** A written question of a unit (subjects other than maths), with its answer and worked steps. */
export const tutorItems = pgTable(
  'tutor_items',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => tutorUnits.id, { onDelete: 'cascade' }),
    /** contract TutorItemSchema's id: '<unit slug>:<key>', stable once players have answered it. */
    itemId: varchar('item_id', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 10, enum: ['number', 'choice'] }).notNull(),
    prompt: varchar('prompt', { length: 500 }).notNull(),
    options: jsonb('options').$type<string[]>(),
    answer: varchar('answer', { length: 32 }).notNull(),
    steps: jsonb('steps').$type<WorkedStep[]>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('tutor_items_item_key').on(t.itemId), index('tutor_items_unit_idx').on(t.unitId)],
);

export type TutorSubjectRow = typeof tutorSubjects.$inferSelect;
export type TutorChapterRow = typeof tutorChapters.$inferSelect;
export type TutorUnitRow = typeof tutorUnits.$inferSelect;
export type TutorItemRow = typeof tutorItems.$inferSelect;
