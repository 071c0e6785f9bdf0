import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MathsSyncRow, MathsSyncState } from '../../contract/api/maths';
import { generateQuestion } from '../../contract/maths/generate';
import { setForcedOffline } from '../lib/connectivity/connectivity';
import { ApiError } from '../lib/request/api-error';
import { callAction } from '../lib/request/request';
import { resetRequestHooks, setRequestHooks } from '../lib/request/request-hooks';
import { getOfflineDb, type QuizhiveDb } from './db';
import { allocateSeq } from './device';
import {
  applyPulledProgress,
  pullMathsProgress,
  readMathsProgress,
  recordMathsAnswer,
  resetMathsProgress,
  summariseLevels,
  type PracticeLevel,
} from './maths-progress';
import { enqueueWith } from './outbox';
import { freshDb, noLocal } from './test-helpers';

vi.mock('../lib/request/request', () => ({ callAction: vi.fn() }));

const level1: PracticeLevel = { id: 11, level: 1, level_key: 'y3-add-1', question_count: 5, generator: { kind: 'addition', a: [10, 99], b: [10, 99] } };
const level2: PracticeLevel = { ...level1, id: 12, level: 2, level_key: 'y3-add-2' };
const CURRICULUM = 3;
const OTHER_CURRICULUM = 4;

const question = (level: PracticeLevel, n: number) => generateQuestion(level.generator, `${level.level_key}:${n}`);
const rightAnswer = (level: PracticeLevel, n: number) => question(level, n).answer;
const wrongAnswer = (level: PracticeLevel, n: number) => String(Number(rightAnswer(level, n)) + 1);

function answer(db: QuizhiveDb, n: number, right: boolean, options: { level?: PracticeLevel; userId?: string; curriculumId?: number } = {}) {
  const level = options.level ?? level1;
  return recordMathsAnswer(
    {
      userId: options.userId ?? 'u1',
      subject: 'maths',
      curriculumId: options.curriculumId ?? CURRICULUM,
      level,
      questionId: `${level.level_key}:${n}`,
      answer: right ? rightAnswer(level, n) : wrongAnswer(level, n),
    },
    db,
  );
}

/** A server record, as get_maths_sync_state sends it. */
function serverRow(n: number, isCorrect: boolean, seq: number, device: string, level: PracticeLevel = level1): MathsSyncRow {
  return {
    curriculum_id: CURRICULUM,
    unit_id: 1,
    level_id: level.id,
    level: level.level,
    level_key: level.level_key,
    question_id: `${level.level_key}:${n}`,
    is_attempted: true,
    is_correct: isCorrect,
    last_seq: seq,
    last_device_id: device,
    updated_at: '2026-01-01T00:00:00.000Z',
    question_count: level.question_count,
  };
}

const records = async (db: QuizhiveDb, userId = 'u1', curriculumId = CURRICULUM) => {
  const { levels } = await readMathsProgress(userId, curriculumId, db);
  return Object.fromEntries([...levels.values()].flatMap((questions) => Object.entries(questions)));
};

let db: QuizhiveDb;
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  await db.delete();
});

describe('recordMathsAnswer', () => {
  it('checks the answer on the device and commits the op with the record stamped by it', async () => {
    const right = await answer(db, 1, true);
    const wrong = await answer(db, 2, false);
    expect(right).toEqual({ isCorrect: true, correctAnswer: rightAnswer(level1, 1) });
    expect(wrong).toEqual({ isCorrect: false, correctAnswer: rightAnswer(level1, 2) });
    const ops = await db.outbox.orderBy('op_id').toArray();
    const [first, second] = [...ops].sort((a, b) => a.deviceSeq - b.deviceSeq);
    expect(first).toMatchObject({
      userId: 'u1',
      kind: 'maths_answer',
      deviceSeq: 1,
      payload: { curriculum_id: CURRICULUM, level_key: 'y3-add-1', question_id: 'y3-add-1:1', answer: rightAnswer(level1, 1) },
    });
    const row = await db.mathsProgress.get(['u1', String(CURRICULUM), level1.id]);
    expect(row).toEqual({
      userId: 'u1',
      curriculumId: String(CURRICULUM),
      level: level1.id,
      questions: {
        'y3-add-1:1': { is_attempted: true, is_correct: true, seq: 1, device_id: first?.deviceId },
        'y3-add-1:2': { is_attempted: true, is_correct: false, seq: second?.deviceSeq, device_id: second?.deviceId },
      },
      status: 'in_progress',
    });
  });

  it('sends non-verbal reasoning answers as nvr_answer ops', async () => {
    await recordMathsAnswer({ userId: 'u1', subject: 'nvr', curriculumId: CURRICULUM, level: level1, questionId: 'y3-add-1:3', answer: rightAnswer(level1, 3) }, db);
    expect((await db.outbox.toArray()).map((op) => op.kind)).toEqual(['nvr_answer']);
  });

  it('marks the level completed once every question is attempted, and a later answer wins', async () => {
    for (let n = 1; n <= 5; n++) await answer(db, n, n !== 3);
    expect((await db.mathsProgress.get(['u1', String(CURRICULUM), level1.id]))?.status).toBe('completed');
    await answer(db, 3, true);
    expect((await records(db))['y3-add-1:3']).toMatchObject({ is_correct: true, last_seq: 6 });
  });

  it('leaves neither the op nor the record when the local write fails, and spends no seq', async () => {
    vi.spyOn(db.mathsProgress, 'put').mockRejectedValueOnce(new Error('quota exceeded'));
    await expect(answer(db, 1, true)).rejects.toThrow('quota exceeded');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.mathsProgress.count()).toBe(0);
    await answer(db, 1, true);
    expect((await db.outbox.toArray())[0]?.deviceSeq).toBe(1);
  });

  it('refuses a question that is not in the level, before anything is written', async () => {
    const outside = { userId: 'u1', subject: 'maths' as const, curriculumId: CURRICULUM, level: level1, answer: '1' };
    await expect(recordMathsAnswer({ ...outside, questionId: 'y3-add-1:6' }, db)).rejects.toThrow(RangeError);
    await expect(recordMathsAnswer({ ...outside, questionId: 'y3-add-2:1' }, db)).rejects.toThrow(RangeError);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('resetMathsProgress', () => {
  it('commits the reset op, the local stamp and the forgetting of the curriculum together', async () => {
    await answer(db, 1, true);
    await answer(db, 1, true, { level: level2 });
    await answer(db, 2, true, { curriculumId: OTHER_CURRICULUM });
    await answer(db, 3, true, { userId: 'u2' });
    await resetMathsProgress('u1', CURRICULUM, db);
    const reset = (await db.outbox.toArray()).find((op) => op.kind === 'maths_reset');
    expect(reset).toMatchObject({ userId: 'u1', deviceSeq: 5, payload: { curriculum_id: CURRICULUM } });
    expect(await db.mathsResets.get(['u1', String(CURRICULUM)])).toEqual({ userId: 'u1', curriculumId: String(CURRICULUM), seq: 5, device_id: reset?.deviceId });
    expect(await records(db)).toEqual({});
    expect(Object.keys(await records(db, 'u1', OTHER_CURRICULUM))).toEqual(['y3-add-1:2']);
    expect(Object.keys(await records(db, 'u2'))).toEqual(['y3-add-1:3']);
    // Answers after the reset count again.
    await answer(db, 4, true);
    expect(Object.keys(await records(db))).toEqual(['y3-add-1:4']);
  });

  it('leaves the records and sends nothing when the reset cannot be stored', async () => {
    await answer(db, 1, true);
    vi.spyOn(db.mathsResets, 'put').mockRejectedValueOnce(new Error('quota exceeded'));
    await expect(resetMathsProgress('u1', CURRICULUM, db)).rejects.toThrow('quota exceeded');
    expect((await db.outbox.toArray()).map((op) => op.kind)).toEqual(['maths_answer']);
    expect(Object.keys(await records(db))).toEqual(['y3-add-1:1']);
  });
});

describe('applyPulledProgress', () => {
  it('merges pulls that arrive out of order into the same state as in order', async () => {
    const older: MathsSyncState = { resets: [], progress: [serverRow(1, false, 3, 'phone-00001'), serverRow(2, true, 4, 'phone-00001')] };
    const newer: MathsSyncState = { resets: [], progress: [serverRow(1, true, 9, 'phone-00001'), serverRow(2, true, 4, 'phone-00001'), serverRow(1, true, 10, 'phone-00001', level2)] };
    await applyPulledProgress('u1', older, db);
    await applyPulledProgress('u1', newer, db);
    const inOrder = await readMathsProgress('u1', CURRICULUM, db);

    const other = freshDb();
    try {
      await applyPulledProgress('u1', newer, other);
      await applyPulledProgress('u1', older, other);
      await applyPulledProgress('u1', newer, other);
      expect(await readMathsProgress('u1', CURRICULUM, other)).toEqual(inOrder);
    } finally {
      await other.delete();
    }
    expect(inOrder.levels.get(level1.id)?.['y3-add-1:1']).toMatchObject({ is_correct: true, last_seq: 9 });
    expect(inOrder.levels.get(level2.id)?.['y3-add-2:1']).toMatchObject({ is_correct: true, last_seq: 10 });
  });

  it('keeps a newer local answer over an older server record, and takes a newer server one', async () => {
    await allocateSeq(db);
    await allocateSeq(db);
    await answer(db, 1, false); // seq 3 on this device
    await answer(db, 2, false); // seq 4
    await applyPulledProgress('u1', { resets: [], progress: [serverRow(1, true, 2, 'phone-00001'), serverRow(2, true, 8, 'phone-00001')] }, db);
    const merged = await records(db);
    expect(merged['y3-add-1:1']).toMatchObject({ is_correct: false, last_seq: 3 });
    expect(merged['y3-add-1:2']).toMatchObject({ is_correct: true, last_seq: 8, last_device_id: 'phone-00001' });
  });

  it('lets a reset from another device forget older answers here, and keeps this device\'s later ones', async () => {
    await answer(db, 1, true); // seq 1
    await answer(db, 2, true); // seq 2
    await allocateSeq(db); // seq 3 went elsewhere: no tie with the reset, whose order would hang on random device ids
    await answer(db, 1, true, { level: level2 }); // seq 4
    await applyPulledProgress('u1', { resets: [{ curriculum_id: CURRICULUM, seq: 3, device_id: 'phone-00001' }], progress: [] }, db);
    const after = await readMathsProgress('u1', CURRICULUM, db);
    expect(after.reset).toEqual({ seq: 3, device_id: 'phone-00001' });
    expect([...after.levels.keys()]).toEqual([level2.id]);
    expect(await db.mathsProgress.get(['u1', String(CURRICULUM), level1.id])).toBeUndefined();
    expect((await db.mathsProgress.get(['u1', String(CURRICULUM), level2.id]))?.status).toBe('in_progress');
  });

  it('ignores server records older than a reset made here, even when they arrive later', async () => {
    await allocateSeq(db);
    await allocateSeq(db);
    await allocateSeq(db);
    await resetMathsProgress('u1', CURRICULUM, db); // seq 4
    await applyPulledProgress('u1', { resets: [], progress: [serverRow(1, true, 3, 'phone-00001'), serverRow(2, true, 5, 'phone-00001')] }, db);
    expect(Object.keys(await records(db))).toEqual(['y3-add-1:2']);
    expect((await readMathsProgress('u1', CURRICULUM, db)).reset.seq).toBe(4);
  });

  it('moves the device sequence past the highest stamp pulled (Lamport), and never back', async () => {
    await applyPulledProgress('u1', { resets: [{ curriculum_id: OTHER_CURRICULUM, seq: 17, device_id: 'phone-00001' }], progress: [serverRow(1, true, 41, 'phone-00001')] }, db);
    const next = await enqueueWith('u1', 'maths_answer', {}, noLocal, db);
    expect(next.deviceSeq).toBe(42);
    await applyPulledProgress('u1', { resets: [], progress: [serverRow(2, true, 5, 'phone-00001')] }, db);
    expect((await enqueueWith('u1', 'maths_answer', {}, noLocal, db)).deviceSeq).toBe(43);
    // A reset made now masks everything it has seen, the pulled records included.
    await resetMathsProgress('u1', CURRICULUM, db);
    expect(await records(db)).toEqual({});
  });
});

describe('pullMathsProgress', () => {
  const shared = getOfflineDb();
  afterEach(async () => {
    resetRequestHooks();
    setForcedOffline(false);
    vi.mocked(callAction).mockReset();
    await Promise.all(shared.tables.map((table) => table.clear()));
  });

  it('reads the server state for the signed-in user and merges it into the device', async () => {
    setRequestHooks({ getUserId: () => 7 });
    vi.mocked(callAction).mockResolvedValue({ resets: [], progress: [serverRow(1, true, 6, 'phone-00001')] });
    await pullMathsProgress('7', CURRICULUM);
    expect(callAction).toHaveBeenCalledWith('get_maths_sync_state', { curriculum_id: CURRICULUM }, { displayToast: false });
    expect(Object.keys(await records(shared, '7'))).toEqual(['y3-add-1:1']);
  });

  it('does nothing offline or when the server cannot be reached', async () => {
    setRequestHooks({ getUserId: () => 7 });
    setForcedOffline(true);
    await pullMathsProgress('7');
    expect(callAction).not.toHaveBeenCalled();
    setForcedOffline(false);
    vi.mocked(callAction).mockRejectedValue(new ApiError('NETWORK', 0, 'Network Error'));
    await expect(pullMathsProgress('7')).resolves.toBeUndefined();
    expect(await shared.mathsProgress.count()).toBe(0);
  });

  it('files nothing when another user signed in while the request was out', async () => {
    setRequestHooks({ getUserId: () => 8 });
    vi.mocked(callAction).mockResolvedValue({ resets: [], progress: [serverRow(1, true, 6, 'phone-00001')] });
    await pullMathsProgress('7');
    expect(await shared.mathsProgress.count()).toBe(0);
  });
});

describe('summariseLevels', () => {
  const units = [{ levels: [level2, level1] }];

  it('opens level 2 at 80% right in level 1, as the server does', async () => {
    for (let n = 1; n <= 3; n++) await answer(db, n, true);
    await answer(db, 4, false);
    let summary = summariseLevels(units, await readMathsProgress('u1', CURRICULUM, db));
    expect(summary.get(level1.id)).toEqual({ attempted: 4, correct: 3, total: 5, status: 'in_progress', unlocked: true });
    expect(summary.get(level2.id)).toEqual({ attempted: 0, correct: 0, total: 5, status: 'not_started', unlocked: false });
    await answer(db, 5, true);
    summary = summariseLevels(units, await readMathsProgress('u1', CURRICULUM, db));
    expect(summary.get(level1.id)).toMatchObject({ attempted: 5, correct: 4, status: 'completed' });
    expect(summary.get(level2.id)?.unlocked).toBe(true);
  });

  it('counts only the questions inside the level', () => {
    const state = { is_attempted: true, is_correct: true, last_seq: 1, last_device_id: 'tablet-0001' };
    const progress = { reset: { seq: 0, device_id: '' }, levels: new Map([[level1.id, { 'y3-add-1:5': state, 'y3-add-1:6': state, 'y3-add-2:1': state }]]) };
    expect(summariseLevels(units, progress).get(level1.id)).toMatchObject({ attempted: 1, correct: 1 });
    expect(summariseLevels(units, undefined).get(level1.id)).toMatchObject({ attempted: 0, unlocked: true });
  });
});
