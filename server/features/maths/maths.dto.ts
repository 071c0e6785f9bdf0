/** Catalogue and database rows as the contract's shapes. */
import type { Curriculum, LevelSummary, MathsLevel, MathsProgressRow, MathsResetStamp, MathsSyncRow } from '../../../contract/api/maths';
import { isUnlocked, levelStatus, type LevelCounts } from '../../../contract/maths/progress';
import type { MathsProgressState } from '../../../contract/sync/maths-merge';
import { nameIn, type CatalogueCurriculum, type CatalogueLevel } from './maths.catalogue';
import type { LevelCountRow, ProgressRow, ResetRow } from './maths.repo';

/** language: the code names are answered in (maths.catalogue.ts languageOf). */
export function toCurriculum(c: CatalogueCurriculum, language: string | undefined): Curriculum {
  return {
    id: c.id,
    slug: c.slug,
    name: nameIn(c, language),
    subject: c.subject,
    no_of_units: c.units.length,
    no_of_levels: c.units.reduce((n, u) => n + u.levels.length, 0),
  };
}

/** A user's counts per level id, with zeros for levels never touched. */
export function countsLookup(rows: readonly LevelCountRow[]): (level: CatalogueLevel | undefined) => LevelCounts | undefined {
  const byId = new Map(rows.map((r) => [r.levelId, r]));
  return (level) => {
    if (!level) return undefined;
    const row = byId.get(level.id);
    return { attempted: row?.attempted ?? 0, correct: row?.correct ?? 0, total: level.questionCount };
  };
}

export function toLevel(level: CatalogueLevel, counts: (level: CatalogueLevel | undefined) => LevelCounts | undefined): MathsLevel {
  const own = counts(level) ?? { attempted: 0, correct: 0, total: level.questionCount };
  return {
    id: level.id,
    level: level.level,
    level_key: level.levelKey,
    question_count: level.questionCount,
    generator: level.generator,
    progress: { ...own, status: levelStatus(own) },
    unlocked: isUnlocked(counts(level.previous)),
  };
}

export function toLevelSummary(level: CatalogueLevel, counts: (level: CatalogueLevel | undefined) => LevelCounts | undefined): LevelSummary {
  const { progress, unlocked } = toLevel(level, counts);
  return { level_id: level.id, level_key: level.levelKey, level: level.level, ...progress, unlocked };
}

export function toState(row: ProgressRow): MathsProgressState {
  return { is_attempted: row.attempted, is_correct: row.isCorrect, last_seq: row.lastSeq, last_device_id: row.lastDeviceId };
}

export function toProgressRow(row: ProgressRow, level: CatalogueLevel): MathsProgressRow {
  return {
    curriculum_id: row.curriculumId,
    unit_id: level.unitId,
    level_id: level.id,
    level: level.level,
    level_key: level.levelKey,
    question_id: row.questionId,
    ...toState(row),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toSyncRow(row: ProgressRow, level: CatalogueLevel): MathsSyncRow {
  return { ...toProgressRow(row, level), question_count: level.questionCount };
}

export function toResetStamp(row: ResetRow): MathsResetStamp {
  return { curriculum_id: row.curriculumId, seq: row.seq, device_id: row.deviceId };
}

/** What an answer forgotten by a reset leaves when nothing newer is stored: no record at all. */
export function forgottenRow(userId: number, answer: { curriculumId: number; level: CatalogueLevel; questionId: string }, now: Date): ProgressRow {
  return {
    userId,
    curriculumId: answer.curriculumId,
    levelId: answer.level.id,
    questionId: answer.questionId,
    attempted: false,
    isCorrect: false,
    lastSeq: 0,
    lastDeviceId: '',
    updatedAt: now,
  };
}
