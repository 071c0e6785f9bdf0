import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TutorReviewBodySchema, TutorSessionSchema, TutorSessionUpdateSchema, type TutorTurn } from '../../../../contract/api/tutor';
import { setForcedOffline } from '../../../lib/connectivity/connectivity';
import { callAction } from '../../../lib/request/request';
import { resetRequestHooks, setRequestHooks } from '../../../lib/request/request-hooks';
import { advance, type SessionProgress } from './session-engine';
import { englishUnit, serverSession, testIds, testTexts } from './session-test-fixtures';
import type { QuizhiveDb } from '../../../offline/db';
import { allocateSeq } from '../../../offline/device';
import {
  applyPulledMastery,
  applyPulledSession,
  loadTutorUnit,
  pullTutorSession,
  readAllSkills,
  readSkillMastery,
  readTutorSession,
  recordReview,
  recordSessionStep,
  reviewKey,
  storeTutorUnits,
} from '../../../offline/tutor-progress';
import { freshDb } from '../../../offline/test-helpers';

vi.mock('../../../lib/request/request', () => ({ callAction: vi.fn() }));

const UNIT = englishUnit.curriculum_id;
const ctx = { newId: testIds, now: '2026-11-27T03:10:00.000Z', texts: testTexts };

let db: QuizhiveDb;
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  await db.delete();
  vi.mocked(callAction).mockReset();
  setForcedOffline(false);
  resetRequestHooks();
});

/** Plays one engine step on the device's session and records it. */
async function step(event: Parameters<typeof advance>[2], userId = 'u1') {
  const session = await readTutorSession(userId, UNIT, db);
  const progress: SessionProgress = { stage: session.stage, transcript: session.transcript };
  const out = advance(englishUnit, progress, event, ctx);
  await recordSessionStep(userId, UNIT, out, db);
  return out;
}

const firstGuidedItem = (transcript: readonly TutorTurn[]) => {
  const prompt = transcript.filter((t) => t.stage === 'guided_practice' && t.item_id !== undefined).at(-1);
  const item = englishUnit.practice.source === 'items' ? englishUnit.practice.items.find((i) => i.id === prompt?.item_id) : undefined;
  if (!item) throw new Error('no guided item');
  return item;
};

async function toGuided(userId = 'u1') {
  await step({ type: 'continue' }, userId);
  for (let i = 0; i < 3; i += 1) await step({ type: 'continue' }, userId);
  expect((await readTutorSession(userId, UNIT, db)).stage).toBe('guided_practice');
}

describe('recordSessionStep', () => {
  it('commits a tutor_session op of the step and the merged local session together', async () => {
    const out = await step({ type: 'continue' });
    const [op] = await db.outbox.toArray();
    expect(op).toMatchObject({ userId: 'u1', kind: 'tutor_session', deviceSeq: 1, payload: { curriculum_id: UNIT, current_stage: 'worked_example', conversation_history: out.turns } });
    expect(TutorSessionUpdateSchema.safeParse(op?.payload).success).toBe(true);
    const local = await readTutorSession('u1', UNIT, db);
    expect(local).toEqual({ stage: 'worked_example', transcript: out.turns });
    expect(await readTutorSession('u2', UNIT, db)).toEqual({ stage: 'explain', transcript: [] });
  });

  it('keeps each answer as an attempt stamped with its op, and the level follows on the device', async () => {
    await toGuided();
    const item = firstGuidedItem((await readTutorSession('u1', UNIT, db)).transcript);
    await step({ type: 'answer', answer: String((Number(item.answer) + 1) % 4) });
    const attempts = await db.tutorAttempts.toArray();
    expect(attempts).toHaveLength(1);
    const ops = await db.outbox.toArray();
    const answerOp = ops.find((op) => op.op_id === attempts[0]?.opId);
    expect(attempts[0]).toMatchObject({ userId: 'u1', curriculumId: UNIT, correct: false, mode: 'guided', seq: answerOp?.deviceSeq, device_id: answerOp?.deviceId });
    const mastery = await readSkillMastery('u1', UNIT, db);
    expect(mastery).toMatchObject({ source: 'device', level: 'attempted', recent: 1, recent_correct: 0, attempts: 1 });
    expect(mastery.review_due_at).not.toBeNull();
  });
});

describe('applyPulledSession', () => {
  it('resumes the server session on a new device, with local turns after it and the seq past its stamp', async () => {
    // Another device played the notes and the worked example (two steps).
    let progress: SessionProgress = { stage: 'explain', transcript: [] };
    for (let i = 0; i < 4; i += 1) {
      const out = advance(englishUnit, progress, { type: 'continue' }, ctx);
      progress = { stage: out.stage, transcript: [...progress.transcript, ...out.turns] };
    }
    const server = TutorSessionSchema.parse(serverSession(UNIT, progress.stage, progress.transcript, { seq: 40, device_id: 'device-other-1' }));
    await applyPulledSession('u1', server, db);
    expect(await readTutorSession('u1', UNIT, db)).toEqual({ stage: 'guided_practice', transcript: progress.transcript });
    expect(await allocateSeq(db)).toBe(41);
    // A step made here goes after the server's turns, and a second pull of the same session changes nothing.
    const item = firstGuidedItem(progress.transcript);
    await step({ type: 'answer', answer: item.answer });
    await applyPulledSession('u1', server, db);
    const local = await readTutorSession('u1', UNIT, db);
    expect(local.transcript.slice(0, progress.transcript.length)).toEqual(progress.transcript);
    expect(local.transcript.at(progress.transcript.length)).toMatchObject({ role: 'student', item_id: item.id, correct: true });
  });

  it('takes the server verdict of an answer and its mastery when read after the last local attempt', async () => {
    await toGuided();
    const item = firstGuidedItem((await readTutorSession('u1', UNIT, db)).transcript);
    await step({ type: 'answer', answer: item.answer });
    const local = await readTutorSession('u1', UNIT, db);
    // The server got every op (the outbox is empty again) and stored the verdicts.
    await db.outbox.clear();
    const server = TutorSessionSchema.parse(
      serverSession(UNIT, local.stage, local.transcript, { seq: 6, device_id: 'd' }, { level: 'familiar', recent: 1, recent_correct: 1, attempts: 1, review_due_at: '2026-11-30T00:00:00.000Z' }),
    );
    await applyPulledSession('u1', server, db, Date.now() + 1000);
    expect(await readSkillMastery('u1', UNIT, db)).toMatchObject({ source: 'server', level: 'familiar', review_due_at: '2026-11-30T00:00:00.000Z' });
    // A newer local attempt makes the device's fold the figure again.
    const transcript = (await readTutorSession('u1', UNIT, db)).transcript;
    const next = firstGuidedItem(transcript);
    await step({ type: 'answer', answer: String((Number(next.answer) + 1) % 4) });
    // On top of the server's figures (1 of 1 right): 1 of the last 2 right, Attempted.
    expect(await readSkillMastery('u1', UNIT, db)).toMatchObject({ source: 'device', level: 'attempted', attempts: 2, recent: 2, recent_correct: 1 });
  });
});

describe('pullTutorSession', () => {
  it('merges what get_tutor_session_progress answers, and does nothing offline', async () => {
    setRequestHooks({ getUserId: () => 1 });
    const turns: TutorTurn[] = [{ turn_id: 'start-server01', role: 'tutor', stage: 'explain', text: 'Let us learn: Nouns', at: '2026-11-27T02:00:00.000Z' }];
    vi.mocked(callAction).mockResolvedValue(TutorSessionSchema.parse(serverSession(UNIT, 'worked_example', turns, { seq: 3, device_id: 'dev-server-1' })));
    setForcedOffline(true);
    await pullTutorSession('1', UNIT, db);
    expect(callAction).not.toHaveBeenCalled();
    setForcedOffline(false);
    await pullTutorSession('1', UNIT, db);
    expect(callAction).toHaveBeenCalledWith('get_tutor_session_progress', { curriculum_id: UNIT }, { displayToast: false });
    expect(await readTutorSession('1', UNIT, db)).toEqual({ stage: 'worked_example', transcript: turns });
  });
});

describe('reviews and the skills', () => {
  it('records a finished review as one tutor_review op with the device attempts in their modes', async () => {
    const answers = [
      { answer_id: 'answer-0001', curriculum_id: 52, item_id: 'nouns:q1', answer: '1', mode: 'review' as const, at: '2026-11-27T03:00:00.000Z', correct: true },
      { answer_id: 'answer-0002', curriculum_id: 41, item_id: 'y3-add-1:4', answer: '50', mode: 'review' as const, at: '2026-11-27T03:00:01.000Z', correct: false },
    ];
    await db.meta.put({ key: reviewKey('u1'), value: { skills: [52, 41], items: [{ curriculum_id: 52, item_id: 'nouns:q1' }], answers: [], startedAt: 0 } });
    await recordReview('u1', answers, ['review', 'review'], db);
    const [op] = await db.outbox.toArray();
    expect(op?.kind).toBe('tutor_review');
    expect(TutorReviewBodySchema.parse(op?.payload).answers.map((a) => a.answer_id)).toEqual(['answer-0001', 'answer-0002']);
    expect(JSON.stringify(op?.payload)).not.toContain('correct');
    expect(await db.meta.get(reviewKey('u1'))).toBeUndefined();
    const skills = await readAllSkills('u1', db);
    expect(skills.map((s) => [s.curriculum_id, s.level])).toEqual([
      [41, 'attempted'],
      [52, 'attempted'],
    ]);
    await expect(recordReview('u1', [], [], db)).rejects.toThrow('answers must not be empty');
  });

  it('lists the server skills the device has no attempt of', async () => {
    await applyPulledMastery('u1', [{ curriculum_id: 9, level: 'proficient', recent: 5, recent_correct: 5, attempts: 5, review_due_at: '2026-11-01T00:00:00.000Z' }], db);
    expect(await readAllSkills('u1', db)).toEqual([{ curriculum_id: 9, level: 'proficient', recent: 5, recent_correct: 5, attempts: 5, review_due_at: '2026-11-01T00:00:00.000Z', source: 'server' }]);
    expect(await readAllSkills('u2', db)).toEqual([]);
  });
});

describe('loadTutorUnit', () => {
  it('reads the subjects chapters online and keeps them; offline it answers the kept copy', async () => {
    vi.mocked(callAction).mockImplementation((action) => {
      if (action === 'get_tutor_subjects') return Promise.resolve([{ id: 3, slug: 'year-3-english', name: 'Year 3 English', subject: 'english', year: 3, no_of_chapters: 1, no_of_units: 1 }]);
      if (action === 'get_chapters_by_category') return Promise.resolve({ subject: { id: 3, slug: 'year-3-english', name: 'Year 3 English', subject: 'english', year: 3, no_of_chapters: 1, no_of_units: 1 }, chapters: [{ id: 7, slug: 'words', chapter: 1, chaptername: 'Words', units: [englishUnit] }] });
      return Promise.reject(new Error(`unexpected ${action}`));
    });
    expect(await loadTutorUnit(UNIT, {}, undefined, db)).toEqual(englishUnit);
    vi.mocked(callAction).mockReset();
    setForcedOffline(true);
    expect(await loadTutorUnit(UNIT, {}, undefined, db)).toEqual(englishUnit);
    expect(await loadTutorUnit(999, {}, undefined, db)).toBeNull();
    expect(callAction).not.toHaveBeenCalled();
    await storeTutorUnits(3, [{ ...englishUnit, name: 'Renamed' }], db);
    expect((await loadTutorUnit(UNIT, {}, undefined, db))?.name).toBe('Renamed');
  });
});
