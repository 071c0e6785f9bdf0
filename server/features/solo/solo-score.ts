/**
 * Scores a solo sheet (submit_solo_round and every mode's outbox sheet) in the caller's
 * transaction, under the player's lock, as Quiz Zone's score-sheet.ts does: bound to the round the
 * server served (this player, these questions in this order, unused, in time) it is ranked when the
 * mode pays; a pack's sheet (no round), a late one or a replay is practice; Self Challenge and
 * bookmarks are unpaid. Answers checked during the round overrule the sheet.
 */
import type { SoloResult, SoloSheet } from '../../../contract/api/solo';
import type { PracticeReason } from '../../../contract/api/quiz';
import type { CoinRule } from '../../../contract/api/settings';
import { LIFELINE_SPEND_KIND, MODE_CONTENT, MODE_LIFELINES, UNPAID_MODES } from '../../../contract/quiz/solo-modes';
import { LATE_GRACE_MS, percentageOf } from '../../../contract/quiz/rules';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { EconomyRules } from '../economy/economy.service';
import { dayStart, streakMoment } from '../economy/streak';
import { spendTitles } from '../economy/titles';
import { coinsForPercentage } from '../quiz/coin-rule';
import { levelPayout } from '../quiz/level-payout';
import { practiceCoins, PRACTICE_LEDGER_TYPE } from '../quiz/quiz.repo';
import { vouchedTimes } from '../quiz/round-timing';
import { effectiveExpiry, isCorrect } from './solo-play';
import { roundKeyPart, totalMsOf, type SoloCore } from './solo-core';
import * as repo from './solo.repo';
import type { SoloTicket } from './solo-ticket';

export type SheetOrigin = 'action' | 'outbox';

/** Read before the transaction (PGlite has one connection): the round, the key, the rules. */
export interface SoloSubmitContext {
  readonly ticket: SoloTicket | null;
  readonly scope: string;
  readonly key: readonly repo.KeyRow[];
  readonly limitMs: number | null;
  readonly pointsPerCorrect: number;
  readonly coinRule: CoinRule;
  readonly practiceDailyCap: number;
  readonly rules: EconomyRules;
}

/** Whether a question belongs to a pack's scope for this mode. */
function inScope(row: repo.KeyRow, scope: string, dayIds: ReadonlySet<number> | null): boolean {
  const [kind, value] = scope.split(':');
  const id = Number(value);
  if (kind === 'category') return row.categoryId === id;
  if (kind === 'subcategory') return row.subcategoryId === id;
  if (kind === 'passage') return row.passageId === id;
  if (kind === 'type') return row.type === value && !row.isPremium;
  if (kind === 'day') return dayIds?.has(row.id) ?? false;
  return kind === 'bookmarks';
}

export async function prepareSoloSubmit(core: SoloCore, user: AuthUser, sheet: SoloSheet, origin: SheetOrigin): Promise<SoloSubmitContext> {
  const ids = sheet.answers.map((a) => a.question_id);
  if (new Set(ids).size !== ids.length) throw new AppError('ANSWER_SHEET_INVALID', undefined, 'answers');
  let ticket: SoloTicket | null = null;
  let scope = sheet.scope ?? '';
  if (sheet.round_id) {
    try {
      ticket = await core.ticketOf(user, sheet.round_id);
    } catch (error) {
      // A device's sheet naming a round this server cannot read is a pack's sheet: its scope decides.
      if (origin === 'action' || !sheet.scope) throw error;
    }
  } else if (origin === 'action') {
    throw new AppError('ROUND_NOT_SERVED', undefined, 'round_id');
  }
  if (ticket && sheet.round_id) {
    if (ticket.mode !== sheet.mode) throw new AppError('ROUND_NOT_SERVED', 'ROUND_OTHER_QUESTIONS', 'round_id');
    const served = await core.roundQuestions(ticket, sheet.round_id);
    // The sheet answers exactly the served questions, in the order served.
    if (served.length !== ids.length || served.some((id, i) => ids[i] !== id)) throw new AppError('ROUND_NOT_SERVED', 'ROUND_OTHER_QUESTIONS', 'answers');
    scope = ticket.scope;
  }
  const key = await core.keyRows(ids);
  if (key.length !== ids.length) throw new AppError('ANSWER_SHEET_INVALID', undefined, 'answers');
  if (!ticket) {
    if (!scope) throw new AppError('ANSWER_SHEET_INVALID', undefined, 'scope');
    const wanted = MODE_CONTENT[sheet.mode];
    const dayIds = scope.startsWith('day:') ? new Set((await repo.dailySet(core.db, scope.slice(4), key[0]?.categoryId ? await languageOf(core, key[0].categoryId) : 0)) ?? []) : null;
    const fits = key.every((row) => row.active && (wanted === 'any' || row.type === wanted) && inScope(row, scope, dayIds));
    if (!fits) throw new AppError('ANSWER_SHEET_INVALID', undefined, 'answers');
    if (scope === 'bookmarks' && !(await core.bookmarked(user.id, ids))) throw new AppError('ANSWER_SHEET_INVALID', undefined, 'answers');
  }
  // The review carries answers: only for a player who may play every premium category in the sheet.
  for (const row of key) if (row.isPremium) await core.premium.ensure(user.id, { id: row.categoryId, is_premium: true, name: row.categoryName });
  const config = await core.settings.systemConfig();
  return {
    ticket,
    scope,
    key,
    limitMs: ticket ? await core.limitMs(ticket) : await core.limitMs({ mode: sheet.mode }),
    pointsPerCorrect: config.quiz_zone_points_per_correct,
    coinRule: config.quiz_zone_coins,
    practiceDailyCap: config.practice_daily_coin_cap,
    rules: await core.economy.rules(),
  };
}

async function languageOf(core: SoloCore, categoryId: number): Promise<number> {
  const row = await repo.findCategory(core.db, { id: categoryId });
  return row?.languageId ?? 0;
}

interface Given {
  readonly answer: number | null;
  readonly text: string | null;
  readonly timeMs: number;
}

export async function scoreSoloSheet(
  tx: Tx,
  core: SoloCore,
  user: AuthUser,
  sheet: SoloSheet,
  context: SoloSubmitContext,
  origin: SheetOrigin,
  extra: { readonly playedAt?: string | undefined; readonly opId?: string | undefined },
): Promise<SoloResult> {
  const now = core.ctx.now();
  const { ticket, key, limitMs } = context;
  const roundId = ticket ? (sheet.round_id ?? null) : null;
  let practiceReason: PracticeReason | null = ticket ? null : 'not_served';
  let usedRound: string | null = null;
  let lifelines: repo.LifelineRow[] = [];
  let recorded = new Map<number, repo.SoloAnswerRow>();
  let elapsedMs: number | null = null;

  if (ticket && roundId) {
    if (await repo.roundUsed(tx, roundId)) {
      if (origin === 'action') throw new AppError('ALREADY_PLAYED', undefined, 'round_id');
      practiceReason = 'already_played';
    } else {
      usedRound = roundId;
      lifelines = await repo.roundLifelines(tx, roundId);
      recorded = new Map((await repo.roundAnswers(tx, roundId)).map((r) => [r.questionId, r]));
      elapsedMs = now.getTime() - ticket.servedAt;
      if (now.getTime() > effectiveExpiry(ticket, lifelines, limitMs)) {
        if (origin === 'action') throw new AppError('ROUND_EXPIRED', undefined, 'round_id');
        practiceReason = 'round_expired';
      }
    }
  }

  // Answers as the server vouches for them: recorded ones are final; in a round in time, the rest
  // share out the time the server saw pass (as Quiz Zone's withRecordedAnswers).
  const byId = new Map(sheet.answers.map((a) => [a.question_id, a]));
  const open = key.filter((q) => !recorded.has(q.id));
  const recordedMs = [...recorded.values()].reduce((sum, r) => sum + r.timeMs, 0);
  const times =
    practiceReason === null && elapsedMs !== null
      ? vouchedTimes(open.map((q) => byId.get(q.id)?.time_ms ?? 0), Math.max(0, elapsedMs - recordedMs), recorded.size > 0 ? Number.POSITIVE_INFINITY : undefined)
      : open.map((q) => byId.get(q.id)?.time_ms ?? 0);
  const openTimes = new Map(open.map((q, i) => [q.id, times[i] ?? 0]));
  const given = (id: number): Given => {
    const fixed = recorded.get(id);
    if (fixed) return { answer: fixed.answer, text: fixed.text, timeMs: fixed.timeMs };
    const a = byId.get(id);
    return { answer: a?.answer ?? null, text: a?.text ?? null, timeMs: openTimes.get(id) ?? 0 };
  };

  // Lifelines a device used offline: charged now, up to the balance; only a practice sheet's skips count
  // (a ranked round's help is what use_lifeline recorded).
  const allowed = MODE_LIFELINES[sheet.mode];
  const offline = origin === 'outbox' ? [...new Map((sheet.lifelines ?? []).filter((l) => allowed.includes(l.lifeline) && byId.has(l.question_id) && !lifelines.some((u) => u.lifeline === l.lifeline)).map((l) => [l.lifeline, l])).values()] : [];
  const skippedIds = new Set(lifelines.filter((l) => l.lifeline === 'skip').map((l) => l.questionId));
  if (practiceReason !== null) for (const l of offline) if (l.lifeline === 'skip') skippedIds.add(l.question_id);
  const resetIds = new Set(lifelines.filter((l) => l.lifeline === 'reset_time').map((l) => l.questionId));

  // Self Challenge has one clock: answers past it (in the order played) count as none.
  const totalMs = ticket && limitMs === null ? totalMsOf(ticket) + LATE_GRACE_MS : Number.POSITIVE_INFINITY;
  let clock = 0;
  const marks = key.map((q) => {
    const g = given(q.id);
    clock += g.timeMs;
    const questionLimit = limitMs === null ? Number.POSITIVE_INFINITY : recorded.has(q.id) ? Number.POSITIVE_INFINITY : resetIds.has(q.id) ? 2 * limitMs : limitMs;
    const inTime = g.timeMs <= questionLimit && clock <= totalMs;
    const answer = inTime ? g.answer : null;
    const text = inTime ? (g.text ?? null) : null;
    const skipped = skippedIds.has(q.id);
    return { q, answer, text, timeMs: g.timeMs, skipped, correct: !skipped && isCorrect(q, answer, text), none: answer === null && (text === null || text === '') };
  });
  const counted = marks.filter((m) => !m.skipped);
  const correct = counted.filter((m) => m.correct).length;
  const unanswered = counted.filter((m) => m.none).length;
  const percentage = percentageOf(correct, counted.length);

  const day = ticket?.scope.startsWith('day:') ? ticket.scope.slice(4) : null;
  const unpaid = UNPAID_MODES.includes(sheet.mode) || (ticket !== null && !ticket.paid);
  const playedBefore = await repo.playedBefore(tx, user.id, sheet.mode, context.scope);
  const practiceRef = `${PRACTICE_LEDGER_TYPE}:${sheet.mode}:${context.scope}`;
  const practice = !unpaid && practiceReason !== null ? await practiceCoins(tx, user.id, practiceRef, dayStart(now)) : null;
  const rankedBefore = sheet.mode === 'daily_quiz' && day !== null && practiceReason === null ? (await repo.rankedDailyResult(tx, user.id, day)) !== undefined : false;
  const payout = unpaid
    ? null
    : levelPayout({
        practiceReason,
        rankedBefore,
        playedBefore,
        practiceBooked: practice?.booked ?? 0,
        practiceCoinsLeft: practice ? Math.max(0, context.practiceDailyCap - practice.today) : 0,
        coins: coinsForPercentage(context.coinRule, percentage),
        score: correct * context.pointsPerCorrect,
      });
  const ranked = payout?.mode === 'ranked';
  const booked = payout
    ? await core.economy.earn(
        tx,
        {
          userId: user.id,
          coins: payout.coins,
          score: payout.score,
          // Practice shares Quiz Zone's ledger type: one practice allowance a day for every mode.
          type: ranked ? sheet.mode : PRACTICE_LEDGER_TYPE,
          title: `${ranked ? '' : 'Practice: '}${titleOf(sheet.mode)}`,
          source: 'sheet',
          ref: ranked ? `solo:${sheet.mode}:${context.scope}` : practiceRef,
          key: ranked && roundId ? `solo_round:${roundKeyPart(roundId)}` : null,
          at: now,
        },
        context.rules,
      )
    : { coins: 0, score: 0 };

  let offlineSpent = 0;
  for (const l of offline) {
    const kind = LIFELINE_SPEND_KIND[l.lifeline];
    const balance = await core.economy.balance(tx, user.id);
    const coins = Math.max(0, Math.min(context.rules.spendPrices[kind], balance.coins));
    const spentFor = roundId ?? `op:${extra.opId ?? roundKeyPart(JSON.stringify(sheet))}`;
    const spent = await core.economy.spendIn(tx, user.id, { coins, type: kind, title: spendTitles[kind], ref: `solo:${sheet.mode}`, key: `lifeline:${roundKeyPart(spentFor)}:${l.lifeline}` });
    if (!spent.replayed) offlineSpent += spent.charged;
  }
  const hintsSpent = roundId ? (await repo.roundHints(tx, roundId)).reduce((sum, h) => sum + h.charged, 0) : 0;
  const coinsSpent = lifelines.reduce((sum, l) => sum + l.charged, 0) + hintsSpent + offlineSpent;

  const earning = unpaid ? 'unpaid' : ranked ? 'ranked' : 'practice';
  await repo.insertResult(tx, {
    userId: user.id,
    mode: sheet.mode,
    scope: context.scope,
    earning,
    total: key.length,
    correct,
    skipped: key.length - counted.length,
    percentage,
    score: booked.score,
    coins: booked.coins,
    roundId: usedRound,
    rankedDay: ranked && sheet.mode === 'daily_quiz' ? day : null,
    elapsedMs,
    answers: marks.map((m) => ({ question_id: m.q.id, answer: m.answer, text: m.text, time_ms: m.timeMs, is_correct: m.correct, skipped: m.skipped })),
  });
  const categories = new Set(key.map((q) => q.categoryId));
  const [only] = categories;
  const awards = await core.economy.recordRound(
    tx,
    {
      userId: user.id,
      // Statistics per category are Quiz Zone's: a round of one Quiz Zone category counts there.
      categoryId: categories.size === 1 && key[0]?.type === 'quiz_zone' ? (only ?? null) : null,
      questions: counted.length,
      correct,
      ranked,
      averageMs: ranked && counted.length > 0 ? counted.reduce((sum, m) => sum + m.timeMs, 0) / counted.length : null,
      firstAttempt: !playedBefore,
      playedAt: streakMoment(extra.playedAt, now),
      dailyQuiz: ranked && sheet.mode === 'daily_quiz',
    },
    context.rules,
  );
  if (usedRound) await repo.forgetRoundAnswers(tx, usedRound);
  const balance = await core.economy.balance(tx, user.id);
  return {
    mode: sheet.mode,
    earning,
    practice_reason: payout ? payout.practiceReason : null,
    practice_capped: payout?.practiceCapped ?? false,
    total: key.length,
    correct,
    incorrect: counted.length - correct - unanswered,
    unanswered,
    skipped: key.length - counted.length,
    percentage,
    score_earned: booked.score,
    coins_earned: booked.coins,
    coins_spent: coinsSpent,
    coins: balance.coins,
    all_time_score: balance.all_time_score,
    review: marks.map((m) => ({
      question_id: m.q.id,
      question: m.q.question,
      type: m.q.type,
      chosen: m.answer,
      chosen_text: m.text,
      correct_answer: m.q.answer,
      correct_text: m.q.answerText,
      is_correct: m.correct,
      skipped: m.skipped,
      note: m.q.note,
    })),
    badges_earned: awards.map((award) => award.badge),
    badge_rewards: awards,
  };
}

const TITLES: Record<SoloSheet['mode'], string> = {
  daily_quiz: 'Daily Quiz',
  true_false: 'True & False',
  fun_n_learn: 'Fun & Learn',
  guess_the_word: 'Guess The Word',
  self_challenge: 'Self Challenge',
  audio_questions: 'Audio Questions',
  math_mania: 'Math Mania',
  nonverbal: 'Non-verbal reasoning',
  bookmarks: 'Bookmarks',
};

export function titleOf(mode: SoloSheet['mode']): string {
  return TITLES[mode];
}
