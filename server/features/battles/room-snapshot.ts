/**
 * A room as every player in it sees it (contract BattleRoomSchema). The one rule it keeps: nothing
 * about an open question's answer leaves the server. The right answer and every seat's choice are
 * in `closed` only for questions that closed, and the seats' points and correct counts are the
 * columns the close adds to (never the answers of the open question), so a snapshot read between
 * an answer and its question's close shows only that the seat answered.
 */
import type { BattlePlayer, BattleQuestion, BattleRoom, ClosedQuestion, OpenQuestion } from '../../../contract/api/battles';
import type { ChatMessage } from '../../../contract/live/battle';
import type { DbOrTx } from '../../db/client';
import * as repo from './battles.repo';

/** Whether the room's current question is open (sent and not closed). */
export function questionOpen(room: repo.BattleRoomRow): boolean {
  return room.status === 'playing' && room.currentIndex >= 0 && room.sentAt !== null && room.closedAt === null;
}

export function questionView(q: repo.QuestionRow, index: number): BattleQuestion {
  return {
    index,
    id: q.id,
    question: q.question,
    options: q.options,
    image_url: q.imageUrl,
    image_alt: q.imageUrl ? (q.imageAlt ?? q.question) : null,
    math: q.math,
  };
}

export function openQuestionView(q: repo.QuestionRow, room: repo.BattleRoomRow): OpenQuestion {
  if (!room.sentAt || !room.closesAt) throw new Error(`room ${room.id}: question ${room.currentIndex} is not open`);
  return { ...questionView(q, room.currentIndex), sent_at: room.sentAt.toISOString(), closes_at: room.closesAt.toISOString() };
}

export function closedQuestionView(q: repo.QuestionRow, index: number, answers: readonly repo.AnswerRow[], seats: readonly number[]): ClosedQuestion {
  return {
    ...questionView(q, index),
    answer: q.answer,
    answers: seats.map((seat) => {
      const a = answers.find((row) => row.idx === index && row.seat === seat);
      return a ? { seat, choice: a.choice, correct: a.correct, points: a.points, ms: a.ms } : { seat, choice: null, correct: false, points: 0, ms: null };
    }),
  };
}

/** The seats as shown: `answered` only while the question is open, points as of the last close. */
export async function playersView(db: DbOrTx, room: repo.BattleRoomRow, players?: readonly repo.BattlePlayerRow[]): Promise<BattlePlayer[]> {
  const rows = players ?? (await repo.playersOf(db, room.id));
  const open = questionOpen(room);
  const answered = open ? new Set((await repo.answersOf(db, room.id, room.currentIndex)).map((a) => a.seat)) : new Set<number>();
  return rows.map((p) => ({
    seat: p.seat,
    user_id: p.userId,
    name: p.name,
    image: p.image,
    bot: p.isBot,
    correct: p.correct,
    points: p.points,
    answered: answered.has(p.seat),
    presence: p.leftAt ? 'left' : p.disconnectedAt ? 'reconnecting' : 'here',
  }));
}

export function chatView(row: repo.ChatRow, players: readonly repo.BattlePlayerRow[]): ChatMessage {
  return {
    id: row.id,
    seat: row.seat,
    name: players.find((p) => p.seat === row.seat)?.name ?? '',
    text: row.body,
    reaction: row.reaction,
    sent_at: row.sentAt.toISOString(),
  };
}

export async function roomSnapshot(db: DbOrTx, room: repo.BattleRoomRow, now: Date): Promise<BattleRoom> {
  const players = await repo.playersOf(db, room.id);
  const open = questionOpen(room);
  const lastClosed = open ? room.currentIndex - 1 : room.currentIndex;
  const asked = await repo.questionsUpTo(db, room.id, room.currentIndex);
  const answers = lastClosed >= 0 ? (await repo.answersOf(db, room.id)).filter((a) => a.idx <= lastClosed) : [];
  const seats = players.map((p) => p.seat);
  const current = open ? asked.find((q) => q.idx === room.currentIndex) : undefined;
  const paid = players.filter((p) => p.feeEntryId !== null).length;
  const winners = players.filter((p) => p.outcome === 'win' || p.outcome === 'tie');
  const finished = room.status === 'finished';
  return {
    room_id: room.id,
    match_id: room.matchId,
    room_type: room.roomType,
    room_code: room.code,
    created_by: room.ownerId,
    category: room.categoryId,
    category_name: await repo.categoryName(db, room.categoryId),
    language_id: room.languageId,
    no_of_que: room.noOfQue,
    question_seconds: room.questionSeconds,
    entry_fee: room.entryFee,
    pot: room.entryFee * paid,
    max_players: room.maxPlayers,
    status: room.status,
    readytoplay: room.startsAt !== null,
    end_reason: room.endReason,
    wait_until: room.status === 'waiting' && room.waitUntil ? room.waitUntil.toISOString() : null,
    starts_at: room.startsAt?.toISOString() ?? null,
    players: await playersView(db, room, players),
    question: current ? openQuestionView(current, room) : null,
    closed: asked.filter((q) => q.idx <= lastClosed).map((q) => closedQuestionView(q, q.idx, answers, seats)),
    result: finished
      ? {
          reason: room.resultReason ?? 'finished',
          winner_ids: winners.flatMap((p) => (p.userId === null ? [] : [p.userId])),
          is_drawn: players.some((p) => p.outcome === 'draw'),
          seats: players.map((p) => ({ seat: p.seat, outcome: p.outcome ?? 'lose', coins: p.coins })),
        }
      : null,
    chat: (await repo.recentChat(db, room.id)).map((row) => chatView(row, players)),
    server_now: now.toISOString(),
  };
}
