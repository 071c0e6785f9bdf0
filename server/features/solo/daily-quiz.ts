/**
 * The daily quiz: one set of DAILY_QUIZ_QUESTIONS free Quiz Zone questions per language and UTC
 * day, drawn by the first request of the day and stored (insert on conflict do nothing, so two
 * instances agree on the first one stored). It pays once a day: a second start after a ranked
 * result is refused, and a second ranked result cannot be stored (solo_results.ranked_day).
 */
import { eq } from 'drizzle-orm';
import type { SoloResult } from '../../../contract/api/solo';
import { DAILY_QUIZ_QUESTIONS } from '../../../contract/quiz/solo-modes';
import { languages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { isCorrect } from './solo-play';
import type { SoloCore } from './solo-core';
import { openRound } from './solo-serve';
import * as repo from './solo.repo';
import { roundNonce, seededOrder } from './solo-ticket';
import { poolIds } from './solo.repo';

/** The language a request means: the one it names, or the default one. */
export async function languageOrDefault(core: SoloCore, languageId: number | undefined): Promise<number> {
  if (languageId !== undefined) return languageId;
  const [row] = await core.db.select({ id: languages.id }).from(languages).where(eq(languages.isDefault, true)).limit(1);
  return row?.id ?? 1;
}

export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/** The day's set, drawn and stored by the first request of the day. */
export async function dailyQuestionIds(core: SoloCore, day: string, languageId: number): Promise<number[]> {
  const stored = await repo.dailySet(core.db, day, languageId);
  if (stored) return stored;
  const pool = await poolIds(core.db, { kind: 'type', type: 'quiz_zone', languageId });
  const drawn = seededOrder(pool, roundNonce()).slice(0, DAILY_QUIZ_QUESTIONS);
  if (drawn.length === 0) throw new AppError('NO_QUESTIONS', undefined, 'language_id');
  return repo.claimDailySet(core.db, day, languageId, drawn);
}

/** A stored daily result as the dashboard shows it, with its review. */
async function resultOf(core: SoloCore, user: AuthUser, row: NonNullable<Awaited<ReturnType<typeof repo.rankedDailyResult>>>): Promise<SoloResult> {
  const key = new Map((await core.keyRows(row.answers.map((a) => a.question_id))).map((q) => [q.id, q]));
  const balance = await core.economy.balance(core.db, user.id);
  const counted = row.answers.filter((a) => !a.skipped);
  const unanswered = counted.filter((a) => a.answer === null && (a.text === null || a.text === '')).length;
  return {
    mode: 'daily_quiz',
    earning: row.earning,
    practice_reason: null,
    practice_capped: false,
    total: row.total,
    correct: row.correct,
    incorrect: counted.length - row.correct - unanswered,
    unanswered,
    skipped: row.skipped,
    percentage: row.percentage,
    score_earned: row.score,
    coins_earned: row.coins,
    coins_spent: 0,
    coins: balance.coins,
    all_time_score: balance.all_time_score,
    review: row.answers.flatMap((a) => {
      const q = key.get(a.question_id);
      if (!q) return [];
      return [
        {
          question_id: q.id,
          question: q.question,
          type: q.type,
          chosen: a.answer,
          chosen_text: a.text,
          correct_answer: q.answer,
          correct_text: q.answerText,
          is_correct: isCorrect(q, a.answer, a.text),
          skipped: a.skipped,
          note: q.note,
        },
      ];
    }),
  };
}

export async function getDailyQuiz(core: SoloCore, user: AuthUser, body: { language_id?: number | undefined; peek: boolean }) {
  const languageId = await languageOrDefault(core, body.language_id);
  const day = todayOf(core.ctx.now());
  const ids = await dailyQuestionIds(core, day, languageId);
  const played = await repo.rankedDailyResult(core.db, user.id, day);
  if (!body.peek && played) throw new AppError('ALREADY_PLAYED', undefined, 'day');
  const round = body.peek ? null : await openRound(core, user, { mode: 'daily_quiz', scope: `day:${day}`, title: `Daily Quiz, ${day}`, languageId, questionIds: ids });
  const streak = (await core.economy.statistics(user)).streak.current;
  return { day, question_count: ids.length, played: played !== undefined, result: played ? await resultOf(core, user, played) : null, round, streak };
}

