/**
 * The tutor hub's guided sessions and reviews on the device (issue 17, docs/TUTOR.md). Every step
 * of a session is one 'tutor_session' op and the local session change it describes, in one Dexie
 * transaction, the change stamped with the op's (deviceSeq, deviceId) and merged by the shared rule
 * (contract/tutor/session-merge.ts); a finished review is one 'tutor_review' op. The flusher sends
 * each op exactly once; the server checks every answer again and keeps the level it computes.
 *
 * Mastery on the device: a skill's level and review date are folded (contract/tutor/mastery.ts,
 * review.ts) from the attempts the device knows (its own and those of pulled transcripts), unless
 * the server's figures were read after the device's last attempt and nothing is waiting in the
 * outbox: then the server's, which also know reviews made on other devices.
 */
import type { SkillMastery, TutorAnswer, TutorSession, TutorTurn, TutorUnit } from '../../contract/api/tutor';
import { describe as describeMastery, foldMastery, type MasteryAttempt, type MasteryReason } from '../../contract/tutor/mastery';
import { reviewDueAt } from '../../contract/tutor/review';
import { EMPTY_SESSION, mergeSessions, sessionWrite, transcriptOf, type PlacedTurn, type SessionState } from '../../contract/tutor/session-merge';
import type { AttemptMode, TutorStage } from '../../contract/tutor/mastery-rules';
import { isOnline } from '../lib/connectivity/connectivity';
import { isApiError } from '../lib/request/api-error';
import { callAction } from '../lib/request/request';
import { requestHooks } from '../lib/request/request-hooks';
import { getOfflineDb, type QuizhiveDb, type TutorAttemptRow } from './db';
import { observeSeq } from './device';
import { enqueueWith } from './outbox';

export interface LocalSession {
  readonly stage: TutorStage;
  readonly transcript: TutorTurn[];
}

/** The session of a unit as this device holds it (explain and no turns before the first write). */
export async function readTutorSession(userId: string, curriculumId: number, db: QuizhiveDb = getOfflineDb()): Promise<LocalSession> {
  const row = await db.tutorSessions.get([userId, curriculumId]);
  const state = row?.state ?? EMPTY_SESSION;
  return { stage: state.current_stage, transcript: transcriptOf(state) };
}

/** The attempt mode of a session's answer by its stage, as the server counts it. */
function modeOf(stage: TutorStage): AttemptMode {
  if (stage === 'independent_practice') return 'independent';
  if (stage === 'check' || stage === 'complete') return 'check';
  return 'guided';
}

const isAnswerTurn = (turn: TutorTurn): turn is TutorTurn & { item_id: string; answer: string; correct: boolean } =>
  turn.role === 'student' && turn.item_id !== undefined && turn.answer !== undefined && turn.correct !== undefined;

/**
 * Records one step of a session (the engine's turns and stage): the 'tutor_session' op and the
 * merged local session commit together; the step's answers become the device's attempts.
 */
export async function recordSessionStep(
  userId: string,
  curriculumId: number,
  step: { readonly stage: TutorStage; readonly turns: readonly TutorTurn[] },
  db: QuizhiveDb = getOfflineDb(),
): Promise<void> {
  await enqueueWith(
    userId,
    'tutor_session',
    { curriculum_id: curriculumId, current_stage: step.stage, conversation_history: step.turns },
    async (_tx, op) => {
      const stamp = { seq: op.deviceSeq, device_id: op.deviceId };
      const row = await db.tutorSessions.get([userId, curriculumId]);
      const state = mergeSessions(row?.state ?? EMPTY_SESSION, sessionWrite(step.stage, step.turns, stamp));
      await db.tutorSessions.put({ userId, curriculumId, state });
      const storedAt = Date.now();
      for (const turn of step.turns) {
        if (!isAnswerTurn(turn)) continue;
        await db.tutorAttempts.put({ userId, id: `turn:${turn.turn_id}`, curriculumId, correct: turn.correct, mode: modeOf(turn.stage), at: turn.at, ...stamp, opId: op.op_id, storedAt });
      }
    },
    db,
  );
}

/**
 * The server's session as a merge input: its stage at its stamp, and its transcript before every
 * write this device has not sent (seq 0), in the server's order. Turns this device sent keep the
 * first of the two places, so after a pull the local transcript reads as the server's.
 */
function serverState(session: TutorSession): SessionState {
  const turns: Record<string, PlacedTurn> = {};
  session.conversation_history.forEach((turn, index) => {
    turns[turn.turn_id] = { turn, seq: 0, device_id: '', index };
  });
  return { current_stage: session.current_stage, last_seq: session.last_seq, last_device_id: session.last_device_id, turns };
}

/** Merges the server's session of a unit into the device's, with its answers' verdicts and the skill's mastery. */
export async function applyPulledSession(userId: string, session: TutorSession, db: QuizhiveDb = getOfflineDb(), now = Date.now()): Promise<void> {
  await db.transaction('rw', [db.tutorSessions, db.tutorAttempts, db.tutorSkills, db.meta], async () => {
    const key: [string, number] = [userId, session.curriculum_id];
    const row = await db.tutorSessions.get(key);
    const incoming = serverState(session);
    const merged = mergeSessions(row?.state ?? EMPTY_SESSION, incoming);
    // The server's copy of a turn carries its verdict: it replaces the device's copy.
    const turns = Object.fromEntries(Object.entries(merged.turns).map(([id, placed]) => [id, incoming.turns[id] ? { ...placed, turn: incoming.turns[id].turn } : placed]));
    await db.tutorSessions.put({ userId, curriculumId: session.curriculum_id, state: { ...merged, turns } });
    for (const turn of session.conversation_history) {
      if (!isAnswerTurn(turn)) continue;
      const id = `turn:${turn.turn_id}`;
      const known = await db.tutorAttempts.get([userId, id]);
      if (known) await db.tutorAttempts.update([userId, id], { correct: turn.correct });
      else
        await db.tutorAttempts.put({ userId, id, curriculumId: session.curriculum_id, correct: turn.correct, mode: modeOf(turn.stage), at: turn.at, seq: 0, device_id: '', opId: null, storedAt: now });
    }
    await db.tutorSkills.put({ userId, curriculumId: session.curriculum_id, mastery: session.mastery, fetchedAt: now });
    await observeSeq(db, session.last_seq);
  });
}

/** Whether the answer the server sent still belongs to whoever is signed in. */
function stillSignedIn(userId: string): boolean {
  const signedIn = requestHooks().getUserId();
  return signedIn !== null && String(signedIn) === userId;
}

/**
 * Reads the server's session of a unit and merges it in (resuming on another device). Offline, or
 * when the server cannot answer, it does nothing: the device keeps what it has.
 */
export async function pullTutorSession(userId: string, curriculumId: number, db: QuizhiveDb = getOfflineDb()): Promise<void> {
  if (!isOnline()) return;
  let session: TutorSession | null;
  try {
    session = await callAction('get_tutor_session_progress', { curriculum_id: curriculumId }, { displayToast: false });
  } catch (error) {
    if (isApiError(error)) return;
    throw error;
  }
  if (session && stillSignedIn(userId)) await applyPulledSession(userId, session, db);
}

/** Stores the server's mastery of skills (get_tutor_mastery). */
export async function applyPulledMastery(userId: string, skills: readonly SkillMastery[], db: QuizhiveDb = getOfflineDb(), now = Date.now()): Promise<void> {
  await db.tutorSkills.bulkPut(skills.map((mastery) => ({ userId, curriculumId: mastery.curriculum_id, mastery, fetchedAt: now })));
}

/** Reads every skill's mastery from the server (the review queue's source online); nothing offline. */
export async function pullTutorMastery(userId: string, db: QuizhiveDb = getOfflineDb()): Promise<void> {
  if (!isOnline()) return;
  try {
    const data = await callAction('get_tutor_mastery', {}, { displayToast: false });
    if (stillSignedIn(userId)) await applyPulledMastery(userId, data.skills, db);
  } catch (error) {
    if (!isApiError(error)) throw error;
  }
}

const toMasteryAttempt = (row: TutorAttemptRow): MasteryAttempt => ({ id: row.id, correct: row.correct, mode: row.mode, at: row.at, stamp: { seq: row.seq, device_id: row.device_id } });

/** A skill's mastery as the device reads it, with where it comes from. */
export interface DeviceMastery extends SkillMastery {
  readonly source: 'server' | 'device';
}

/**
 * Attempts that stand for the server's figures of a skill, for folding the device's newer attempts
 * on top: the recent window's misses then hits, a correct review when the skill is Mastered, and
 * review misses while the fold stands above the server's level (a miss moves one level down).
 * They sort before every real attempt (at the epoch).
 */
export function standInAttempts(server: SkillMastery): MasteryAttempt[] {
  const stamp = { seq: 0, device_id: '' };
  const attempts: MasteryAttempt[] = [];
  const add = (correct: boolean, mode: AttemptMode) => attempts.push({ id: `server:${attempts.length}`, correct, mode, at: new Date(attempts.length).toISOString(), stamp });
  for (let i = 0; i < server.recent - server.recent_correct; i += 1) add(false, 'independent');
  for (let i = 0; i < server.recent_correct; i += 1) add(true, 'independent');
  if (server.level === 'mastered') add(true, 'review');
  const rank = (level: string) => ['not_started', 'attempted', 'familiar', 'proficient', 'mastered'].indexOf(level);
  for (let i = 0; i < 4 && rank(foldMastery(attempts).level) > rank(server.level); i += 1) add(false, 'review');
  return attempts;
}

/**
 * One skill's level and review date. The server's figures when every attempt of the device had
 * reached the server when they were read; otherwise the device's newer attempts folded on
 * top of the server's figures (standInAttempts), or over all it knows when it has no server figures;
 * the review date then from every attempt the device knows.
 */
export async function readSkillMastery(userId: string, curriculumId: number, db: QuizhiveDb = getOfflineDb()): Promise<DeviceMastery> {
  const [server, attempts] = await Promise.all([
    db.tutorSkills.get([userId, curriculumId]),
    db.tutorAttempts.where('[userId+curriculumId]').equals([userId, curriculumId]).toArray(),
  ]);
  const pending = await Promise.all(attempts.map((a) => (a.opId === null ? Promise.resolve(undefined) : db.outbox.get(a.opId))));
  // Not yet on the server: its op still waits in the outbox, or it was made after the server's figures were read.
  const unsent = attempts.filter((a, i) => (pending[i] !== undefined && pending[i].status !== 'dead') || (server !== undefined && a.storedAt > server.fetchedAt));
  if (server && unsent.length === 0) return { ...server.mastery, source: 'server' };
  const known = attempts.map(toMasteryAttempt);
  const newer = server ? unsent.map(toMasteryAttempt) : known;
  const state = foldMastery(server ? [...standInAttempts(server.mastery), ...newer] : known);
  return { curriculum_id: curriculumId, ...state, attempts: (server?.mastery.attempts ?? 0) + newer.length, review_due_at: reviewDueAt(known), source: 'device' };
}

/** Every skill this user has a figure for on this device (for the review queue). */
export async function readAllSkills(userId: string, db: QuizhiveDb = getOfflineDb()): Promise<DeviceMastery[]> {
  const [servers, attempts] = await Promise.all([
    db.tutorSkills.where('[userId+curriculumId]').between([userId, -Infinity], [userId, Infinity]).primaryKeys(),
    db.tutorAttempts.where('[userId+curriculumId]').between([userId, -Infinity], [userId, Infinity]).toArray(),
  ]);
  const ids = new Set([...servers.map((key) => key[1]), ...attempts.map((a) => a.curriculumId)]);
  return Promise.all([...ids].sort((a, b) => a - b).map((id) => readSkillMastery(userId, id, db)));
}

/** What the end screen says: '4 of your last 5 practice answers correct; review due in 3 days'. */
export function reasonOf(mastery: SkillMastery, now: Date): MasteryReason {
  return describeMastery(mastery, now);
}

/**
 * Records a finished mixed review: one 'tutor_review' op with all its answers (the server decides,
 * as the device did, whether it asked enough skills to count as a review) and the device's attempts,
 * with the device's verdicts until the server's figures arrive; the review in progress is cleared.
 */
export async function recordReview(
  userId: string,
  answers: readonly (TutorAnswer & { readonly correct: boolean })[],
  modes: readonly AttemptMode[],
  db: QuizhiveDb = getOfflineDb(),
): Promise<void> {
  if (answers.length === 0) throw new RangeError('answers must not be empty');
  const payload = { answers: answers.map(({ correct: _correct, ...answer }) => answer) };
  await enqueueWith(
    userId,
    'tutor_review',
    payload,
    async (_tx, op) => {
      const storedAt = Date.now();
      await db.tutorAttempts.bulkPut(
        answers.map((a, i) => ({
          userId,
          id: `review:${a.answer_id}`,
          curriculumId: a.curriculum_id,
          correct: a.correct,
          mode: modes[i] ?? a.mode,
          at: a.at,
          seq: op.deviceSeq,
          device_id: op.deviceId,
          opId: op.op_id,
          storedAt,
        })),
      );
      await db.meta.delete(reviewKey(userId));
    },
    db,
  );
}

/** The `meta` key of a user's review in progress (src/features/tutor/review/review-storage.ts). */
export const reviewKey = (userId: string): string => `tutorReview:${userId}`;

/** Keeps a tutor subject's units on the device, so its sessions and reviews open offline. */
export async function storeTutorUnits(subjectId: number, units: readonly TutorUnit[], db: QuizhiveDb = getOfflineDb(), now = Date.now()): Promise<void> {
  await db.tutorUnits.bulkPut(units.map((unit) => ({ curriculumId: unit.curriculum_id, subjectId, unit, storedAt: now })));
}

export async function readTutorUnit(curriculumId: number, db: QuizhiveDb = getOfflineDb()): Promise<TutorUnit | null> {
  return (await db.tutorUnits.get(curriculumId))?.unit ?? null;
}

/**
 * A unit's content: online, read again from the server (every subject's chapters until the unit is
 * found; there are a few subjects) and kept; offline, or when the server cannot answer, the kept copy.
 */
export async function loadTutorUnit(curriculumId: number, languageId: { language_id?: number }, signal?: AbortSignal, db: QuizhiveDb = getOfflineDb()): Promise<TutorUnit | null> {
  if (isOnline()) {
    try {
      const options = { displayToast: false, ...(signal ? { signal } : {}) };
      const subjects = await callAction('get_tutor_subjects', languageId, options);
      for (const subject of subjects) {
        const { chapters } = await callAction('get_chapters_by_category', { category: subject.id, ...languageId }, options);
        const units = chapters.flatMap((c) => c.units);
        await storeTutorUnits(subject.id, units, db);
        const found = units.find((u) => u.curriculum_id === curriculumId);
        if (found) return found;
      }
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  }
  return readTutorUnit(curriculumId, db);
}
