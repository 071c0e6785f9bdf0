/**
 * A user's guided tutor sessions and the attempts behind their mastery (docs/TUTOR.md "Sessions",
 * "Mastery"). A session's stage is the write with the greatest (seq, device_id) stamp; its turns are
 * kept by turn_id at the place of the first write that carried them (contract/tutor/session-merge.ts).
 * Every checked answer (a student's turn with an item and an answer, a review's answer) is one
 * attempt row, with the server's verdict: what the level and the review schedule are folded from.
 */
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { TutorTurn } from '../../../contract/api/tutor';
import type { AttemptMode, TutorStage } from '../../../contract/tutor/mastery-rules';
import { tutorUnits } from './tutor-content';
import { users } from './users';

export const tutorSessions = pgTable(
  'tutor_sessions',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    curriculumId: integer('curriculum_id').notNull().references(() => tutorUnits.id, { onDelete: 'cascade' }),
    currentStage: varchar('current_stage', { length: 30 }).$type<TutorStage>().notNull(),
    /** The stamp of the write that set current_stage. */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
    lastDeviceId: varchar('last_device_id', { length: 64 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.curriculumId] })],
);

/** One turn of a session's transcript, at the place (seq, device_id, idx) of the first write that carried it. */
export const tutorTurns = pgTable(
  'tutor_turns',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    curriculumId: integer('curriculum_id').notNull().references(() => tutorUnits.id, { onDelete: 'cascade' }),
    turnId: varchar('turn_id', { length: 80 }).notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    deviceId: varchar('device_id', { length: 64 }).notNull(),
    idx: integer('idx').notNull(),
    /** The turn as stored: a student's answer carries the server's `correct`, any other turn none. */
    turn: jsonb('turn').$type<TutorTurn>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.curriculumId, t.turnId] })],
);

/**
 * One checked answer: a session turn's (source 'turn', its turn_id), a review's (source 'review', its
 * answer_id) or an answered question of a closed assessment (source 'assessment', '<attempt id>:<position>').
 */
export const tutorAttempts = pgTable(
  'tutor_attempts',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    curriculumId: integer('curriculum_id').notNull().references(() => tutorUnits.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 10, enum: ['turn', 'review', 'assessment'] }).notNull(),
    sourceId: varchar('source_id', { length: 80 }).notNull(),
    itemId: varchar('item_id', { length: 120 }).notNull(),
    answer: varchar('answer', { length: 32 }).notNull(),
    correct: boolean('correct').notNull(),
    mode: varchar('mode', { length: 20 }).$type<AttemptMode>().notNull(),
    /** When the device made it: the fold's order (then the stamp). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    deviceId: varchar('device_id', { length: 64 }).notNull(),
    idx: integer('idx').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.curriculumId, t.source, t.sourceId] })],
);

export type TutorSessionRow = typeof tutorSessions.$inferSelect;
export type TutorTurnRow = typeof tutorTurns.$inferSelect;
export type TutorAttemptRow = typeof tutorAttempts.$inferSelect;
