/**
 * Guided tutor sessions and mixed reviews on the server (docs/TUTOR.md "Sessions", "Mastery"):
 * every answer is checked here against the item's key (items.ts), stored once as an attempt (by
 * turn_id or answer_id), and the level and the review date are the server's fold of those attempts
 * (contract/tutor/mastery.ts, review.ts); a client's `correct` and proficiency_level are ignored.
 * Writes merge with the shared rule of contract/tutor/session-merge.ts, so a session played offline
 * and synced late, out of order or twice, ends as if it had been played online.
 *
 * Each write is split as the sync endpoint needs it (maths.service.ts does the same): prepare*
 * checks and reads content outside any transaction, *In reads and writes only through tx.
 */
import type { z } from 'zod';
import type { DataOf } from '../../../contract/api/define';
import type { getTutorMastery, setTutorReviewAnswers, SkillMastery, TutorReviewBodySchema, TutorSession, TutorSessionUpdateSchema, TutorTurn } from '../../../contract/api/tutor';
import { foldMastery, reviewModes, type MasteryAttempt } from '../../../contract/tutor/mastery';
import type { AttemptMode, TutorStage } from '../../../contract/tutor/mastery-rules';
import { dueSkills, reviewDueAt } from '../../../contract/tutor/review';
import { comparePlaces, EMPTY_SESSION, mergeSessions, sessionWrite, transcriptOf, type PlacedTurn } from '../../../contract/tutor/session-merge';
import type { ProgressStamp } from '../../../contract/sync/maths-merge';
import type { AppContext } from '../../app-context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { lockUser } from '../economy/ledger.repo';
import { SERVER_DEVICE_ID } from '../maths/maths.service';
import { findItem, isRight, type CheckedItem } from './items';
import * as repo from './sessions.repo';

export type TutorSessionUpdate = z.output<typeof TutorSessionUpdateSchema>;
export type TutorReviewBody = z.output<typeof TutorReviewBodySchema>;

/** An update whose unit and answers are checked: turns carry the server's `correct` (answers) or none. */
export interface PreparedUpdate {
  readonly curriculumId: number;
  readonly stage: TutorStage;
  readonly turns: readonly TutorTurn[];
}

/** A review whose answers are checked, with the mode each counts as. */
export interface PreparedReview {
  readonly answers: readonly { readonly answerId: string; readonly curriculumId: number; readonly itemId: string; readonly answer: string; readonly correct: boolean; readonly mode: AttemptMode; readonly at: Date }[];
}

export type ReviewResult = DataOf<typeof setTutorReviewAnswers>;

export interface TutorSessionsService {
  progress(user: AuthUser, curriculumId: number): Promise<TutorSession | null>;
  bulkProgress(user: AuthUser, curriculumIds: readonly number[]): Promise<TutorSession[]>;
  update(user: AuthUser, body: TutorSessionUpdate, stamp: ProgressStamp | undefined): Promise<TutorSession>;
  prepareUpdate(user: AuthUser, body: TutorSessionUpdate): Promise<PreparedUpdate>;
  updateIn(tx: Tx, user: AuthUser, prepared: PreparedUpdate, stamp: ProgressStamp | undefined): Promise<TutorSession>;
  review(user: AuthUser, body: TutorReviewBody, stamp: ProgressStamp | undefined): Promise<ReviewResult>;
  prepareReview(body: TutorReviewBody): Promise<PreparedReview>;
  reviewIn(tx: Tx, user: AuthUser, prepared: PreparedReview, stamp: ProgressStamp | undefined): Promise<ReviewResult>;
  mastery(user: AuthUser, category: number | undefined): Promise<DataOf<typeof getTutorMastery>>;
}

/** The mode a session's answer counts as, by the stage it was given in. */
function modeOfStage(stage: TutorStage): AttemptMode {
  if (stage === 'independent_practice') return 'independent';
  if (stage === 'check' || stage === 'complete') return 'check';
  return 'guided';
}

/** A device's time as the fold orders by: an ISO date and time, which a stored attempt keeps. */
function parseAt(at: string, field: string): Date {
  const ms = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(at) ? Date.parse(at) : Number.NaN;
  if (Number.isNaN(ms)) throw new AppError('VALIDATION', { text: `${field} must be an ISO date and time` }, field);
  return new Date(ms);
}

/** A student's turn that answers an item: an attempt. */
const isAnswer = (turn: TutorTurn): turn is TutorTurn & { item_id: string; answer: string } =>
  turn.role === 'student' && turn.item_id !== undefined && turn.answer !== undefined;

const attemptOf = (row: repo.TutorAttemptRow): MasteryAttempt => ({
  id: `${row.source}:${row.sourceId}`,
  correct: row.correct,
  mode: row.mode,
  at: row.at.toISOString(),
  stamp: { seq: row.seq, device_id: row.deviceId },
});

function skillMastery(curriculumId: number, rows: readonly repo.TutorAttemptRow[]): SkillMastery {
  const attempts = rows.map(attemptOf);
  return { curriculum_id: curriculumId, ...foldMastery(attempts), review_due_at: reviewDueAt(attempts) };
}

function byCurriculum<R extends { curriculumId: number }>(rows: readonly R[]): Map<number, R[]> {
  const grouped = new Map<number, R[]>();
  for (const row of rows) grouped.set(row.curriculumId, [...(grouped.get(row.curriculumId) ?? []), row]);
  return grouped;
}

const placedOf = (row: repo.TutorTurnRow): PlacedTurn => ({ turn: row.turn, seq: row.seq, device_id: row.deviceId, index: row.idx });

function sessionView(session: repo.TutorSessionRow, turns: readonly repo.TutorTurnRow[], attempts: readonly repo.TutorAttemptRow[]): TutorSession {
  const mastery = skillMastery(session.curriculumId, attempts);
  const state = { ...EMPTY_SESSION, turns: Object.fromEntries(turns.map((t) => [t.turnId, placedOf(t)])) };
  return {
    user_id: session.userId,
    curriculum_id: session.curriculumId,
    current_stage: session.currentStage,
    proficiency_level: mastery.level,
    conversation_history: transcriptOf(state),
    mastery,
    last_seq: session.lastSeq,
    last_device_id: session.lastDeviceId,
    updated_at: session.updatedAt.toISOString(),
  };
}

async function sessionsOf(db: DbOrTx, userId: number, curriculumIds: readonly number[]): Promise<TutorSession[]> {
  const sessions = await repo.listSessions(db, userId, curriculumIds);
  const ids = sessions.map((s) => s.curriculumId);
  const turns = byCurriculum(await repo.listTurns(db, userId, ids));
  const attempts = byCurriculum(await repo.listAttempts(db, userId, ids));
  return sessions.map((s) => sessionView(s, turns.get(s.curriculumId) ?? [], attempts.get(s.curriculumId) ?? []));
}

export function createTutorSessionsService(ctx: AppContext): TutorSessionsService {
  const { db } = ctx;

  /** Items looked up once per write: a transcript often answers one item several times. */
  function itemFinder(): (curriculumId: number, itemId: string) => Promise<CheckedItem | null> {
    const found = new Map<string, Promise<CheckedItem | null>>();
    return (curriculumId, itemId) => {
      const key = `${curriculumId}\u0000${itemId}`;
      let item = found.get(key);
      if (!item) {
        item = findItem(db, curriculumId, itemId);
        found.set(key, item);
      }
      return item;
    };
  }

  async function requireUnits(ids: readonly number[], field: (index: number) => string): Promise<void> {
    const existing = await repo.existingUnits(db, [...new Set(ids)]);
    const missing = ids.findIndex((id) => !existing.has(id));
    if (missing >= 0) throw new AppError('NOT_FOUND', { text: 'No tutor unit has this id' }, field(missing));
  }

  /** The stamp of a write sent without one: just above what the server holds, so it is the newest. */
  async function stampFor(tx: Tx, userId: number, stamp: ProgressStamp | undefined, curriculumId?: number): Promise<ProgressStamp> {
    return stamp ?? { seq: (await repo.greatestSeq(tx, userId, curriculumId)) + 1, device_id: SERVER_DEVICE_ID };
  }

  const service: TutorSessionsService = {
    async progress(user, curriculumId) {
      await requireUnits([curriculumId], () => 'curriculum_id');
      const [session] = await sessionsOf(db, user.id, [curriculumId]);
      return session ?? null;
    },

    bulkProgress(user, curriculumIds) {
      return sessionsOf(db, user.id, [...new Set(curriculumIds)]);
    },

    async update(user, body, stamp) {
      const prepared = await service.prepareUpdate(user, body);
      return db.transaction(async (tx) => {
        // The same lock as the sync ops: one write of a user at a time, so read-merge-write is atomic.
        await lockUser(tx, user.id);
        return service.updateIn(tx, user, prepared, stamp);
      });
    },

    async prepareUpdate(user, body) {
      if (body.user_id !== undefined && body.user_id !== user.id) throw new AppError('FORBIDDEN', { text: 'user_id must be your own' }, 'user_id');
      await requireUnits([body.curriculum_id], () => 'curriculum_id');
      const find = itemFinder();
      const turns: TutorTurn[] = [];
      for (const [i, sent] of body.conversation_history.entries()) {
        // A client's verdict is never kept: an answer gets the server's, any other turn none.
        const { correct: _ignored, ...turn } = sent;
        if (!isAnswer(turn)) {
          turns.push(turn);
          continue;
        }
        parseAt(turn.at, `conversation_history.${i}.at`);
        const item = await find(body.curriculum_id, turn.item_id);
        if (!item) throw new AppError('NOT_FOUND', { text: 'This item is not one of the unit’s' }, `conversation_history.${i}.item_id`);
        turns.push({ ...turn, correct: isRight(item, turn.answer) });
      }
      return { curriculumId: body.curriculum_id, stage: body.current_stage, turns };
    },

    async updateIn(tx, user, { curriculumId, stage, turns }, given) {
      const stamp = await stampFor(tx, user.id, given, curriculumId);
      const stored = await repo.findSession(tx, user.id, curriculumId);
      const write = sessionWrite(stage, turns, stamp);
      const current = stored ? { ...EMPTY_SESSION, current_stage: stored.currentStage, last_seq: stored.lastSeq, last_device_id: stored.lastDeviceId } : EMPTY_SESSION;
      const merged = mergeSessions(current, { ...write, turns: {} });
      if (!stored || merged.last_seq !== stored.lastSeq || merged.last_device_id !== stored.lastDeviceId || merged.current_stage !== stored.currentStage) {
        await repo.saveSession(tx, {
          userId: user.id,
          curriculumId,
          currentStage: merged.current_stage,
          lastSeq: merged.last_seq,
          lastDeviceId: merged.last_device_id,
          updatedAt: ctx.now(),
        });
      }
      // A turn already stored keeps its place unless this write carried it earlier (a late op).
      const placed = Object.values(write.turns);
      const known = new Map((await repo.listTurns(tx, user.id, [curriculumId], placed.map((p) => p.turn.turn_id))).map((row) => [row.turnId, placedOf(row)]));
      const moved = placed.filter((p) => {
        const before = known.get(p.turn.turn_id);
        return !before || comparePlaces(p, before) < 0;
      });
      await repo.saveTurns(
        tx,
        moved.map((p) => ({ userId: user.id, curriculumId, turnId: p.turn.turn_id, seq: p.seq, deviceId: p.device_id, idx: p.index, turn: p.turn })),
      );
      const answers = moved.filter((p) => isAnswer(p.turn));
      await repo.saveAttempts(
        tx,
        answers.map(({ turn, seq, device_id, index }) => ({
          userId: user.id,
          curriculumId,
          source: 'turn' as const,
          sourceId: turn.turn_id,
          itemId: turn.item_id ?? '',
          answer: turn.answer ?? '',
          correct: turn.correct === true,
          mode: modeOfStage(turn.stage),
          at: new Date(Date.parse(turn.at)),
          seq,
          deviceId: device_id,
          idx: index,
        })),
      );
      // A turn replaced by an earlier copy that is no answer leaves no attempt behind.
      await repo.deleteTurnAttempts(
        tx,
        user.id,
        curriculumId,
        moved.filter((p) => !isAnswer(p.turn) && known.has(p.turn.turn_id)).map((p) => p.turn.turn_id),
      );
      const [session] = await sessionsOf(tx, user.id, [curriculumId]);
      if (!session) throw new Error('the tutor session was not stored');
      return session;
    },

    async review(user, body, stamp) {
      const prepared = await service.prepareReview(body);
      return db.transaction(async (tx) => {
        await lockUser(tx, user.id);
        return service.reviewIn(tx, user, prepared, stamp);
      });
    },

    async prepareReview(body) {
      await requireUnits(
        body.answers.map((a) => a.curriculum_id),
        (i) => `answers.${i}.curriculum_id`,
      );
      const find = itemFinder();
      const modes = reviewModes(body.answers);
      const answers: PreparedReview['answers'][number][] = [];
      for (const [i, a] of body.answers.entries()) {
        const at = parseAt(a.at, `answers.${i}.at`);
        const item = await find(a.curriculum_id, a.item_id);
        if (!item) throw new AppError('NOT_FOUND', { text: 'This item is not one of the unit’s' }, `answers.${i}.item_id`);
        answers.push({ answerId: a.answer_id, curriculumId: a.curriculum_id, itemId: a.item_id, answer: a.answer, correct: isRight(item, a.answer), mode: modes[i] ?? a.mode, at });
      }
      return { answers };
    },

    async reviewIn(tx, user, { answers }, given) {
      const stamp = await stampFor(tx, user.id, given);
      const key = (curriculumId: number, id: string) => `${curriculumId}\u0000${id}`;
      const known = new Map(
        (
          await repo.findAttempts(
            tx,
            user.id,
            'review',
            answers.map((a) => a.answerId),
          )
        ).map((row) => [key(row.curriculumId, row.sourceId), { seq: row.seq, device_id: row.deviceId, index: row.idx }]),
      );
      const rows: repo.NewAttempt[] = [];
      const seen = new Set<string>();
      for (const [index, a] of answers.entries()) {
        const k = key(a.curriculumId, a.answerId);
        const before = known.get(k);
        // An answer stored once: a copy (this write's, or an older write's) keeps the first place.
        if (seen.has(k) || (before && comparePlaces({ turn: PLACE_ONLY, seq: stamp.seq, device_id: stamp.device_id, index }, { turn: PLACE_ONLY, ...before }) >= 0)) continue;
        seen.add(k);
        rows.push({ userId: user.id, curriculumId: a.curriculumId, source: 'review', sourceId: a.answerId, itemId: a.itemId, answer: a.answer, correct: a.correct, mode: a.mode, at: a.at, seq: stamp.seq, deviceId: stamp.device_id, idx: index });
      }
      await repo.saveAttempts(tx, rows);
      const skills = [...new Set(answers.map((a) => a.curriculumId))].sort((x, y) => x - y);
      const attempts = byCurriculum(await repo.listAttempts(tx, user.id, skills));
      return {
        checked: answers.map((a) => ({ answer_id: a.answerId, correct: a.correct })),
        mastery: skills.map((id) => skillMastery(id, attempts.get(id) ?? [])),
      };
    },

    async mastery(user, category) {
      const units = category === undefined ? undefined : await repo.unitsOfSubject(db, category);
      if (units === null) throw new AppError('NOT_FOUND', { text: 'No tutor subject has this id' }, 'category');
      const attempts = byCurriculum(await repo.listAttempts(db, user.id, units));
      const ids = units ?? [...attempts.keys()].sort((a, b) => a - b);
      const skills = ids.map((id) => skillMastery(id, attempts.get(id) ?? []));
      return { skills, due: dueSkills(skills, ctx.now()) };
    },
  };
  return service;
}

/** A review answer's place compared as a turn's (comparePlaces reads a turn only to break an exact tie). */
const PLACE_ONLY: TutorTurn = { turn_id: 'review-place', role: 'student', stage: 'check', text: '', at: '' };
