/**
 * A run of maths (or non-verbal reasoning) answers applied at once, for a replay of many queued ops:
 * the stored records, the curricula's reset stamps and the level counts are read with one query
 * each, the answers are merged in memory in op order by the rule of MathsService.answerIn, and every
 * changed record is written with one statement. Each answer's result is the one answerIn would have
 * returned had the answers come one after another (tests/contract/maths-answer-run.property.test.ts).
 * The caller holds the user's lock, so nothing else writes this user's progress meanwhile.
 */
import type { SetMathsProgressResult } from '../../../contract/api/maths';
import { answerWrite, EMPTY_PROGRESS, mergeProgress, NO_RESET, survivesReset, type ProgressStamp } from '../../../contract/sync/maths-merge';
import type { Tx } from '../../db/client';
import { answerResult, levelsAround, type StampedAnswer } from './maths.answer';
import { countsLookup, toState } from './maths.dto';
import * as repo from './maths.repo';
import type { ProgressRow } from './maths.repo';

/** Attempted and correct records per level id, as repo.levelCounts reads them. */
type Tally = Map<number, { attempted: number; correct: number }>;

/** What the run knows of the user's progress, kept equal to the database as each answer lands. */
interface RunState {
  readonly userId: number;
  readonly now: () => Date;
  readonly resets: ReadonlyMap<number, ProgressStamp>;
  readonly records: Map<string, ProgressRow>;
  readonly tally: Tally;
  /** The records to write, by question: each holds its last answer's merge. */
  readonly changed: Map<string, ProgressRow>;
}

const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)];

async function loadRun(tx: Tx, userId: number, answers: readonly StampedAnswer[], now: () => Date): Promise<RunState> {
  // One after another, not at once: a transaction has one connection, and node-postgres refuses
  // (deprecates) a query sent while that connection still runs another.
  const resets = await repo.findResets(tx, userId, distinct(answers.map((a) => a.prepared.curriculumId)));
  const records = await repo.findProgressMany(tx, userId, distinct(answers.map((a) => a.prepared.questionId)));
  const levelIds = distinct(answers.flatMap((a) => levelsAround(a.prepared.level)));
  const counts = await repo.levelCounts(tx, userId, levelIds);
  // Every level a result describes starts at its stored counts, or zero when nothing is stored.
  const tally: Tally = new Map(levelIds.map((id) => [id, { attempted: 0, correct: 0 }]));
  for (const row of counts) tally.set(row.levelId, { attempted: row.attempted, correct: row.correct });
  return {
    userId,
    now,
    resets: new Map(resets.map((r) => [r.curriculumId, { seq: r.seq, device_id: r.deviceId }])),
    records: new Map(records.map((r) => [r.questionId, r])),
    tally,
    changed: new Map(),
  };
}

/** Moves a record in or out of its level's counts (levels no result describes are not followed). */
function count(tally: Tally, row: ProgressRow | undefined, sign: 1 | -1): void {
  const counts = row && tally.get(row.levelId);
  if (!row || !counts) return;
  if (row.attempted) counts.attempted += sign;
  if (row.isCorrect) counts.correct += sign;
}

/** answerIn's steps for one answer, against the run's state instead of the database. */
function answerOne(state: RunState, { prepared, stamp }: StampedAnswer): SetMathsProgressResult {
  const { level, questionId } = prepared;
  const reset = state.resets.get(prepared.curriculumId) ?? NO_RESET;
  const stored = state.records.get(questionId);
  const current = stored && survivesReset(toState(stored), reset) ? toState(stored) : EMPTY_PROGRESS;
  const write = answerWrite(prepared.isCorrect, stamp);
  let saved = stored;
  // An answer made before the curriculum's reset is forgotten, as answerIn forgets it.
  if (survivesReset(write, reset)) {
    const merged = mergeProgress(current, write);
    // As the upsert: a stored row keeps its curriculum and level, the merge sets the rest.
    saved = {
      userId: state.userId,
      curriculumId: stored?.curriculumId ?? prepared.curriculumId,
      levelId: stored?.levelId ?? level.id,
      questionId,
      attempted: merged.is_attempted,
      isCorrect: merged.is_correct,
      lastDeviceId: merged.last_device_id,
      lastSeq: merged.last_seq,
      updatedAt: state.now(),
    };
    count(state.tally, stored, -1);
    count(state.tally, saved, 1);
    state.records.set(questionId, saved);
    state.changed.set(questionId, saved);
  }
  const counts = countsLookup(levelsAround(level).map((levelId) => ({ levelId, ...(state.tally.get(levelId) ?? { attempted: 0, correct: 0 }) })));
  return answerResult(state.userId, prepared, saved, counts, state.now);
}

/** Applies the answers in order; one result per answer. */
export async function answerRunIn(tx: Tx, userId: number, answers: readonly StampedAnswer[], now: () => Date): Promise<SetMathsProgressResult[]> {
  if (answers.length === 0) return [];
  const state = await loadRun(tx, userId, answers, now);
  const results = answers.map((answer) => answerOne(state, answer));
  await repo.saveProgressMany(tx, [...state.changed.values()]);
  return results;
}
