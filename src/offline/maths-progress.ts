/**
 * Maths and non-verbal reasoning progress on the device. Answers are checked here for instant
 * feedback and recorded twice in one Dexie transaction: as an outbox op for the server and as a
 * local record stamped with that op's (deviceSeq, deviceId). Pulled server state and resets merge
 * in with the same rule the server uses (contract/sync/maths-merge.ts), so the device and the
 * server agree once they have seen the same writes, whatever order those came in.
 */
import Dexie, { liveQuery, type IndexableType } from 'dexie';
import type { MathsAnswer, MathsResetPayload, MathsSubject, MathsSyncState } from '../../contract/api/maths';
import { checkAnswer, generateQuestion, parseQuestionId } from '../../contract/maths/generate';
import { levelStatus } from '../../contract/maths/progress';
import {
  answerWrite,
  compareStamps,
  maxStamp,
  mergeCurriculumProgress,
  NO_RESET,
  type MathsProgressState,
  type ProgressStamp,
} from '../../contract/sync/maths-merge';
import { isOnline } from '../lib/connectivity/connectivity';
import { isApiError } from '../lib/request/api-error';
import { callAction } from '../lib/request/request';
import { requestHooks } from '../lib/request/request-hooks';
import { getOfflineDb, type MathsProgressRow, type MathsQuestionProgress, type QuizhiveDb } from './db';
import { observeSeq } from './device';
import { countsOf, mapValues, progressOfRows, toState, type LocalCurriculumProgress, type PracticeLevel } from './maths-summary';
import { enqueueWith } from './outbox';

export { summariseLevels, type LocalCurriculumProgress, type LocalLevelSummary, type PracticeLevel } from './maths-summary';

export interface MathsAnswerInput {
  readonly userId: string;
  readonly subject: MathsSubject;
  readonly curriculumId: number;
  readonly level: PracticeLevel;
  readonly questionId: string;
  /** As typed on the keypad. */
  readonly answer: string;
}

export interface RecordedMathsAnswer {
  readonly isCorrect: boolean;
  /** The right answer, for the feedback. */
  readonly correctAnswer: string;
}

/** Writes arriving for one curriculum: a reset stamp and records by level, with the level's size when known. */
interface IncomingProgress {
  readonly reset: ProgressStamp;
  readonly levels: ReadonlyMap<number, { readonly questions: Record<string, MathsProgressState>; readonly total: number }>;
}

const toStored = (s: MathsProgressState): MathsQuestionProgress => ({
  is_attempted: s.is_attempted,
  is_correct: s.is_correct,
  seq: s.last_seq,
  device_id: s.last_device_id,
});

/**
 * The level's status after a merge. Records only arrive with their level's size; without it (a reset
 * dropped records) the status follows from the old one: a level that loses records is no longer
 * complete, since complete meant every one of its questions was attempted.
 */
function statusAfter(previous: MathsProgressRow | undefined, questions: Readonly<Record<string, MathsProgressState>>, total: number | undefined): string {
  if (total !== undefined) return levelStatus(countsOf(questions, total));
  const attempted = Object.values(questions).filter((r) => r.is_attempted).length;
  if (attempted === 0) return 'not_started';
  const before = previous ? Object.values(previous.questions).filter((q) => q.is_attempted).length : 0;
  return previous && before === attempted ? previous.status : 'in_progress';
}

/** The bounds of one curriculum's rows in the [userId+curriculumId+level] key. */
function curriculumRange(userId: string, curriculumId: number): [lower: IndexableType, upper: IndexableType] {
  return [
    [userId, String(curriculumId), Dexie.minKey],
    [userId, String(curriculumId), Dexie.maxKey],
  ];
}

async function localReset(db: QuizhiveDb, userId: string, curriculumId: number): Promise<ProgressStamp> {
  const row = await db.mathsResets.get([userId, String(curriculumId)]);
  return row ? { seq: row.seq, device_id: row.device_id } : NO_RESET;
}

/**
 * Merges incoming writes into one curriculum's local state with the shared rule. Callers run it
 * inside a transaction over mathsProgress and mathsResets, so the reset and the rows move together.
 */
async function mergeIntoCurriculum(db: QuizhiveDb, userId: string, curriculumId: number, incoming: IncomingProgress): Promise<void> {
  const before = await localReset(db, userId, curriculumId);
  const reset = maxStamp(before, incoming.reset);
  const resetMoved = compareStamps(reset, before) > 0;
  if (resetMoved) await db.mathsResets.put({ userId, curriculumId: String(curriculumId), seq: reset.seq, device_id: reset.device_id });
  const [lower, upper] = curriculumRange(userId, curriculumId);
  const touched = new Set(incoming.levels.keys());
  // A new reset may forget records of any level; otherwise only the incoming levels change.
  if (resetMoved) {
    const keys = await db.mathsProgress.where('[userId+curriculumId+level]').between(lower, upper, true, true).primaryKeys();
    for (const key of keys) touched.add(key[2]);
  }
  for (const levelId of touched) {
    const key: [string, string, number] = [userId, String(curriculumId), levelId];
    const row = await db.mathsProgress.get(key);
    const arriving = incoming.levels.get(levelId);
    const merged = mergeCurriculumProgress(
      { reset: before, questions: row ? mapValues(row.questions, toState) : {} },
      { reset: incoming.reset, questions: arriving?.questions ?? {} },
    );
    if (Object.keys(merged.questions).length === 0) {
      if (row) await db.mathsProgress.delete(key);
      continue;
    }
    await db.mathsProgress.put({
      userId,
      curriculumId: String(curriculumId),
      level: levelId,
      questions: mapValues(merged.questions, toStored),
      status: statusAfter(row, merged.questions, arriving?.total),
    });
  }
}

/**
 * Checks an answer on the device and records it: the maths_answer op (nvr_answer for non-verbal
 * reasoning) and the merged local record commit together, stamped with the op's own stamp.
 */
export async function recordMathsAnswer(input: MathsAnswerInput, db: QuizhiveDb = getOfflineDb()): Promise<RecordedMathsAnswer> {
  const { level, questionId } = input;
  const parsed = parseQuestionId(questionId);
  if (!parsed || parsed.levelKey !== level.level_key || parsed.index > level.question_count) {
    throw new RangeError(`${questionId} is not a question of level ${level.level_key}`);
  }
  const question = generateQuestion(level.generator, questionId);
  const isCorrect = checkAnswer(question, input.answer);
  const payload: MathsAnswer = { curriculum_id: input.curriculumId, level_key: level.level_key, question_id: questionId, answer: input.answer };
  await enqueueWith(
    input.userId,
    input.subject === 'nvr' ? 'nvr_answer' : 'maths_answer',
    payload,
    async (_tx, op) => {
      const write = answerWrite(isCorrect, { seq: op.deviceSeq, device_id: op.deviceId });
      await mergeIntoCurriculum(db, input.userId, input.curriculumId, {
        reset: NO_RESET,
        levels: new Map([[level.id, { questions: { [questionId]: write }, total: level.question_count }]]),
      });
    },
    db,
  );
  return { isCorrect, correctAnswer: question.answer };
}

/**
 * Resets a curriculum's progress: the maths_reset op and the local reset stamp commit together, and
 * the local records it forgets (every one this device has seen, as its seq is past them all) go.
 */
export async function resetMathsProgress(userId: string, curriculumId: number, db: QuizhiveDb = getOfflineDb()): Promise<void> {
  const payload: MathsResetPayload = { curriculum_id: curriculumId };
  await enqueueWith(
    userId,
    'maths_reset',
    payload,
    async (_tx, op) => {
      await mergeIntoCurriculum(db, userId, curriculumId, { reset: { seq: op.deviceSeq, device_id: op.deviceId }, levels: new Map() });
    },
    db,
  );
}

/**
 * Merges the server's state (get_maths_sync_state) into the device's, in one transaction, and moves
 * the device's sequence past every stamp seen (Lamport), so this device's next write is later than
 * everything it has been shown.
 */
export async function applyPulledProgress(userId: string, state: MathsSyncState, db: QuizhiveDb = getOfflineDb()): Promise<void> {
  const resets = new Map(state.resets.map((r) => [r.curriculum_id, { seq: r.seq, device_id: r.device_id }]));
  // Map.groupBy is too new for the tablets this runs on (Safari before 17.4).
  const rowsByLevel = new Map<number, MathsSyncState['progress']>();
  for (const row of state.progress) {
    const group = rowsByLevel.get(row.level_id);
    if (group) group.push(row);
    else rowsByLevel.set(row.level_id, [row]);
  }
  const byCurriculum = new Map<number, { reset: ProgressStamp; levels: Map<number, { questions: Record<string, MathsProgressState>; total: number }> }>();
  for (const curriculumId of new Set([...resets.keys(), ...state.progress.map((row) => row.curriculum_id)])) {
    byCurriculum.set(curriculumId, { reset: resets.get(curriculumId) ?? NO_RESET, levels: new Map() });
  }
  for (const [levelId, rows] of rowsByLevel) {
    const first = rows[0];
    if (!first) continue;
    // fromEntries, not assignment: a question id is data, never a prototype property.
    const questions = Object.fromEntries(
      rows.map((r) => [r.question_id, { is_attempted: r.is_attempted, is_correct: r.is_correct, last_seq: r.last_seq, last_device_id: r.last_device_id }]),
    );
    byCurriculum.get(first.curriculum_id)?.levels.set(levelId, { questions, total: first.question_count });
  }
  // A loop, not Math.max(...spread): a user's whole progress can outgrow the argument limit.
  const highest = [...state.resets.map((r) => r.seq), ...state.progress.map((r) => r.last_seq)].reduce((a, b) => Math.max(a, b), 0);
  await db.transaction('rw', [db.mathsProgress, db.mathsResets, db.meta], async () => {
    for (const [curriculumId, incoming] of byCurriculum) await mergeIntoCurriculum(db, userId, curriculumId, incoming);
    await observeSeq(db, highest);
  });
}

/**
 * Reads the server's progress of `userId` (one curriculum, or all) and merges it into this device's.
 * Offline, or when the server cannot answer, it does nothing: the device keeps what it has, and its
 * own writes wait in the outbox. Called at sign-in and when a curriculum is opened online.
 */
export async function pullMathsProgress(userId: string, curriculumId?: number): Promise<void> {
  if (!isOnline()) return;
  let state: MathsSyncState;
  try {
    state = await callAction('get_maths_sync_state', curriculumId === undefined ? {} : { curriculum_id: curriculumId }, { displayToast: false });
  } catch (error) {
    if (isApiError(error)) return;
    throw error;
  }
  // The answer belongs to whoever was signed in when it was sent; never file it under someone else.
  const signedIn = requestHooks().getUserId();
  if (signedIn === null || String(signedIn) !== userId) return;
  await applyPulledProgress(userId, state);
}

/** The local progress of one curriculum; read it through Dexie's liveQuery to follow changes. */
export async function readMathsProgress(userId: string, curriculumId: number, db: QuizhiveDb = getOfflineDb()): Promise<LocalCurriculumProgress> {
  const [lower, upper] = curriculumRange(userId, curriculumId);
  const [reset, rows] = await Promise.all([
    db.mathsResets.get([userId, String(curriculumId)]),
    db.mathsProgress.where('[userId+curriculumId+level]').between(lower, upper, true, true).toArray(),
  ]);
  return progressOfRows(reset, rows);
}

/**
 * Follows one curriculum's local progress (Dexie's liveQuery): `onValue` with every new state, the
 * first at once; `onError` when a read fails. Returns the unsubscribe.
 */
export function watchMathsProgress(
  userId: string,
  curriculumId: number,
  onValue: (progress: LocalCurriculumProgress) => void,
  onError: (error: unknown) => void,
): () => void {
  const subscription = liveQuery(() => readMathsProgress(userId, curriculumId)).subscribe({ next: onValue, error: onError });
  return () => subscription.unsubscribe();
}
