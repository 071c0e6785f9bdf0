/**
 * The one path for coins and score (docs/ECONOMY.md): every mode earns through `earn`, everything
 * that costs coins goes through `spendIn`, and refunds through `refund`, each inside the
 * transaction of the event, keyed so that it happens once. Configuration (prices, caps, bonuses) is
 * read before a transaction opens (`rules()`): on the embedded database a query outside the
 * transaction would wait for it to end.
 */
import { eq } from 'drizzle-orm';
import type { SpendPrices } from '../../../contract/api/economy';
import type { CoinHistoryEntry } from '../../../contract/api/economy';
import { CAPPED_SOURCES, type LedgerSource, type SpendKind } from '../../../contract/economy/ledger';
import type { AppContext } from '../../app-context';
import type { DbOrTx, Tx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { uniqueViolation } from '../../lib/db-errors';
import type { SettingsService } from '../settings/settings.service';
import * as ledger from './ledger.repo';
import { spendTitles } from './titles';

/** What the economy's rules are today, read before a transaction (system configuration). */
export interface EconomyRules {
  readonly dailyCoinCap: number;
  readonly welcomeBonusCoins: number;
  readonly referralCoins: { readonly referrer: number; readonly referee: number };
  readonly spendPrices: SpendPrices;
}

/** Something that earned coins or score, told by the mode it happened in. */
export interface EarnEvent {
  readonly userId: number;
  readonly coins: number;
  readonly score: number;
  readonly type: string;
  readonly title: string;
  readonly source: LedgerSource;
  /** The event's id (a level, a badge, a battle): what the entry is about. */
  readonly ref?: string | null;
  /** Pays the event once: a second earn with the key books nothing and answers the first. */
  readonly key?: string | null;
  readonly at?: Date;
}

export interface Booked {
  /** Coins and score booked (coins may be less than asked: the daily cap). */
  readonly coins: number;
  readonly score: number;
  /** The ledger entry, or null when nothing was booked. */
  readonly entryId: number | null;
  /** The key had been booked already; nothing was booked now. */
  readonly replayed: boolean;
}

export interface SpendRequest {
  readonly coins: number;
  readonly type: string;
  readonly title: string;
  readonly ref?: string | null;
  readonly key: string;
}

export interface SpendResult {
  readonly entryId: number;
  readonly charged: number;
  readonly replayed: boolean;
}

export interface EconomyService {
  rules(): Promise<EconomyRules>;
  /** Books what an event earned, in the event's transaction, capped per day for play. */
  earn(tx: Tx, event: EarnEvent, rules: EconomyRules): Promise<Booked>;
  /** Takes coins for something, in the caller's transaction: NOT_ENOUGH_COINS when they are not there. */
  spendIn(tx: Tx, userId: number, request: SpendRequest): Promise<SpendResult>;
  /** Gives a spend back once; a second refund of it answers the first. */
  refund(tx: Tx, userId: number, spendId: number, title: string): Promise<{ entryId: number; coins: number; replayed: boolean }>;
  /** set_user_coin_score: one of the spends a player may ask for, at the configured price. */
  spend(user: AuthUser, kind: SpendKind, key: string, ref?: string): Promise<SpendResult & ledger.Balance>;
  /** The welcome bonus and a friend code's coins, once each; called whenever a session opens. */
  accountReady(user: Pick<UserRow, 'id' | 'name' | 'referredBy'>): Promise<void>;
  balance(db: DbOrTx, userId: number): Promise<ledger.Balance>;
  history(user: AuthUser, page: ledger.HistoryPage): Promise<{ total: number; data: CoinHistoryEntry[] }>;
}

export const WELCOME_KEY = 'welcome';
export const REFEREE_KEY = 'referral';
export const referrerKey = (refereeId: number) => `referral:${refereeId}`;

/** Midnight UTC of the day of `at`: the daily cap's day (docs/ECONOMY.md). */
export function capDayStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

export function createEconomyService(ctx: AppContext, settings: SettingsService): EconomyService {
  const { db } = ctx;

  async function replayOf(tx: DbOrTx, userId: number, key: string | null | undefined): Promise<ledger.EntryRow | undefined> {
    return key ? ledger.findByIdempotencyKey(tx, userId, key) : undefined;
  }

  const service: EconomyService = {
    async rules() {
      const config = await settings.systemConfig();
      return {
        dailyCoinCap: config.daily_coin_cap,
        welcomeBonusCoins: config.welcome_bonus_coins,
        referralCoins: config.referral_coins,
        spendPrices: config.spend_prices,
      };
    },

    async earn(tx, event, rules) {
      if (event.coins < 0 || event.score < 0) throw new Error(`earn takes no negative amounts (${event.type}: ${event.coins} coins, ${event.score} score)`);
      await ledger.lockUser(tx, event.userId);
      const first = await replayOf(tx, event.userId, event.key);
      if (first) return { coins: first.coins, score: first.score, entryId: first.id, replayed: true };
      let coins = event.coins;
      if (coins > 0 && rules.dailyCoinCap > 0 && CAPPED_SOURCES.includes(event.source)) {
        const today = await ledger.coinsEarnedSince(tx, event.userId, CAPPED_SOURCES, capDayStart(event.at ?? ctx.now()));
        coins = Math.min(coins, Math.max(0, rules.dailyCoinCap - today));
      }
      if (coins === 0 && event.score === 0) return { coins: 0, score: 0, entryId: null, replayed: false };
      const entry = await ledger.insertEntry(tx, {
        userId: event.userId,
        coins,
        score: event.score,
        type: event.type,
        title: event.title,
        source: event.source,
        ref: event.ref ?? null,
        idempotencyKey: event.key ?? null,
        at: event.at ?? ctx.now(),
      });
      await ledger.creditWallet(tx, event.userId, coins, event.score, true);
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

    async refund(tx, userId, spendId, title) {
      await ledger.lockUser(tx, userId);
      const spend = await ledger.findEntry(tx, userId, spendId);
      if (spend?.source !== 'spend') throw new AppError('NOT_FOUND', { text: `No spend ${spendId} of this player to refund` });
      const earlier = await ledger.refundOf(tx, spendId);
      if (earlier) return { entryId: earlier.id, coins: earlier.coins, replayed: true };
      const coins = -spend.coins;
      const entry = await ledger.insertEntry(tx, { userId, coins, score: 0, type: 'refund', title, source: 'refund', ref: spend.ref, refundOf: spendId, at: ctx.now() });
      await ledger.creditWallet(tx, userId, coins, 0, false);
      return { entryId: entry.id, coins, replayed: false };
    },

    async spend(user, kind, key, ref) {
      const { spendPrices } = await service.rules();
      const run = () =>
        db.transaction(async (tx) => {
          const result = await service.spendIn(tx, user.id, { coins: spendPrices[kind], type: kind, title: spendTitles[kind], ref: ref ?? null, key });
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
          await service.earn(
            tx,
            { userId: referrer.id, coins: toReferrer, score: 0, type: 'referral', title: `Referral: ${user.name}`, source: 'referral', ref: `user:${user.id}`, key: referrerKey(user.id), at },
            rules,
          );
        }
      });
    },

    balance: (handle, userId) => ledger.balanceOf(handle, userId),

    async history(user, page) {
      const { rows, total } = await ledger.history(db, user.id, page);
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
