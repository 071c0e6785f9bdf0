/**
 * Badges: what each measures (contract/economy/badges.ts), read from the player's counters, and the
 * award, which happens in the transaction of the event that reached it, exactly once (a row per
 * player and badge), with its coin reward and a notification.
 */
import { BADGE_MEASURES, BADGES, badgeReached, type BadgeCounter, type BadgeType } from '../../../contract/economy/badges';
import type { Tx, DbOrTx } from '../../db/client';
import * as ledger from './ledger.repo';
import { insertNotification } from './notifications.repo';
import * as progress from './progress.repo';
import { badgeNames } from './titles';

export type BadgeRules = Readonly<Record<BadgeType, { readonly threshold: number; readonly reward: number }>>;

/** Everything a badge can measure, for one player. */
export type Measures = Readonly<Record<BadgeCounter, number>>;

/**
 * A player's measures; `known` passes what the caller has just read or written (the progress row,
 * the badges earned), so a round's check costs one more query, not four.
 */
export async function measuresOf(db: DbOrTx, userId: number, known: { row?: progress.ProgressRow | undefined; badges?: number } = {}): Promise<Measures> {
  const row = 'row' in known ? known.row : await progress.progressOf(db, userId);
  const earned = await ledger.coinsEarned(db, userId);
  const badges = known.badges ?? (await progress.badgeCount(db, userId));
  return {
    rounds_finished: row?.roundsFinished ?? 0,
    battle_wins: row?.battleWins ?? 0,
    group_battle_wins: row?.groupBattleWins ?? 0,
    contest_wins: row?.contestWins ?? 0,
    monthly_first_places: row?.monthlyFirstPlaces ?? 0,
    random_battle_win_run: row?.randomBattleWinRun ?? 0,
    quick_perfect_rounds: row?.quickPerfectRounds ?? 0,
    perfect_returns: row?.perfectReturns ?? 0,
    perfect_first_tries: row?.perfectFirstTries ?? 0,
    correct_answers: row?.correctAnswers ?? 0,
    coins_earned: earned,
    daily_quiz_days: row?.dailyQuizDays ?? 0,
    badges_earned: badges,
    friends_joined: row?.friendsJoined ?? 0,
    streak_days: row?.streakCurrent ?? 0,
  };
}

export function reachedBadges(measures: Measures, rules: BadgeRules, have: ReadonlySet<string>): BadgeType[] {
  return BADGES.filter((badge) => !have.has(badge) && badgeReached(BADGE_MEASURES[badge], measures[BADGE_MEASURES[badge].counts], rules[badge].threshold));
}

export type EarnReward = (tx: Tx, userId: number, badge: BadgeType, coins: number) => Promise<number>;

/** A badge just awarded and the coins its reward booked (0 when it pays none). */
export interface BadgeAward {
  readonly badge: BadgeType;
  readonly coins: number;
}

/**
 * Awards every badge the player has now reached and not yet earned; an award can reach Power Elite,
 * so it looks again until nothing new is reached. Returns the badges awarded with their coins.
 */
export async function awardReached(tx: Tx, userId: number, rules: BadgeRules, at: Date, earnReward: EarnReward, row?: progress.ProgressRow): Promise<BadgeAward[]> {
  const awarded: BadgeAward[] = [];
  const have = new Set((await progress.badgesOf(tx, userId)).map((b) => b.badge));
  for (let pass = 0; pass < BADGES.length; pass++) {
    // Awards change no counter but the badge count (and coins earned): the row stays good.
    const reached = reachedBadges(await measuresOf(tx, userId, { ...(row ? { row } : {}), badges: have.size }), rules, have);
    if (reached.length === 0) break;
    for (const badge of reached) {
      have.add(badge);
      if (!(await progress.insertBadge(tx, userId, badge, at))) continue;
      const coins = await earnReward(tx, userId, badge, rules[badge].reward);
      await insertNotification(tx, {
        userId,
        type: 'badge',
        title: `New badge: ${badgeNames[badge]}`,
        body: coins > 0 ? `You earned the ${badgeNames[badge]} badge and ${coins} coins.` : `You earned the ${badgeNames[badge]} badge.`,
        data: { badge, coins },
        eventKey: `badge:${badge}`,
        at,
      });
      awarded.push({ badge, coins });
    }
  }
  return awarded;
}
