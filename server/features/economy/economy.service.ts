/**
 * The one path for coins and score (docs/ECONOMY.md): every mode earns through `earn`, everything
 * that costs coins goes through `spendIn`, and refunds through `refund`, each inside the
 * transaction of the event, keyed so that it happens once; an admin's grants and deducts go through
 * `adjustByAdmin`, in the transaction of the admin's write. Configuration (prices, caps, bonuses) is
 * read before a transaction opens (`rules()`): on the embedded database a query outside the
 * transaction would wait for it to end.
 */
import { eq } from 'drizzle-orm';
import type { SpendPrices } from '../../../contract/api/economy';
import type { SystemConfig } from '../../../contract/api/settings';
import type { CoinHistoryEntry } from '../../../contract/api/economy';
import type { BadgeStatus, NotificationItem, UserStatistics } from '../../../contract/api/economy';
import { BADGE_MEASURES, BADGE_MIN_ROUND_QUESTIONS, BADGES, type BadgeType } from '../../../contract/economy/badges';
import { CAPPED_SOURCES, type SpendKind } from '../../../contract/economy/ledger';
import type { AppContext } from '../../app-context';
import type { DbOrTx, Tx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { uniqueViolation } from '../../lib/db-errors';
import type { SettingsService } from '../settings/settings.service';
import { recordAudit } from '../audit/audit.repo';
import { awardReached, measuresOf, reachedBadges, type BadgeAward, type BadgeRules } from './badges';
import { firstPlaceOf, markClosed, unclosedMonthlyBoards } from './ranking/board-upkeep.repo';
import { boardOf, boardOfKey } from './ranking/boards';
import type { Ranking } from './ranking/ranking';
import * as ledger from './ledger.repo';
import * as inbox from './notifications.repo';
import * as progress from './progress.repo';
import { statisticsOf } from './statistics';
import { countDay, dayStart, localDay, visibleStreak, type StreakRules } from './streak';
import { badgeNames, spendTitles } from './titles';

export type { BadgeAward } from './badges';

/** What the economy's rules are today, read before a transaction (system configuration). */
export interface EconomyRules {
  readonly dailyCoinCap: number;
  readonly welcomeBonusCoins: number;
  readonly referralCoins: { readonly referrer: number; readonly referee: number };
  readonly spendPrices: SpendPrices;
  readonly badges: BadgeRules;
  readonly superSonicSeconds: number;
  readonly streak: StreakRules;
}

/** A finished round, told by the mode that scored it (Quiz Zone today; every solo mode later). */
export interface RoundFacts {
  readonly userId: number;
  /** The Quiz Zone category (statistics), or null for a mode without one. */
  readonly categoryId: number | null;
  readonly questions: number;
  readonly correct: number;
  /** Served and timed by the server (docs/fair-play.md): only ranked rounds move the badges' counters. */
  readonly ranked: boolean;
  /** The average answer time the server vouches for (ranked rounds), in ms. */
  readonly averageMs: number | null;
  /** No earlier result of this level for this player. */
  readonly firstAttempt: boolean;
  /** When it was played: the streak's day, in the player's time zone. */
  readonly playedAt: Date;
  /** A ranked daily quiz (at most one a day): counts a day toward the Thirsty badge. */
  readonly dailyQuiz?: boolean;
}

/**
 * Something that earned coins or score, told by the mode it happened in: the ledger entry it books
 * (`ref` names the event: a level, a badge, a battle), and `key`, which pays the event once (a
 * second earn with the key books nothing and answers the first).
 */
export type EarnEvent = Omit<ledger.NewEntry, 'idempotencyKey' | 'refundOf'> & { readonly key?: string | null };

export interface Booked {
  /** Coins and score booked (coins may be less than asked: the daily cap). */
  readonly coins: number;
  readonly score: number;
  /** The ledger entry, or null when nothing was booked. */
  readonly entryId: number | null;
  /** The key had been booked already; nothing was booked now. */
  readonly replayed: boolean;
}

/** One player's result of a live battle (features/battles), told at its end. */
export interface BattleResultFacts {
  readonly userId: number;
  readonly kind: 'random' | 'group';
  readonly won: boolean;
  readonly at: Date;
}

export interface SpendRequest {
  readonly coins: number;
  readonly type: string;
  readonly title: string;
  readonly ref?: string | null;
  readonly key: string;
}

export interface AdminAdjustment {
  /** Non-zero: positive grants, negative deducts. */
  readonly coins: number;
  /** Why, as the admin wrote it; the entry's title is "Admin: <reason>". */
  readonly reason: string;
  readonly adminId: number;
}

export interface SpendResult {
  readonly entryId: number;
  readonly charged: number;
  readonly replayed: boolean;
}

export interface EconomyService {
  rules(): Promise<EconomyRules>;
  /**
   * The rules read in a transaction the caller did not open before reading them (a job's handler,
   * which runs in the queue's transaction): read through it, so PGlite does not wait on itself.
   */
  rulesIn(tx: Tx): Promise<EconomyRules>;
  /**
   * A contest won (first place when it was ranked; ties share it), in the contest-end job's
   * transaction: counts toward Most Wanted Winner and awards the badges it reaches.
   */
  recordContestWin(tx: Tx, userId: number, at: Date, rules: EconomyRules): Promise<BadgeAward[]>;
  /**
   * A live battle's result for one player, in the battle end's transaction: a 1 v 1 win counts
   * toward Combat Winner and Quiz Warrior's run (a loss or draw ends the run), a group win toward
   * Clash Winner; awards the badges it reaches.
   */
  recordBattleResult(tx: Tx, result: BattleResultFacts, rules: EconomyRules): Promise<BadgeAward[]>;
  /** Books what an event earned, in the event's transaction, capped per day for play. */
  earn(tx: Tx, event: EarnEvent, rules: EconomyRules): Promise<Booked>;
  /** Takes coins for something, in the caller's transaction: NOT_ENOUGH_COINS when they are not there. */
  spendIn(tx: Tx, userId: number, request: SpendRequest): Promise<SpendResult>;
  /** Gives a spend back once; a second refund of it answers the first. `type` is the entry's kind ('refund' unless told). */
  refund(tx: Tx, userId: number, spendId: number, title: string, type?: string): Promise<{ entryId: number; coins: number; replayed: boolean }>;
  /**
   * Locks the player's row for the rest of the caller's transaction: the lock every spend and earn
   * of the player takes first, so a feature that must read something before it spends (the last
   * payout request) sees what the player's previous transaction committed.
   */
  lockPlayer(tx: Tx, userId: number): Promise<void>;
  /** A notification to one player in the caller's transaction (once per `eventKey`): its id, or null when the key had one. */
  notifyIn(tx: Tx, notification: inbox.NewNotification & { readonly userId: number }): Promise<number | null>;
  /**
   * An admin's grant (coins > 0) or deduct (coins < 0), in the caller's transaction (which records
   * the audit entry): one ledger entry, source `admin_grant`, type `admin_grant` or `admin_deduct`,
   * title "Admin: <reason>". Outside the daily cap and coins ever earned (the Elite badge's
   * measure); a deduct is the conditional debit, NOT_ENOUGH_COINS (on `coins`) past the balance.
   */
  adjustByAdmin(tx: Tx, userId: number, adjustment: AdminAdjustment): Promise<{ entryId: number; before: ledger.Balance; after: ledger.Balance }>;
  /** set_user_coin_score: one of the spends a player may ask for, at the configured price. */
  spend(user: AuthUser, kind: SpendKind, key: string, ref?: string): Promise<SpendResult & ledger.Balance>;
  /** Counts a finished round (statistics, badge counters, the streak) and awards what it reached, with each reward's coins. */
  recordRound(tx: Tx, round: RoundFacts, rules: EconomyRules): Promise<BadgeAward[]>;
  /** Practice that is not a round (maths answers) at these moments: the streak's days, and the badges they reach. */
  recordActivity(tx: Tx, userId: number, moments: readonly Date[], rules: EconomyRules): Promise<BadgeAward[]>;
  /** get_user_badges: all fifteen, earned or with their progress. */
  badges(user: AuthUser): Promise<BadgeStatus[]>;
  /** set_badges: awards the badge if the server's own records reach it; a client cannot claim one. */
  checkBadge(user: AuthUser, badge: BadgeType): Promise<BadgeStatus>;
  statistics(user: AuthUser): Promise<UserStatistics>;
  notifications(user: AuthUser, page: { offset: number; limit: number; order: 'asc' | 'desc' }): Promise<{ total: number; unread: number; data: NotificationItem[] }>;
  markNotificationsRead(user: AuthUser, ids: readonly number[] | null): Promise<{ unread: number }>;
  /** An admin's notification to one player or (userId null) to everyone, recorded in the audit log. */
  sendNotification(admin: AuthUser, notification: { userId: number | null; title: string; body: string }): Promise<{ id: number }>;
  /** The welcome bonus and a friend code's coins, once each; called whenever a session opens. */
  accountReady(user: Pick<UserRow, 'id' | 'name' | 'referredBy'>): Promise<void>;
  balance(db: DbOrTx, userId: number): Promise<ledger.Balance>;
  history(user: AuthUser, page: ledger.HistoryPage): Promise<{ total: number; data: CoinHistoryEntry[] }>;
  /** Any player's coin history (the admin's view of a user). */
  historyOf(userId: number, page: ledger.HistoryPage): Promise<{ total: number; data: CoinHistoryEntry[] }>;
  /** How many badges a player has earned. */
  badgeCount(db: DbOrTx, userId: number): Promise<number>;
  /**
   * Closes each monthly board whose month has ended, once: its first place (ties share it) counts
   * toward Ultimate Player and is told by a notification. Returns the boards this call closed.
   */
  closeFinishedMonths(): Promise<ClosedMonth[]>;
}

export interface ClosedMonth {
  readonly board: string;
  readonly score: number;
  readonly winners: readonly number[];
}

export const WELCOME_KEY = 'welcome';
export const REFEREE_KEY = 'referral';
export const referrerKey = (refereeId: number) => `referral:${refereeId}`;
/**
 * A key a client sends (set_user_coin_score) lives under its own prefix, so it can never be one of
 * the server's own keys (`welcome`, `badge:elite`, `premium:8`) and block what those pay or unlock.
 */
export const clientKey = (key: string) => `client:${key}`;

/** The economy's rules in a system configuration (rulesIn reads them in a transaction; a caller that read the configuration already takes them from it). */
export function rulesOf(config: SystemConfig): EconomyRules {
  return {
    dailyCoinCap: config.daily_coin_cap,
    welcomeBonusCoins: config.welcome_bonus_coins,
    referralCoins: config.referral_coins,
    spendPrices: config.spend_prices,
    badges: config.badges,
    superSonicSeconds: config.super_sonic_seconds,
    streak: { freezeDays: config.streak_freeze_days, maxFreezes: config.streak_freezes_max },
  };
}

/**
 * `ranking` is told of every score booked (only ranked play books score above 0), in the ledger
 * entry's transaction: the leaderboards move with the ledger and with nothing else.
 */
export function createEconomyService(ctx: AppContext, settings: SettingsService, ranking: Ranking): EconomyService {
  const { db } = ctx;

  async function replayOf(tx: DbOrTx, userId: number, key: string | null | undefined): Promise<ledger.EntryRow | undefined> {
    return key ? ledger.findByIdempotencyKey(tx, userId, key) : undefined;
  }

  /** A badge's reward, booked once per badge (outside the daily cap). */
  const badgeReward = (rules: EconomyRules) => async (tx: Tx, userId: number, badge: BadgeType, coins: number) =>
    (await service.earn(tx, { userId, coins, score: 0, type: 'badge', title: `Badge: ${badgeNames[badge]}`, source: 'badge', ref: `badge:${badge}`, key: `badge:${badge}` }, rules)).coins;

  /**
   * Counts the days of `moments` (in the player's time zone, in order) for the streak, on the row
   * the event's counters just produced. Returns the row after, and whether a day was new.
   */
  async function countStreakDays(tx: Tx, userId: number, row: progress.ProgressRow, moments: readonly Date[], rules: EconomyRules): Promise<{ row: progress.ProgressRow; newDay: boolean }> {
    const timeZone = await progress.timeZoneOf(tx, userId);
    const start = { current: row.streakCurrent, longest: row.streakLongest, lastDay: row.streakLastDay, freezes: row.streakFreezes };
    const days = [...new Set(moments.map((moment) => localDay(moment, timeZone)))].sort();
    const next = days.reduce((state, day) => countDay(state, day, rules.streak), start);
    if (next === start) return { row, newDay: false };
    const streak = { streakCurrent: next.current, streakLongest: next.longest, streakLastDay: next.lastDay, streakFreezes: next.freezes };
    await progress.setStreak(tx, userId, streak);
    return { row: { ...row, ...streak }, newDay: true };
  }

  async function badgeStatuses(handle: DbOrTx, userId: number, rules: BadgeRules): Promise<BadgeStatus[]> {
    const [measures, earned] = [await measuresOf(handle, userId), await progress.badgesOf(handle, userId)];
    const earnedAt = new Map(earned.map((b) => [b.badge, b.earnedAt]));
    return BADGES.map((badge) => {
      const at = earnedAt.get(badge);
      return {
        type: badge,
        status: at ? 'unlocked' : 'locked',
        progress: measures[BADGE_MEASURES[badge].counts],
        threshold: rules[badge].threshold,
        comparison: BADGE_MEASURES[badge].comparison,
        reward: rules[badge].reward,
        earned_at: at ? at.toISOString() : null,
      };
    });
  }

  const service: EconomyService = {
    async rules() {
      return rulesOf(await settings.systemConfig());
    },

    async rulesIn(tx) {
      return rulesOf(await settings.systemConfigIn(tx));
    },

    async recordContestWin(tx, userId, at, rules) {
      await ledger.lockUser(tx, userId);
      const row = await progress.addProgress(tx, userId, { contestWins: 1 });
      return awardReached(tx, userId, rules.badges, at, badgeReward(rules), row);
    },

    async recordBattleResult(tx, result, rules) {
      // A group battle not won moves no counter: nothing to write, and no badge it could reach.
      if (!result.won && result.kind === 'group') return [];
      await ledger.lockUser(tx, result.userId);
      const wins = result.won ? (result.kind === 'random' ? { battleWins: 1 } : { groupBattleWins: 1 }) : {};
      let row = await progress.addProgress(tx, result.userId, wins);
      // Quiz Warrior counts random battles won in a row: a loss or a draw starts the run again.
      if (result.kind === 'random') row = await progress.setRandomBattleWinRun(tx, result.userId, result.won ? row.randomBattleWinRun + 1 : 0);
      // Badges are reached by a measure going up; a loss only sets the run back.
      return result.won ? awardReached(tx, result.userId, rules.badges, result.at, badgeReward(rules), row) : [];
    },

    async recordRound(tx, round, rules) {
      await ledger.lockUser(tx, round.userId);
      if (round.categoryId !== null) await progress.addCategoryStats(tx, round.userId, round.categoryId, round.questions, round.correct);
      const perfect = round.questions >= BADGE_MIN_ROUND_QUESTIONS && round.correct === round.questions;
      const counted = await progress.addProgress(
        tx,
        round.userId,
        round.ranked
          ? {
              roundsFinished: 1,
              questionsAnswered: round.questions,
              correctAnswers: round.correct,
              quickPerfectRounds: perfect && round.averageMs !== null && round.averageMs <= rules.superSonicSeconds * 1000 ? 1 : 0,
              perfectReturns: perfect && !round.firstAttempt ? 1 : 0,
              perfectFirstTries: perfect && round.firstAttempt ? 1 : 0,
              dailyQuizDays: round.dailyQuiz ? 1 : 0,
            }
          : {},
      );
      const { row } = await countStreakDays(tx, round.userId, counted, [round.playedAt], rules);
      return awardReached(tx, round.userId, rules.badges, ctx.now(), badgeReward(rules), row);
    },

    async recordActivity(tx, userId, moments, rules) {
      await ledger.lockUser(tx, userId);
      // Only a new streak day can reach a badge here; the rest of a day's answers cost a few queries.
      const { row, newDay } = await countStreakDays(tx, userId, await progress.addProgress(tx, userId, {}), moments, rules);
      return newDay ? awardReached(tx, userId, rules.badges, ctx.now(), badgeReward(rules), row) : [];
    },

    async badges(user) {
      const rules = await service.rules();
      return badgeStatuses(db, user.id, rules.badges);
    },

    async checkBadge(user, badge) {
      const rules = await service.rules();
      const have = new Set((await progress.badgesOf(db, user.id)).map((b) => b.badge));
      if (!have.has(badge) && reachedBadges(await measuresOf(db, user.id), rules.badges, have).includes(badge)) {
        await db.transaction(async (tx) => {
          await ledger.lockUser(tx, user.id);
          await awardReached(tx, user.id, rules.badges, ctx.now(), badgeReward(rules));
        });
      }
      const status = (await badgeStatuses(db, user.id, rules.badges)).find((b) => b.type === badge);
      if (!status) throw new Error(`no status for badge ${badge}`);
      return status;
    },

    async statistics(user) {
      const row = await progress.progressOf(db, user.id);
      const today = localDay(ctx.now(), await progress.timeZoneOf(db, user.id));
      const streak = visibleStreak({ current: row?.streakCurrent ?? 0, longest: row?.streakLongest ?? 0, lastDay: row?.streakLastDay ?? null, freezes: row?.streakFreezes ?? 0 }, today);
      return statisticsOf(await progress.categoryStatsOf(db, user.id), {
        current: streak.current,
        longest: row?.streakLongest ?? 0,
        played_today: streak.playedToday,
        freezes: streak.freezes,
        today,
      });
    },

    async notifications(user, page) {
      const { rows, total, unread } = await inbox.listNotifications(db, user.id, page);
      return {
        total,
        unread,
        data: rows.map((row) => ({ id: row.id, type: row.type, title: row.title, body: row.body, data: row.data, read: row.read, date: row.createdAt.toISOString() })),
      };
    },

    async markNotificationsRead(user, ids) {
      await inbox.markRead(db, user.id, ids);
      return { unread: (await inbox.listNotifications(db, user.id, { offset: 0, limit: 1, order: 'desc' })).unread };
    },

    async sendNotification(admin, notification) {
      return db.transaction(async (tx) => {
        // Stamped by the database's clock, as accounts are: a notification to everyone reaches those who had joined when it was sent.
        const id = await inbox.insertNotification(tx, { userId: notification.userId, type: 'admin', title: notification.title, body: notification.body });
        if (id === null) throw new Error('the notification was not stored');
        await recordAudit(tx, {
          adminId: admin.id,
          action: 'send_notification',
          subject: `notification:${id}`,
          before: null,
          after: { user_id: notification.userId, title: notification.title, body: notification.body },
        });
        return { id };
      });
    },

    async earn(tx, event, rules) {
      if (event.coins < 0 || event.score < 0) throw new Error(`earn takes no negative amounts (${event.type}: ${event.coins} coins, ${event.score} score)`);
      await ledger.lockUser(tx, event.userId);
      const first = await replayOf(tx, event.userId, event.key);
      if (first) return { coins: first.coins, score: first.score, entryId: first.id, replayed: true };
      const { key, ...booking } = event;
      const at = event.at ?? ctx.now();
      let coins = event.coins;
      if (coins > 0 && rules.dailyCoinCap > 0 && CAPPED_SOURCES.includes(event.source)) {
        const today = await ledger.coinsEarnedSince(tx, event.userId, CAPPED_SOURCES, dayStart(at));
        coins = Math.min(coins, Math.max(0, rules.dailyCoinCap - today));
      }
      if (coins === 0 && event.score === 0) return { coins: 0, score: 0, entryId: null, replayed: false };
      const entry = await ledger.insertEntry(tx, { ...booking, coins, idempotencyKey: key ?? null, at });
      await ledger.creditWallet(tx, event.userId, coins, event.score, true);
      // The boards of the entry's own time (its created_at), as a rebuild from the ledger would count it.
      if (event.score > 0) await ranking.record(tx, event.userId, event.score, at);
      return { coins, score: event.score, entryId: entry.id, replayed: false };
    },

    async spendIn(tx, userId, request) {
      if (!Number.isInteger(request.coins) || request.coins < 0) throw new Error(`a spend takes a whole, non-negative price (${request.type}: ${request.coins})`);
      await ledger.lockUser(tx, userId);
      const first = await replayOf(tx, userId, request.key);
      if (first) {
        if (first.source !== 'spend' || first.type !== request.type) throw new AppError('VALIDATION', { text: 'This idempotency key was used for something else' }, 'idempotency_key');
        return { entryId: first.id, charged: -first.coins, replayed: true };
      }
      if (request.coins > 0 && !(await ledger.debitWallet(tx, userId, request.coins))) throw new AppError('NOT_ENOUGH_COINS');
      const entry = await ledger.insertEntry(tx, {
        userId,
        coins: -request.coins,
        score: 0,
        type: request.type,
        title: request.title,
        source: 'spend',
        ref: request.ref ?? null,
        idempotencyKey: request.key,
        at: ctx.now(),
      });
      return { entryId: entry.id, charged: request.coins, replayed: false };
    },

    async refund(tx, userId, spendId, title, type = 'refund') {
      await ledger.lockUser(tx, userId);
      const spend = await ledger.findEntry(tx, userId, spendId);
      if (spend?.source !== 'spend') throw new AppError('NOT_FOUND', { text: `No spend ${spendId} of this player to refund` });
      const earlier = await ledger.refundOf(tx, spendId);
      if (earlier) return { entryId: earlier.id, coins: earlier.coins, replayed: true };
      const coins = -spend.coins;
      const entry = await ledger.insertEntry(tx, { userId, coins, score: 0, type, title, source: 'refund', ref: spend.ref, refundOf: spendId, at: ctx.now() });
      await ledger.creditWallet(tx, userId, coins, 0, false);
      return { entryId: entry.id, coins, replayed: false };
    },

    lockPlayer: (tx, userId) => ledger.lockUser(tx, userId),

    notifyIn: (tx, notification) => inbox.insertNotification(tx, { at: ctx.now(), ...notification }),

    async adjustByAdmin(tx, userId, { coins, reason, adminId }) {
      if (!Number.isInteger(coins) || coins === 0) throw new Error(`an admin adjustment takes a whole, non-zero number of coins (${coins})`);
      await ledger.lockUser(tx, userId);
      const before = await ledger.balanceOf(tx, userId);
      if (coins < 0 && !(await ledger.debitWallet(tx, userId, -coins))) throw new AppError('NOT_ENOUGH_COINS', { text: `The player has ${before.coins} coins: ${-coins} cannot be deducted` }, 'coins');
      const entry = await ledger.insertEntry(tx, {
        userId,
        coins,
        score: 0,
        type: coins > 0 ? 'admin_grant' : 'admin_deduct',
        title: `Admin: ${reason}`,
        source: 'admin_grant',
        ref: `admin:${adminId}`,
        at: ctx.now(),
      });
      // Not earned: a grant neither counts toward coins ever earned (Elite) nor uses the daily cap.
      if (coins > 0) await ledger.creditWallet(tx, userId, coins, 0, false);
      return { entryId: entry.id, before, after: await ledger.balanceOf(tx, userId) };
    },

    async spend(user, kind, key, ref) {
      const { spendPrices } = await service.rules();
      const run = () =>
        db.transaction(async (tx) => {
          const result = await service.spendIn(tx, user.id, { coins: spendPrices[kind], type: kind, title: spendTitles[kind], ref: ref ?? null, key: clientKey(key) });
          return { ...result, ...(await ledger.balanceOf(tx, user.id)) };
        });
      try {
        return await run();
      } catch (error) {
        // The same key sent twice at once: the first one's transaction won; answer with it.
        if (uniqueViolation(error) === 'coin_ledger_idempotency_key') return run();
        throw error;
      }
    },

    async accountReady(user) {
      const booked = await ledger.findByIdempotencyKey(db, user.id, WELCOME_KEY);
      const referralDue = user.referredBy !== null && !(await ledger.findByIdempotencyKey(db, user.id, REFEREE_KEY));
      if (booked && !referralDue) return;
      const rules = await service.rules();
      const referrer = referralDue ? await findReferrer(db, user) : null;
      await db.transaction(async (tx) => {
        const at = ctx.now();
        if (!booked && rules.welcomeBonusCoins > 0) {
          await service.earn(tx, { userId: user.id, coins: rules.welcomeBonusCoins, score: 0, type: 'welcome_bonus', title: 'Welcome bonus', source: 'welcome', key: WELCOME_KEY, at }, rules);
        }
        if (referrer) {
          const { referee, referrer: toReferrer } = rules.referralCoins;
          await service.earn(tx, { userId: user.id, coins: referee, score: 0, type: 'referral', title: 'Friend code bonus', source: 'referral', ref: `user:${referrer.id}`, key: REFEREE_KEY, at }, rules);
          const paid = await service.earn(
            tx,
            { userId: referrer.id, coins: toReferrer, score: 0, type: 'referral', title: `Referral: ${user.name}`, source: 'referral', ref: `user:${user.id}`, key: referrerKey(user.id), at },
            rules,
          );
          if (!paid.replayed) {
            await progress.addProgress(tx, referrer.id, { friendsJoined: 1 });
            await inbox.insertNotification(tx, {
              userId: referrer.id,
              type: 'referral',
              title: 'A friend joined',
              body: `${user.name} joined with your friend code: ${paid.coins} coins for you.`,
              data: { name: user.name, coins: paid.coins },
              eventKey: referrerKey(user.id),
              at,
            });
            await awardReached(tx, referrer.id, rules.badges, at, badgeReward(rules));
          }
        }
      });
    },

    async closeFinishedMonths() {
      const due = await unclosedMonthlyBoards(db, boardOf('monthly', ctx.now()).key);
      if (due.length === 0) return [];
      const rules = await service.rules();
      const closed: ClosedMonth[] = [];
      for (const board of due) {
        const period = boardOfKey(board)?.period ?? board;
        const done = await db.transaction(async (tx) => {
          const at = ctx.now();
          const first = await firstPlaceOf(tx, board);
          if (!(await markClosed(tx, board, first, at))) return null;
          // By user id, the order every transaction locks players in.
          for (const userId of first.userIds) {
            await ledger.lockUser(tx, userId);
            const row = await progress.addProgress(tx, userId, { monthlyFirstPlaces: 1 });
            await inbox.insertNotification(tx, {
              userId,
              type: 'leaderboard',
              title: 'First place on the monthly leaderboard',
              body: `You finished ${period} at the top of the monthly leaderboard with ${first.score} points.`,
              data: { board: 'monthly', period, rank: 1, score: first.score },
              eventKey: `first_place:${board}`,
              at,
            });
            await awardReached(tx, userId, rules.badges, at, badgeReward(rules), row);
          }
          return { board, score: first.score, winners: first.userIds };
        });
        if (done) closed.push(done);
      }
      return closed;
    },

    balance: (handle, userId) => ledger.balanceOf(handle, userId),

    history: (user, page) => service.historyOf(user.id, page),

    badgeCount: (handle, userId) => progress.badgeCount(handle, userId),

    async historyOf(userId, page) {
      const { rows, total } = await ledger.history(db, userId, page);
      return {
        total,
        data: rows.map((row) => ({
          id: row.id,
          coins: row.coins,
          score: row.score,
          type: row.type,
          title: row.title,
          status: row.refundedBy === null ? 'completed' : 'refunded',
          source: row.source,
          date: row.createdAt.toISOString(),
        })),
      };
    },
  };
  return service;
}

/** The player whose friend code a new account gave, if it is someone else's and they still play. */
async function findReferrer(db: DbOrTx, user: Pick<UserRow, 'id' | 'referredBy'>): Promise<{ id: number } | null> {
  if (!user.referredBy) return null;
  const [row] = await db.select({ id: users.id, status: users.status }).from(users).where(eq(users.friendsCode, user.referredBy));
  return row && row.id !== user.id && row.status === 'active' ? { id: row.id } : null;
}
