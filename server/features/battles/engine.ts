/**
 * A battle's play, always inside a transaction that holds the room's row lock: starting it,
 * sending a question (its sent_at is the moment answer time is measured from), taking an answer,
 * closing a question (at its deadline, or at once when every present player has answered), and
 * the end: outcomes, the 1 v 1 winner's coins or a group's pot, the badges' counters, the spec's
 * statistics row, and the chat's deletion, all in the end's one transaction (a job of its own,
 * due when the last question closes). The times between steps are jobs (battle-jobs.ts), so any
 * instance carries a battle on and a killed one loses nothing.
 */
import { LATENCY_ALLOWANCE_MS, pointsFor, REVEAL_MS, START_COUNTDOWN_MS, type BattleOutcome, type RoomEndReason } from '../../../contract/battles/rules';
import type { BattleConfig } from '../../../contract/api/settings';
import type { BattleEvent } from '../../../contract/live/battle';
import { BATTLE_POT_TYPE, BATTLE_WIN_TYPE } from '../../../contract/economy/ledger';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { JobQueue, JobRef } from '../../lib/jobs/job-queue';
import { rulesOf, type EconomyService } from '../economy/economy.service';
import type { SettingsService } from '../settings/settings.service';
import * as repo from './battles.repo';
import { botAnswerDelayMs } from './bot';
import type { Effects } from './effects';
import { closedQuestionView, openQuestionView, playersView, questionOpen, roomSnapshot } from './room-snapshot';

export const JOB = {
  send: 'battle.send',
  close: 'battle.close',
  bot: 'battle.bot',
  wait: 'battle.wait',
  abandon: 'battle.abandon',
  idle: 'battle.idle',
  finish: 'battle.finish',
} as const;

/** A job's subject: the room, and the question or seat it is about (each runs once). */
export const subjectOf = (roomId: number, n?: number) => (n === undefined ? String(roomId) : `${roomId}:${n}`);

export interface EngineDeps {
  readonly jobs: JobQueue;
  readonly economy: Pick<EconomyService, 'earn' | 'refund' | 'recordBattleResult'>;
  readonly settings: Pick<SettingsService, 'systemConfigIn'>;
  readonly now: () => Date;
}

/** The ledger keys of a battle's coins: each paid once per player and match. */
export const battleWinKey = (matchId: string) => `battle_win:${matchId}`;
export const battlePotKey = (matchId: string) => `battle_pot:${matchId}`;

export type Engine = ReturnType<typeof createEngine>;

export function createEngine(deps: EngineDeps) {
  const battleConfig = async (tx: Tx): Promise<BattleConfig> => (await deps.settings.systemConfigIn(tx)).battle;

  /** The battle starts: the "get ready" count, then question 0. */
  async function start(tx: Tx, room: repo.BattleRoomRow, now: Date, fx: Effects): Promise<void> {
    const startsAt = new Date(now.getTime() + START_COUNTDOWN_MS);
    await repo.updateRoom(tx, room.id, { status: 'playing', startsAt, waitUntil: null });
    await deps.jobs.cancel(tx, { kind: JOB.wait, subject: subjectOf(room.id) });
    await deps.jobs.cancel(tx, { kind: JOB.idle, subject: subjectOf(room.id) });
    await deps.jobs.schedule(tx, { kind: JOB.send, subject: subjectOf(room.id, 0), runAt: startsAt });
    await emitRoom(tx, room.id, now, fx);
  }

  async function emitRoom(tx: Tx, roomId: number, now: Date, fx: Effects): Promise<void> {
    const room = await repo.roomById(tx, roomId);
    if (room) fx.emit(roomId, { type: 'room', room: await roomSnapshot(tx, room, now) });
  }

  /** Sends question `idx` (the 'battle.send' job): from now its time runs. */
  async function send(tx: Tx, roomId: number, idx: number, fx: Effects): Promise<Record<string, number>> {
    const play = await repo.lockPlay(tx, roomId, idx);
    const room = play?.room;
    if (room?.status !== 'playing' || room.currentIndex >= idx || idx >= room.noOfQue) return { skipped: 1 };
    const q = play?.question;
    if (!q) throw new Error(`room ${roomId} has no question ${idx}`);
    const now = deps.now();
    const closesAt = new Date(now.getTime() + room.questionSeconds * 1000);
    await repo.updateRoom(tx, roomId, { currentIndex: idx, sentAt: now, closesAt, closedAt: null });
    // Answers still count LATENCY_ALLOWANCE_MS after the deadline (their way back): the close waits for them.
    await deps.jobs.schedule(tx, { kind: JOB.close, subject: subjectOf(roomId, idx), runAt: new Date(closesAt.getTime() + LATENCY_ALLOWANCE_MS) });
    if (room.withBot) {
      const delay = botAnswerDelayMs(await battleConfig(tx), room.questionSeconds);
      await deps.jobs.schedule(tx, { kind: JOB.bot, subject: subjectOf(roomId, idx), runAt: new Date(now.getTime() + delay) });
    }
    const sent = { ...room, currentIndex: idx, sentAt: now, closesAt, closedAt: null };
    fx.emit(roomId, { type: 'question', room_id: roomId, question: openQuestionView(q, sent), server_now: now.toISOString() });
    return { sent: 1 };
  }

  /**
   * Closes the open question of a locked play: the points count now (the seats as they are after
   * it come back from the same statement), then the next question or the end.
   */
  async function close(tx: Tx, play: repo.LockedPlay, now: Date, fx: Effects, replacing?: JobRef): Promise<void> {
    const { room, question, answers } = play;
    const idx = room.currentIndex;
    if (!question) throw new Error(`room ${room.id} has no question ${idx}`);
    const players = await repo.addAnswersToSeats(tx, room.id, idx, now);
    const closedRoom = { ...room, closedAt: now };
    fx.emit(room.id, {
      type: 'closed',
      room_id: room.id,
      closed: closedQuestionView(question, idx, answers, players.map((p) => p.seat)),
      players: await playersView(tx, closedRoom, players),
    });
    // The end is a job of its own, due now: its payouts and counters are the heaviest work of a
    // battle, and they need not hold the transaction of the answer that closed the last question.
    const next = idx + 1 < room.noOfQue ? { kind: JOB.send, subject: subjectOf(room.id, idx + 1), runAt: new Date(now.getTime() + REVEAL_MS) } : { kind: JOB.finish, subject: subjectOf(room.id), runAt: now };
    await deps.jobs.schedule(tx, next, replacing ? { replacing } : {});
  }

  /** The 'battle.finish' job: the last question has closed, the battle ends. */
  async function finishDue(tx: Tx, roomId: number, fx: Effects): Promise<Record<string, number>> {
    const room = await repo.lockRoom(tx, roomId);
    if (!room || !resultDecided(room)) return { skipped: 1 };
    await finish(tx, room, 'finished', deps.now(), fx);
    return { finished: 1 };
  }

  /**
   * The 'battle.close' job: question `idx`'s deadline (plus the allowance) has passed. Also answers
   * the players who let the question run out while counted as here (not dropped, not left):
   * `silent`, whom the caller looks for on the live channel after the commit, since a player whose
   * instance died never had a disconnect to say they went.
   */
  async function closeDue(tx: Tx, roomId: number, idx: number, fx: Effects): Promise<{ outcome: Record<string, number>; silent: number[] }> {
    const play = await repo.lockPlay(tx, roomId);
    if (!play || !questionOpen(play.room) || play.room.currentIndex !== idx) return { outcome: { skipped: 1 }, silent: [] };
    await close(tx, play, deps.now(), fx);
    const answered = new Set(play.answers.map((a) => a.seat));
    const silent = play.players.flatMap((p) => (p.userId !== null && !p.isBot && p.leftAt === null && p.disconnectedAt === null && !answered.has(p.seat) ? [p.userId] : []));
    return { outcome: { closed: 1 }, silent };
  }

  /** Closes the open question at once when every present player (and the bot) has answered it. */
  async function closeIfAllAnswered(tx: Tx, play: repo.LockedPlay, now: Date, fx: Effects): Promise<boolean> {
    const { room } = play;
    if (!questionOpen(room) || !allAnswered(play.players, play.answers)) return false;
    // The deadline's close job goes in the statement that schedules what follows.
    await close(tx, play, now, fx, { kind: JOB.close, subject: subjectOf(room.id, room.currentIndex) });
    return true;
  }

  /**
   * One seat's answer to question `idx` of a locked play, scored here (the client sends only its
   * choice). Refuses a closed or other question and a second answer. Returns the play with the
   * answer in it, and whether every present player has now answered: the caller then closes the
   * question (closeIfAllAnswered), in this transaction or, so that the answer is heard without
   * waiting for the close's work, in the next.
   */
  async function answer(tx: Tx, play: repo.LockedPlay, seat: number, idx: number, choice: number | null, now: Date, fx: Effects): Promise<{ play: repo.LockedPlay; everyoneAnswered: boolean }> {
    const { room, question: q } = play;
    if (room.status === 'finished' || room.status === 'deleted') throw new AppError('BATTLE_OVER');
    if (!questionOpen(room) || room.currentIndex !== idx || !room.sentAt) throw new AppError('BATTLE_QUESTION_CLOSED');
    if (!q) throw new Error(`room ${room.id} has no question ${idx}`);
    const row = scoreAnswer({ roomId: room.id, idx, sentAt: room.sentAt, questionSeconds: room.questionSeconds, answer: q.answer, options: q.options.length }, seat, choice, now);
    if (!(await repo.insertAnswer(tx, row))) throw new AppError('BATTLE_ALREADY_ANSWERED');
    fx.emit(room.id, answeredEvent(row));
    const answered = { ...play, answers: [...play.answers, row].sort((a, b) => a.seat - b.seat) };
    return { play: answered, everyoneAnswered: allAnswered(answered.players, answered.answers) };
  }

  /**
   * The battle's end, in its one transaction: outcomes, coins (keyed by the match: paid once),
   * the badges' counters, the statistics row of a 1 v 1, the chat gone, and the `ended` event.
   */
  async function finish(tx: Tx, room: repo.BattleRoomRow, reason: 'finished' | 'opponent_left', now: Date, fx: Effects): Promise<void> {
    await repo.commitDurably(tx);
    // Ended with a question open (a player left): its answers so far count, as the result shows them.
    const players = questionOpen(room) ? await repo.addAnswersToSeats(tx, room.id, room.currentIndex) : await repo.playersOf(tx, room.id);
    const outcomes = outcomesOf(room, players, reason);
    const system = await deps.settings.systemConfigIn(tx);
    const config = system.battle;
    const rules = rulesOf(system);
    const coins = new Map<number, number>();
    const winners = players.filter((p) => outcomes.get(p.seat) === 'win' || outcomes.get(p.seat) === 'tie');
    if (room.roomType === 'random') {
      const winner = winners.length === 1 ? winners[0] : undefined;
      if (winner && !winner.isBot && winner.userId !== null && config.win_coins > 0) coins.set(winner.seat, config.win_coins);
    } else {
      const pot = room.entryFee * players.filter((p) => p.feeEntryId !== null).length;
      const share = winners.length > 0 ? Math.floor(pot / winners.length) : 0;
      // The remainder of a shared pot goes to the earliest seat among the winners.
      winners.forEach((w, i) => coins.set(w.seat, share + (i === 0 ? pot - share * winners.length : 0)));
    }
    // Players' rows are locked in user id order, as every economy transaction does.
    const humans = players.filter((p): p is repo.BattlePlayerRow & { userId: number } => p.userId !== null && !p.isBot).sort((a, b) => a.userId - b.userId);
    const paid = new Map<number, number>();
    for (const p of humans) {
      const amount = coins.get(p.seat) ?? 0;
      if (amount > 0) {
        const group = room.roomType !== 'random';
        const booked = await deps.economy.earn(
          tx,
          {
            userId: p.userId,
            coins: amount,
            score: 0,
            type: group ? BATTLE_POT_TYPE : BATTLE_WIN_TYPE,
            title: group ? 'Group battle won' : 'Battle won',
            source: group ? 'battle_pot' : 'battle',
            ref: `battle:${room.matchId}`,
            key: group ? battlePotKey(room.matchId) : battleWinKey(room.matchId),
            at: now,
          },
          rules,
        );
        paid.set(p.seat, booked.coins);
        if (booked.coins > 0) fx.coinsChanged(p.userId);
      }
      const outcome = outcomes.get(p.seat) ?? 'lose';
      const kind = room.roomType === 'random' ? 'random' : 'group';
      const awards = await deps.economy.recordBattleResult(tx, { userId: p.userId, kind, won: outcome === 'win' || (kind === 'group' && outcome === 'tie'), at: now }, rules);
      // A badge's reward moves the balance too, also when no win was paid (a free room, the day's cap).
      if (awards.some((award) => award.coins > 0)) fx.coinsChanged(p.userId);
    }
    await repo.setOutcomes(
      tx,
      room.id,
      players.map((p) => ({ seat: p.seat, outcome: outcomes.get(p.seat) ?? 'lose', coins: paid.get(p.seat) ?? 0 })),
    );
    const ended = { status: 'finished', endedAt: now, resultReason: reason, closedAt: room.closedAt ?? now } as const;
    await repo.updateRoom(tx, room.id, ended);
    if (room.roomType === 'random') {
      const seat1 = players.find((p) => p.seat === 1);
      const seat2 = players.find((p) => p.seat === 2);
      const winner = winners.length === 1 ? winners[0] : undefined;
      await repo.insertStatistics(tx, {
        matchId: room.matchId,
        roomId: room.id,
        userId1: seat1?.userId ?? null,
        userId2: seat2?.isBot ? null : (seat2?.userId ?? null),
        winnerId: winner?.userId ?? null,
        isDrawn: [...outcomes.values()].includes('draw'),
      });
    }
    await repo.deleteChat(tx, room.id);
    fx.emit(room.id, { type: 'ended', room: await roomSnapshot(tx, { ...room, ...ended }, now) });
  }

  /** A room stops before it is played: every fee back, the chat gone, and `deleted` to its sockets. */
  async function remove(tx: Tx, room: repo.BattleRoomRow, reason: RoomEndReason, now: Date, fx: Effects): Promise<void> {
    const players = (await repo.playersOf(tx, room.id)).filter((p) => p.feeEntryId !== null && p.userId !== null).sort((a, b) => (a.userId ?? 0) - (b.userId ?? 0));
    for (const p of players) await refundSeat(tx, room, p, fx);
    await repo.updateRoom(tx, room.id, { status: 'deleted', endReason: reason, endedAt: now, waitUntil: null });
    await deps.jobs.cancel(tx, { kind: JOB.wait, subject: subjectOf(room.id) });
    await deps.jobs.cancel(tx, { kind: JOB.idle, subject: subjectOf(room.id) });
    await repo.deleteChat(tx, room.id);
    fx.emit(room.id, { type: 'deleted', room_id: room.id, reason });
  }

  async function refundSeat(tx: Tx, room: repo.BattleRoomRow, p: repo.BattlePlayerRow, fx: Effects): Promise<void> {
    if (p.feeEntryId === null || p.userId === null) return;
    await repo.commitDurably(tx);
    await deps.economy.refund(tx, p.userId, p.feeEntryId, `Battle room fee refunded (${room.code ?? room.matchId})`);
    await repo.updatePlayer(tx, room.id, p.seat, { feeEntryId: null });
    fx.coinsChanged(p.userId);
  }

  /**
   * A seat leaves a locked room (on purpose, or its reconnect window ran out). A waiting 1 v 1 is
   * cancelled; a waiting group room loses the seat (fee refunded), or is deleted when it is the
   * owner's; in play the seat is marked left and the battle ends when too few remain.
   */
  async function leave(tx: Tx, room: repo.BattleRoomRow, seat: number, now: Date, fx: Effects): Promise<void> {
    const players = await repo.playersOf(tx, room.id);
    const p = players.find((row) => row.seat === seat);
    if (!p || p.leftAt) return;
    if (room.status === 'waiting') {
      if (room.roomType === 'random') return remove(tx, room, 'cancelled', now, fx);
      if (p.userId !== null && p.userId === room.ownerId) return remove(tx, room, 'owner', now, fx);
      await refundSeat(tx, room, p, fx);
      await repo.deletePlayer(tx, room.id, seat);
      await deps.jobs.cancel(tx, { kind: JOB.abandon, subject: subjectOf(room.id, seat) });
      return emitRoom(tx, room.id, now, fx);
    }
    // After the last question's close the result is decided: the end's job ends the battle as it stands.
    if (room.status !== 'playing' || resultDecided(room)) return;
    await repo.updatePlayer(tx, room.id, seat, { leftAt: now, disconnectedAt: null });
    await deps.jobs.cancel(tx, { kind: JOB.abandon, subject: subjectOf(room.id, seat) });
    fx.emit(room.id, { type: 'presence', room_id: room.id, seat, presence: 'left' });
    const remaining = players.filter((row) => row.seat !== seat && row.leftAt === null);
    if (room.roomType === 'random' || remaining.length < 2) return finish(tx, room, 'opponent_left', now, fx);
    // The one who left was the last to answer: the others need not wait for the deadline.
    const play = await repo.lockPlay(tx, room.id);
    if (play) await closeIfAllAnswered(tx, play, now, fx);
  }

  /**
   * A seat whose connection dropped is back (a `join`, or a join by code from a new socket) within
   * its reconnect window: the window's job is cancelled, so the seat is not dropped while it is here.
   */
  async function resume(tx: Tx, roomId: number, p: repo.BattlePlayerRow, fx: Effects): Promise<void> {
    if (!p.disconnectedAt || p.leftAt) return;
    await repo.updatePlayer(tx, roomId, p.seat, { disconnectedAt: null });
    await deps.jobs.cancel(tx, { kind: JOB.abandon, subject: subjectOf(roomId, p.seat) });
    fx.emit(roomId, { type: 'presence', room_id: roomId, seat: p.seat, presence: 'here' });
  }

  return { start, send, close, closeDue, closeIfAllAnswered, answer, finishDue, finish, remove, leave, resume, emitRoom, battleConfig };
}

/** What scoring an answer needs of its open question: all of it fixed from the question's sending to its close. */
export interface AnswerKey {
  readonly roomId: number;
  readonly idx: number;
  readonly sentAt: Date;
  readonly questionSeconds: number;
  /** The right option's index, and how many options there are. */
  readonly answer: number;
  readonly options: number;
}

/**
 * One seat's answer, scored on the server (the client sends only its choice): refused after the
 * deadline plus LATENCY_ALLOWANCE_MS, and for a choice that is not one of the options. Its time
 * runs from the question's sending on the server, never from anything the client says.
 */
export function scoreAnswer(key: AnswerKey, seat: number, choice: number | null, now: Date): repo.AnswerRow {
  const ms = Math.max(0, now.getTime() - key.sentAt.getTime());
  if (ms > key.questionSeconds * 1000 + LATENCY_ALLOWANCE_MS) throw new AppError('BATTLE_QUESTION_CLOSED');
  if (choice !== null && choice >= key.options) throw new AppError('VALIDATION', { text: 'choice is not one of the options' }, 'choice');
  const correct = choice !== null && choice === key.answer;
  return { roomId: key.roomId, idx: key.idx, seat, choice, correct, points: pointsFor(correct, ms, key.questionSeconds * 1000), ms, answeredAt: now };
}

/** The room's news of an answer: who answered which question, never what they chose. */
export function answeredEvent(row: Pick<repo.AnswerRow, 'roomId' | 'idx' | 'seat'>): BattleEvent {
  return { type: 'answered', room_id: row.roomId, index: row.idx, seat: row.seat };
}

/** A battle in play whose last question has closed: only its end (the 'battle.finish' job) is left. */
export function resultDecided(room: repo.BattleRoomRow): boolean {
  return room.status === 'playing' && room.closedAt !== null && room.currentIndex + 1 >= room.noOfQue;
}

/**
 * Whether every seat still in the room has one of `answers` (the open question's). A seat that
 * dropped and may come back (RECONNECT_SECONDS) is still in it: its question stays open to the
 * deadline, so a player who is back in time answers where they left instead of finding the
 * questions of their absence closed on them.
 */
export function allAnswered(players: readonly repo.BattlePlayerRow[], answers: readonly repo.AnswerRow[]): boolean {
  const present = players.filter((p) => p.leftAt === null);
  const answered = new Set(answers.map((a) => a.seat));
  return present.length > 0 && present.every((p) => answered.has(p.seat));
}

/** Each seat's outcome (contract BATTLE_OUTCOMES): only seats still there can win. */
export function outcomesOf(room: repo.BattleRoomRow, players: readonly repo.BattlePlayerRow[], reason: 'finished' | 'opponent_left'): Map<number, BattleOutcome> {
  const outcomes = new Map<number, BattleOutcome>(players.map((p) => [p.seat, 'lose']));
  const stayed = players.filter((p) => p.leftAt === null);
  if (stayed.length === 0) return outcomes;
  if (reason === 'opponent_left' && stayed.length === 1) {
    const [only] = stayed;
    if (only) outcomes.set(only.seat, 'win');
    return outcomes;
  }
  const top = Math.max(...stayed.map((p) => p.points));
  const best = stayed.filter((p) => p.points === top);
  const shared: BattleOutcome = room.roomType === 'random' ? 'draw' : 'tie';
  for (const p of best) outcomes.set(p.seat, best.length > 1 ? shared : 'win');
  return outcomes;
}
