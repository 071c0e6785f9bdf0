/**
 * Maths progress as the screens read it: the shapes, and level summaries and unlocks worked out
 * from the device's records. Pure (no Dexie), so a screen can show its first question from a quick
 * read (direct-read.ts) before the database engine of maths-progress.ts has loaded.
 */
import { parseQuestionId } from '../../contract/maths/generate';
import { isUnlocked, levelStatus, type LevelCounts, type LevelStatus } from '../../contract/maths/progress';
import type { GeneratorSpec } from '../../contract/maths/spec';
import { NO_RESET, type MathsProgressState, type ProgressStamp } from '../../contract/sync/maths-merge';
import type { MathsProgressRow, MathsQuestionProgress, MathsResetRow } from './db';

/** What the device needs of a level to make and check its questions (online data or a pack). */
export interface PracticeLevel {
  readonly id: number;
  readonly level: number;
  readonly level_key: string;
  readonly question_count: number;
  readonly generator: GeneratorSpec;
}

/** One user's progress in one curriculum as this device knows it. */
export interface LocalCurriculumProgress {
  readonly reset: ProgressStamp;
  /** Live records by level id, then by question id. */
  readonly levels: ReadonlyMap<number, Readonly<Record<string, MathsProgressState>>>;
}

export interface LocalLevelSummary extends LevelCounts {
  readonly status: LevelStatus;
  readonly unlocked: boolean;
}

export const toState = (q: MathsQuestionProgress): MathsProgressState => ({
  is_attempted: q.is_attempted,
  is_correct: q.is_correct,
  last_seq: q.seq,
  last_device_id: q.device_id,
});

export const mapValues = <A, B>(record: Readonly<Record<string, A>>, f: (value: A) => B): Record<string, B> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value)]));

/** A curriculum's progress from its stored reset stamp (if any) and its stored rows. */
export function progressOfRows(reset: Pick<MathsResetRow, 'seq' | 'device_id'> | undefined, rows: readonly MathsProgressRow[]): LocalCurriculumProgress {
  return {
    reset: reset ? { seq: reset.seq, device_id: reset.device_id } : NO_RESET,
    levels: new Map(rows.map((row) => [row.level, mapValues(row.questions, toState)])),
  };
}

export function countsOf(questions: Readonly<Record<string, MathsProgressState>>, total: number): LevelCounts {
  const records = Object.values(questions);
  return { attempted: records.filter((r) => r.is_attempted).length, correct: records.filter((r) => r.is_correct).length, total };
}

/**
 * Level summaries and unlocks from the local records, by level id, with the server's rule
 * (contract/maths/progress.ts): within a unit, level n opens once level n-1 has 80% right. Records
 * of questions outside a level (a changed question count) do not count, as on the server.
 */
export function summariseLevels(
  units: readonly { readonly levels: readonly Pick<PracticeLevel, 'id' | 'level' | 'level_key' | 'question_count'>[] }[],
  progress: LocalCurriculumProgress | undefined,
): Map<number, LocalLevelSummary> {
  const summaries = new Map<number, LocalLevelSummary>();
  for (const unit of units) {
    let previous: LevelCounts | undefined;
    for (const level of [...unit.levels].sort((a, b) => a.level - b.level)) {
      const records = Object.entries(progress?.levels.get(level.id) ?? {}).filter(([id]) => {
        const parsed = parseQuestionId(id);
        return parsed?.levelKey === level.level_key && parsed.index <= level.question_count;
      });
      const counts = countsOf(Object.fromEntries(records), level.question_count);
      summaries.set(level.id, { ...counts, status: levelStatus(counts), unlocked: isUnlocked(previous) });
      previous = counts;
    }
  }
  return summaries;
}
