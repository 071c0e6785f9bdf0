/**
 * check_level_answer: one answer of a served round, checked as it is given, so online play shows
 * the same per-question feedback as a downloaded pack. The first answer to a question of a round
 * is final and recorded with the server's time of it; the round's sheet is scored with the
 * recorded answers (score-sheet.ts), so feedback never gives a second chance.
 */
import type { KeyObject } from 'node:crypto';
import type { AnswerVerdict } from '../../../contract/api/quiz';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import * as repo from './quiz.repo';
import { readRound } from './round-ticket';

export interface CheckInput {
  readonly roundId: string;
  readonly questionId: number;
  readonly answer: number | null;
  readonly timeMs: number;
}

/** A level's questions with their key, in the order they are served. */
export interface LevelKey {
  readonly questions: readonly { readonly id: number; readonly answer: number; readonly note: string }[];
  readonly digest: string;
}

export interface CheckContext {
  readonly roundKey: KeyObject;
  readonly limitMs: number;
  /** The level's key, by subcategory and level (cached by the service). */
  readonly levelKey: (subcategory: number, level: number) => Promise<LevelKey>;
  readonly now: Date;
}

/**
 * How long an answer took, as the server records it: the device's claim, never more than the
 * server saw pass since the round's previous answer arrived (or since serving, for the first).
 * The gap also holds the time spent reading the previous feedback, which is why it only caps.
 */
export function recordedTime(claimMs: number, sinceMs: number, nowMs: number): number {
  return Math.max(0, Math.min(Math.floor(claimMs), nowMs - sinceMs));
}

function verdict(recorded: repo.RoundAnswerRow, question: LevelKey['questions'][number]): AnswerVerdict {
  return {
    question_id: question.id,
    chosen: recorded.answer,
    is_correct: recorded.answer === question.answer,
    correct_answer: question.answer,
    note: question.note,
  };
}

export async function checkAnswer(db: DbOrTx, user: AuthUser, input: CheckInput, context: CheckContext): Promise<AnswerVerdict> {
  const ticket = readRound(input.roundId, context.roundKey);
  if (ticket?.userId !== user.id) throw new AppError('ROUND_NOT_SERVED', undefined, 'round_id');
  const now = context.now.getTime();
  if (now > ticket.expiresAt) throw new AppError('ROUND_EXPIRED', undefined, 'round_id');
  const key = await context.levelKey(ticket.subcategory, ticket.level);
  if (key.digest !== ticket.questions) {
    throw new AppError('ROUND_NOT_SERVED', 'ROUND_OTHER_QUESTIONS', 'round_id');
  }
  // Only a question the round served can be checked: its id is in the ticket's fingerprint.
  const question = key.questions.find((q) => q.id === input.questionId);
  if (!question) throw new AppError('ROUND_NOT_SERVED', 'QUESTION_NOT_IN_ROUND', 'question_id');
  if (await repo.roundUsed(db, input.roundId)) throw new AppError('ALREADY_PLAYED', undefined, 'round_id');

  const earlier = await repo.roundAnswers(db, input.roundId);
  const known = earlier.find((r) => r.questionId === question.id);
  if (known) return verdict(known, question);
  const since = Math.max(ticket.servedAt, ...earlier.map((r) => r.answeredAt.getTime()));
  const timeMs = recordedTime(input.timeMs, since, now);
  // An answer later than the question's time counts as none, as tallySheet counts it.
  const answer = timeMs <= context.limitMs ? input.answer : null;
  const recorded = await repo.recordRoundAnswer(db, {
    roundId: input.roundId,
    userId: user.id,
    questionId: question.id,
    answer,
    timeMs,
    answeredAt: context.now,
  });
  return verdict(recorded, question);
}
