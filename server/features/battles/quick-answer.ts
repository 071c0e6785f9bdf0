/**
 * An answer in one statement, the battles' busiest request (bench/battles.ts): a question's
 * answer key, its sending time and the room's seats do not change while it is open, so each
 * instance keeps them from one read per room and question, scores the answer here, and writes it
 * with repo.insertAnswerIfOpen, one statement that is its own transaction and checks under the
 * room's lock that the copy still holds. The full transaction (lock, read, insert, commit: four
 * round trips) is left for whatever that statement does not take: a closed or other question, a
 * second answer, a seat that left, a lock taken meanwhile. It gives the exact refusal, so this
 * path never refuses anything itself.
 */
import type { Db } from '../../db/client';
import { isAppError } from '../../lib/app-error';
import * as repo from './battles.repo';
import type { Outlet } from './effects';
import { allAnswered, answeredEvent, scoreAnswer, type AnswerKey } from './engine';
import { questionOpen } from './room-snapshot';

/** Open questions remembered per instance (one per room; a room's next question replaces its last). */
export const QUICK_ANSWER_KEYS = 4_096;

interface OpenQuestion {
  readonly key: AnswerKey;
  /** Each player's seat by user id. */
  readonly seats: ReadonlyMap<number, number>;
}

export interface QuickAnswers {
  /**
   * Writes and announces the answer when the one statement can take it; undefined when it
   * wrote nothing and the caller must take the full transaction.
   */
  answer(userId: number, roomId: number, idx: number, choice: number | null): Promise<{ everyoneAnswered: boolean } | undefined>;
  /** How many open questions this instance remembers (tests). */
  readonly size: () => number;
}

export function createQuickAnswers(deps: { readonly db: Db; readonly now: () => Date; readonly outlet: Pick<Outlet, 'emit'> }): QuickAnswers {
  const open = new Map<number, OpenQuestion>();

  function remember(roomId: number, entry: OpenQuestion): void {
    open.delete(roomId);
    if (open.size >= QUICK_ANSWER_KEYS) {
      const oldest = open.keys().next();
      if (!oldest.done) open.delete(oldest.value);
    }
    open.set(roomId, entry);
  }

  /** The question `idx` of the room while it is open, from memory or from one read. */
  async function openQuestion(roomId: number, idx: number): Promise<OpenQuestion | undefined> {
    const known = open.get(roomId);
    if (known?.key.idx === idx) return known;
    const play = await repo.readPlay(deps.db, roomId);
    const q = play?.question;
    if (!play || !q || !questionOpen(play.room) || play.room.currentIndex !== idx || !play.room.sentAt) return undefined;
    const seats = new Map(play.players.flatMap((p) => (p.userId === null ? [] : [[p.userId, p.seat] as const])));
    const entry: OpenQuestion = { key: { roomId, idx, sentAt: play.room.sentAt, questionSeconds: play.room.questionSeconds, answer: q.answer, options: q.options.length }, seats };
    remember(roomId, entry);
    return entry;
  }

  return {
    async answer(userId, roomId, idx, choice) {
      const question = await openQuestion(roomId, idx);
      const seat = question?.seats.get(userId);
      if (!question || seat === undefined) return undefined;
      let row: repo.AnswerRow;
      try {
        row = scoreAnswer(question.key, seat, choice, deps.now());
      } catch (error) {
        if (isAppError(error)) return undefined;
        throw error;
      }
      const written = await repo.insertAnswerIfOpen(deps.db, row, userId, question.key.sentAt);
      if (!written) {
        // The copy may be stale (the question closed or moved on): read it again next time.
        open.delete(roomId);
        return undefined;
      }
      deps.outlet.emit(roomId, answeredEvent(row));
      return { everyoneAnswered: allAnswered(written.players, written.answers) };
    },
    size: () => open.size,
  };
}
