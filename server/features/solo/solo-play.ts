/**
 * Playing a served round: check_solo_answer (the first answer is final, recorded with the server's
 * time), use_lifeline and use_word_hint (each one transaction under the player's lock, paid through
 * the economy's spend path with a key per round and lifeline, or per letter, so a repeat or a
 * concurrent double call is charged once).
 */
import type { LifelineOutcome, SoloVerdict } from '../../../contract/api/solo';
import { LIFELINE_SPEND_KIND, MODE_LIFELINES, normaliseWord, type Lifeline } from '../../../contract/quiz/solo-modes';
import { LATE_GRACE_MS } from '../../../contract/quiz/rules';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { uniqueViolation } from '../../lib/db-errors';
import { spendTitles } from '../economy/titles';
import { recordedTime } from '../quiz/check-answer';
import { audiencePoll, fiftyFiftyRemoved, lettersOf } from './lifeline-effects';
import { roundKeyPart, type SoloCore } from './solo-core';
import * as repo from './solo.repo';
import type { SoloTicket } from './solo-ticket';

export interface CheckInput {
  readonly roundId: string;
  readonly questionId: number;
  readonly answer: number | null;
  readonly text: string | null;
  readonly timeMs: number;
}

/** Whether an answer is right: a word after normaliseWord, a choice by index. */
export function isCorrect(row: Pick<repo.KeyRow, 'answer' | 'answerText'>, answer: number | null, text: string | null): boolean {
  if (row.answerText !== null) return text !== null && text !== '' && normaliseWord(text) === normaliseWord(row.answerText);
  return answer !== null && answer === row.answer;
}

/** The round's expiry with a reset's extra time: Reset time gives one question its full time again. */
export function effectiveExpiry(ticket: SoloTicket, lifelines: readonly repo.LifelineRow[], limitMs: number | null): number {
  return ticket.expiresAt + (limitMs !== null && lifelines.some((l) => l.lifeline === 'reset_time') ? limitMs : 0);
}

/** The round's question (QUESTION_NOT_IN_ROUND otherwise), with its key row. */
async function roundQuestion(core: SoloCore, ticket: SoloTicket, roundId: string, questionId: number): Promise<repo.KeyRow> {
  const ids = await core.roundQuestions(ticket, roundId);
  if (!ids.includes(questionId)) throw new AppError('ROUND_NOT_SERVED', 'QUESTION_NOT_IN_ROUND', 'question_id');
  const [row] = await core.keyRows([questionId]);
  if (!row) throw new AppError('ROUND_NOT_SERVED', 'QUESTION_NOT_IN_ROUND', 'question_id');
  return row;
}

function verdict(row: repo.KeyRow, recorded: repo.SoloAnswerRow): SoloVerdict {
  return {
    question_id: row.id,
    chosen: recorded.answer,
    chosen_text: recorded.text,
    is_correct: isCorrect(row, recorded.answer, recorded.text),
    correct_answer: row.answer,
    correct_text: row.answerText,
    note: row.note,
  };
}

export async function checkSoloAnswer(core: SoloCore, user: AuthUser, input: CheckInput): Promise<SoloVerdict> {
  const ticket = await core.ticketOf(user, input.roundId);
  const row = await roundQuestion(core, ticket, input.roundId, input.questionId);
  const limitMs = await core.limitMs(ticket);
  const lifelines = await repo.roundLifelines(core.db, input.roundId);
  const now = core.ctx.now();
  if (now.getTime() > effectiveExpiry(ticket, lifelines, limitMs)) throw new AppError('ROUND_EXPIRED', undefined, 'round_id');
  if (await repo.roundUsed(core.db, input.roundId)) throw new AppError('ALREADY_PLAYED', undefined, 'round_id');
  const earlier = await repo.roundAnswers(core.db, input.roundId);
  const known = earlier.find((r) => r.questionId === row.id);
  if (known) return verdict(row, known);
  // The question's time runs from the round's previous answer (or serving), or from its reset.
  const reset = lifelines.find((l) => l.lifeline === 'reset_time' && l.questionId === row.id);
  const since = Math.max(ticket.servedAt, reset?.usedAt.getTime() ?? 0, ...earlier.map((r) => r.answeredAt.getTime()));
  const timeMs = recordedTime(input.timeMs, since, now.getTime());
  const inTime = limitMs === null || timeMs <= limitMs;
  const recorded = await repo.recordRoundAnswer(core.db, {
    roundId: input.roundId,
    userId: user.id,
    questionId: row.id,
    answer: inTime ? input.answer : null,
    text: inTime ? (input.text ?? null) : null,
    timeMs,
    answeredAt: now,
  });
  return verdict(row, recorded);
}

/** Runs a spending transaction, once more when a concurrent twin won a key first (it then answers as its replay). */
async function spendingTx<T>(core: SoloCore, run: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await core.ctx.db.transaction(run);
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    return core.ctx.db.transaction(run);
  }
}

/** Refuses help on a round that is scored or over. */
async function ensureOpen(tx: Tx, core: SoloCore, ticket: SoloTicket, roundId: string, lifelines: readonly repo.LifelineRow[], limitMs: number | null): Promise<void> {
  if (await repo.roundUsed(tx, roundId)) throw new AppError('ALREADY_PLAYED', undefined, 'round_id');
  if (core.ctx.now().getTime() > effectiveExpiry(ticket, lifelines, limitMs)) throw new AppError('ROUND_EXPIRED', undefined, 'round_id');
}

function outcomeOf(row: repo.LifelineRow, limitMs: number | null, charged: number, coins: number): LifelineOutcome {
  return {
    lifeline: row.lifeline,
    question_id: row.questionId,
    ...(row.removed ? { removed: row.removed } : {}),
    ...(row.poll ? { poll: row.poll } : {}),
    // The question's own seconds again (the late grace is the server's allowance, not shown time).
    ...(row.lifeline === 'reset_time' ? { seconds: Math.floor(Math.max(0, (limitMs ?? LATE_GRACE_MS) - LATE_GRACE_MS) / 1000) } : {}),
    ...(row.lifeline === 'skip' ? { skipped: true } : {}),
    charged,
    coins,
  };
}

export async function useLifeline(core: SoloCore, user: AuthUser, roundId: string, questionId: number, lifeline: Lifeline): Promise<LifelineOutcome> {
  const ticket = await core.ticketOf(user, roundId);
  if (!MODE_LIFELINES[ticket.mode].includes(lifeline)) throw new AppError('LIFELINE_NOT_ALLOWED', undefined, 'lifeline');
  const row = await roundQuestion(core, ticket, roundId, questionId);
  const needsOptions = lifeline === 'fifty_fifty' || lifeline === 'audience_poll';
  // 50/50 and the poll need four options: a true/false statement or a word has nothing to halve.
  if (needsOptions && (row.answerText !== null || row.options.length < 4)) throw new AppError('LIFELINE_NOT_ALLOWED', undefined, 'lifeline');
  const limitMs = await core.limitMs(ticket);
  const { spendPrices } = await core.economy.rules();
  const kind = LIFELINE_SPEND_KIND[lifeline];
  const key = await core.roundKey();

  return spendingTx(core, async (tx) => {
    await core.economy.lockPlayer(tx, user.id);
    const lifelines = await repo.roundLifelines(tx, roundId);
    const used = lifelines.find((l) => l.lifeline === lifeline);
    if (used) {
      // The same call again answers the first; the lifeline on another question is a second use.
      if (used.questionId !== questionId) throw new AppError('LIFELINE_USED', undefined, 'lifeline');
      return outcomeOf(used, limitMs, 0, (await core.economy.balance(tx, user.id)).coins);
    }
    await ensureOpen(tx, core, ticket, roundId, lifelines, limitMs);
    const onQuestion = (l: Lifeline) => lifelines.some((u) => u.lifeline === l && u.questionId === questionId);
    if (lifeline === 'fifty_fifty' && onQuestion('audience_poll')) throw new AppError('FIFTY_FIFTY_AFTER_POLL', undefined, 'lifeline');
    if (lifeline === 'audience_poll' && onQuestion('fifty_fifty')) throw new AppError('POLL_AFTER_FIFTY_FIFTY', undefined, 'lifeline');
    const spent = await core.economy.spendIn(tx, user.id, {
      coins: spendPrices[kind],
      type: kind,
      title: spendTitles[kind],
      ref: `solo:${ticket.mode}`,
      key: `lifeline:${roundKeyPart(roundId)}:${lifeline}`,
    });
    const stored: repo.LifelineRow = {
      roundId,
      lifeline,
      userId: user.id,
      questionId,
      removed: lifeline === 'fifty_fifty' ? fiftyFiftyRemoved(key, roundId, questionId, row.options.length, row.answer) : null,
      poll: lifeline === 'audience_poll' ? audiencePoll(key, roundId, questionId, row.options.length, row.answer) : null,
      charged: spent.replayed ? 0 : spent.charged,
      usedAt: core.ctx.now(),
    };
    await repo.insertLifeline(tx, stored);
    return outcomeOf(stored, limitMs, stored.charged, (await core.economy.balance(tx, user.id)).coins);
  });
}

export async function useWordHint(core: SoloCore, user: AuthUser, roundId: string, questionId: number) {
  const ticket = await core.ticketOf(user, roundId);
  const row = await roundQuestion(core, ticket, roundId, questionId);
  if (row.answerText === null) throw new AppError('VALIDATION', { text: 'This question has no word to give a letter of' }, 'question_id');
  const letters = lettersOf(row.answerText);
  const limitMs = await core.limitMs(ticket);
  const price = (await core.economy.rules()).spendPrices.word_hint;

  return spendingTx(core, async (tx) => {
    await core.economy.lockPlayer(tx, user.id);
    await ensureOpen(tx, core, ticket, roundId, await repo.roundLifelines(tx, roundId), limitMs);
    const shown = new Set((await repo.roundHints(tx, roundId)).filter((h) => h.questionId === questionId).map((h) => h.position));
    const position = letters.findIndex((_, i) => !shown.has(i));
    if (position < 0) throw new AppError('NO_MORE_HINTS', undefined, 'question_id');
    const spent = await core.economy.spendIn(tx, user.id, {
      coins: price,
      type: 'word_hint',
      title: spendTitles.word_hint,
      ref: `solo:${ticket.mode}`,
      key: `hint:${roundKeyPart(roundId)}:${questionId}:${position}`,
    });
    await repo.insertHint(tx, { roundId, questionId, position, userId: user.id, charged: spent.charged, usedAt: core.ctx.now() });
    shown.add(position);
    return {
      question_id: questionId,
      revealed: [...shown].sort((a, b) => a - b).map((p) => ({ position: p, letter: letters[p] ?? '' })),
      charged: spent.replayed ? 0 : spent.charged,
      coins: (await core.economy.balance(tx, user.id)).coins,
    };
  });
}
