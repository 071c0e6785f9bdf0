/**
 * Scores one Quiz Zone answer sheet inside the caller's transaction: checks it against the level and,
 * when it names one, the round the server served; decides ranked or practice; pays through the
 * ledger; records the result; unlocks the next level at the pass mark.
 */
import type { KeyObject } from 'node:crypto';
import type { Answer, LevelResult, Subcategory } from '../../../contract/api/quiz';
import type { CoinRule } from '../../../contract/api/settings';
import { levelUnlockedAfter, passes, tallySheet } from '../../../contract/quiz/rules';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { BadgeAward, Booked, EarnEvent, RoundFacts } from '../economy/economy.service';
import { balanceOf } from '../economy/ledger.repo';
import { dayStart, streakMoment } from '../economy/streak';
import type { LevelKey } from './check-answer';
import { coinsForPercentage } from './coin-rule';
import { levelPayout, type PayoutFacts } from './level-payout';
import * as repo from './quiz.repo';
import { questionsDigest, readRound } from './round-ticket';
import { vouchedTimes } from './round-timing';

export interface LevelRef {
  readonly category: number;
  readonly subcategory: number;
  readonly level: number;
}

export interface SheetInput {
  readonly answers: readonly Answer[];
  /** The round get_questions_by_level opened, when the questions came from the server. */
  readonly roundId?: string | undefined;
  /** When the device says it was played (an outbox op's created_at): the streak's day, within limits. */
  readonly playedAt?: string | undefined;
}

/**
 * action: set_level_data, which must name a round the server served; outbox: a sheet queued on a
 * device, which may come from a downloaded pack (no round) or arrive after its round expired, and
 * is then practice.
 */
export type SheetOrigin = 'action' | 'outbox';

/** The configuration and content a sheet is scored with, read before the transaction opens. */
export interface SubmitContext {
  readonly subcategory: Subcategory;
  /**
   * The level's questions in play order with their answers, from the content cache that serves
   * them and checks single answers (quiz.service.ts), so scoring agrees with what was served and
   * the transaction does not read content.
   */
  readonly key: LevelKey;
  readonly limitMs: number;
  readonly pointsPerCorrect: number;
  readonly coinRule: CoinRule;
  readonly passPercentage: number;
  readonly practiceDailyCap: number;
  /** The key that signs served rounds (round-ticket.ts). */
  readonly roundKey: KeyObject;
  /** The economy with today's rules: the one way a sheet pays (its daily cap) and counts (badges, streak, statistics). */
  readonly economy: {
    readonly earn: (tx: Tx, event: EarnEvent) => Promise<Booked>;
    readonly recordRound: (tx: Tx, round: RoundFacts) => Promise<BadgeAward[]>;
  };
}

interface Timing {
  readonly practiceReason: PayoutFacts['practiceReason'];
  readonly answers: readonly Answer[];
  readonly elapsedMs: number | null;
  /** The round this sheet uses up, recorded with its result so no other sheet can use it. */
  readonly roundId: string | null;
}

/**
 * Binds the sheet to its round: a round the server signed for this user, this level and these
 * questions in this order, scored once. In time, its answers get the times the server's clock
 * vouches for; too late, or without a round, the sheet is practice when it came through the outbox
 * and refused when it did not.
 */
async function roundTiming(
  tx: Tx,
  user: AuthUser,
  ref: LevelRef,
  sheet: SheetInput,
  questionIds: number[],
  context: { origin: SheetOrigin; roundKey: KeyObject; now: Date },
): Promise<Timing> {
  const { origin, now } = context;
  const practice = (practiceReason: NonNullable<Timing['practiceReason']>, roundId: string | null = null, elapsedMs: number | null = null): Timing => ({
    practiceReason,
    answers: sheet.answers,
    elapsedMs,
    roundId,
  });
  const ticket = sheet.roundId ? readRound(sheet.roundId, context.roundKey) : null;
  if (!sheet.roundId || ticket?.userId !== user.id) {
    if (origin === 'action') throw new AppError('ROUND_NOT_SERVED', undefined, 'round_id');
    return practice('not_served');
  }
  if (ticket.subcategory !== ref.subcategory || ticket.level !== ref.level || ticket.questions !== questionsDigest(questionIds)) {
    throw new AppError('ROUND_NOT_SERVED', 'ROUND_OTHER_QUESTIONS', 'round_id');
  }
  if (await repo.roundUsed(tx, sheet.roundId)) {
    if (origin === 'action') throw new AppError('ALREADY_PLAYED', undefined, 'round_id');
    // A device may replay questions the service worker cached with their round: a replay, kept as
    // practice (it earns nothing) rather than lost.
    return practice('already_played');
  }
  const elapsedMs = now.getTime() - ticket.servedAt;
  if (now.getTime() > ticket.expiresAt) {
    if (origin === 'action') throw new AppError('ROUND_EXPIRED', undefined, 'round_id');
    return practice('round_expired', sheet.roundId, elapsedMs);
  }
  // Answers in the order the questions were served, as they were played.
  const byId = new Map(sheet.answers.map((a) => [a.question_id, a]));
  const inOrder = questionIds.map((id) => byId.get(id) as Answer);
  const recorded = new Map((await repo.roundAnswers(tx, sheet.roundId)).map((r) => [r.questionId, r]));
  return { practiceReason: null, answers: withRecordedAnswers(inOrder, recorded, elapsedMs), elapsedMs, roundId: sheet.roundId };
}

/**
 * The sheet's answers with the round's recorded ones (check_level_answer) in their place: a recorded
 * answer is final, so a sheet that says otherwise is overruled, not refused (an outbox sheet cannot
 * be sent again). With nothing recorded, the device's times share out the elapsed time
 * (vouchedTimes). Beside recorded answers, the gaps the server saw include the time spent reading
 * each feedback, so the rest of the claims are only capped to the time left, never stretched.
 */
export function withRecordedAnswers(inOrder: readonly Answer[], recorded: ReadonlyMap<number, repo.RoundAnswerRow>, elapsedMs: number): Answer[] {
  if (recorded.size === 0) {
    const times = vouchedTimes(inOrder.map((a) => a.time_ms), elapsedMs);
    return inOrder.map((a, i) => ({ ...a, time_ms: times[i] ?? a.time_ms }));
  }
  const open = inOrder.filter((a) => !recorded.has(a.question_id));
  const recordedMs = [...recorded.values()].reduce((sum, r) => sum + r.timeMs, 0);
  const capped = vouchedTimes(open.map((a) => a.time_ms), Math.max(0, elapsedMs - recordedMs), Number.POSITIVE_INFINITY);
  const openTimes = new Map(open.map((a, i) => [a.question_id, capped[i] ?? a.time_ms]));
  return inOrder.map((a) => {
    const fixed = recorded.get(a.question_id);
    return fixed ? { question_id: a.question_id, answer: fixed.answer, time_ms: fixed.timeMs } : { ...a, time_ms: openTimes.get(a.question_id) ?? a.time_ms };
  });
}

/**
 * The caller's transaction holds the user's lock (lockUser): earns of one user are serialised, so
 * what is read here about the user (level reached, history, ledger) stays true until it commits.
 */
export async function scoreSheet(
  tx: Tx,
  user: AuthUser,
  ref: LevelRef,
  sheet: SheetInput,
  context: SubmitContext,
  origin: SheetOrigin,
  now: Date,
): Promise<LevelResult> {
  const { subcategory, limitMs, pointsPerCorrect, coinRule, passPercentage, practiceDailyCap } = context;
  // One query for what the user has done on this level: each one less is a round trip less while
  // the user's lock (and, on PGlite, the one connection) is held.
  const standing = await repo.levelStanding(tx, user.id, ref.subcategory, ref.level);
  if (ref.level > standing.reached) throw new AppError('LEVEL_LOCKED', undefined, 'level');
  const { questions } = context.key;
  if (questions.length === 0) throw new AppError('NO_QUESTIONS', undefined, 'level');

  const byId = new Map(sheet.answers.map((a) => [a.question_id, a]));
  if (byId.size !== sheet.answers.length || sheet.answers.length !== questions.length || questions.some((q) => !byId.has(q.id))) {
    throw new AppError('ANSWER_SHEET_INVALID', undefined, 'answers');
  }

  const timing = await roundTiming(tx, user, ref, sheet, questions.map((q) => q.id), { origin, roundKey: context.roundKey, now });
  const tally = tallySheet(questions, timing.answers, limitMs);
  const passed = passes(tally.percentage, passPercentage);
  const practiceRef = `${repo.PRACTICE_LEDGER_TYPE}:${ref.subcategory}:${ref.level}`;
  const practice = timing.practiceReason ? await repo.practiceCoins(tx, user.id, practiceRef, dayStart(now)) : null;
  const payout = levelPayout({
    practiceReason: timing.practiceReason,
    rankedBefore: standing.ranked,
    playedBefore: standing.played,
    practiceBooked: practice?.booked ?? 0,
    practiceCoinsLeft: practice ? Math.max(0, practiceDailyCap - practice.today) : 0,
    coins: coinsForPercentage(coinRule, tally.percentage),
    score: tally.correct * pointsPerCorrect,
  });

  const ranked = payout.mode === 'ranked';
  const booked = await context.economy.earn(tx, {
    userId: user.id,
    coins: payout.coins,
    score: payout.score,
    type: ranked ? 'quiz_zone' : repo.PRACTICE_LEDGER_TYPE,
    title: `${ranked ? 'Quiz Zone' : 'Quiz Zone practice'}: ${subcategory.name}, level ${ref.level}`,
    source: 'sheet',
    ref: ranked ? `quiz_zone:${ref.subcategory}:${ref.level}` : practiceRef,
    at: now,
  });
  await repo.insertResult(tx, {
    userId: user.id,
    categoryId: ref.category,
    subcategoryId: ref.subcategory,
    level: ref.level,
    total: questions.length,
    correct: tally.correct,
    percentage: tally.percentage,
    score: tally.correct * pointsPerCorrect,
    coins: booked.coins,
    mode: payout.mode,
    elapsedMs: timing.elapsedMs,
    roundId: timing.roundId,
    answers: tally.marks,
  });
  const vouchedMs = timing.practiceReason === null && timing.answers.length > 0 ? timing.answers.reduce((sum, a) => sum + a.time_ms, 0) / timing.answers.length : null;
  const badgesEarned = await context.economy.recordRound(tx, {
    userId: user.id,
    categoryId: ref.category,
    questions: tally.total,
    correct: tally.correct,
    ranked,
    averageMs: vouchedMs,
    firstAttempt: !standing.played,
    playedAt: streakMoment(sheet.playedAt, now),
  });
  // The round is used now (its result holds the answers): nothing reads its checked answers again.
  if (timing.roundId) await repo.forgetRoundAnswers(tx, timing.roundId);
  const unlocked = levelUnlockedAfter(ref.level, subcategory.max_level, tally.percentage, passPercentage);
  if (unlocked !== null) await repo.raiseLevel(tx, user.id, ref.subcategory, unlocked);
  // The next level is open when this result or an earlier one passed. raiseLevel keeps the
  // greater level and nothing else writes it while the user is locked, so it is not read again.
  const reached = Math.max(standing.reached, unlocked ?? 0);
  const balance = await balanceOf(tx, user.id);

  return {
    level: ref.level,
    mode: payout.mode,
    practice_reason: payout.practiceReason,
    practice_capped: payout.practiceCapped,
    passed,
    pass_percentage: passPercentage,
    total: tally.total,
    correct: tally.correct,
    incorrect: tally.incorrect,
    unanswered: tally.unanswered,
    percentage: tally.percentage,
    score_earned: payout.score,
    coins_earned: booked.coins,
    coins: balance.coins,
    all_time_score: balance.all_time_score,
    next_level: ref.level < subcategory.max_level && reached > ref.level ? ref.level + 1 : null,
    badges_earned: badgesEarned.map((award) => award.badge),
    review: questions.map((q, i) => ({
      question_id: q.id,
      chosen: tally.marks[i]?.answer ?? null,
      correct_answer: q.answer,
      is_correct: tally.marks[i]?.is_correct ?? false,
      note: q.note,
    })),
  };
}
