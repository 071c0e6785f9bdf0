/**
 * Premium categories (docs/ECONOMY.md, Spending): a premium category costs coins to unlock, once per
 * player and for good. An unlock is one transaction: the economy takes the coins (spendIn, keyed
 * premium:<category>) and the unlock row goes in beside it. Until then everything that serves the
 * category's questions (levels, rounds, sheets, offline packs) is refused with PREMIUM_LOCKED; its
 * entry in the list and its topics' names are not, so a player can see what they would buy.
 */
import type { Category, PlayerCategory, UnlockResult } from '../../../contract/api/quiz';
import { PREMIUM_UNLOCK_TYPE, premiumUnlockKey, premiumUnlockTitle } from '../../../contract/economy/ledger';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { uniqueViolation } from '../../lib/db-errors';
import { TtlCache } from '../../lib/ttl-cache';
import type { EconomyService } from '../economy/economy.service';
import type { SettingsService } from '../settings/settings.service';
import * as repo from './premium.repo';

/**
 * How long this instance trusts what it read of a player's unlocks for lists (get_categories, the
 * packs list). Unlocks are never taken back, so a cached set is a lower bound: another instance's
 * unlock may show here this much later in a list, never the other way round. Gating never relies on
 * a cached "not unlocked": it asks the database.
 */
const UNLOCKS_CACHE_MS = 10_000;
/** Personalised lists kept per shared list: one per distinct set of unlocks in it. */
const VARIANTS_MAX = 64;

/** A category's unlock price: its own, or the configured one when it has none; 0 while it is free. */
export function priceOf(category: { readonly isPremium: boolean; readonly coins: number | null }, configuredCoins: number): number {
  return category.isPremium ? (category.coins ?? configuredCoins) : 0;
}

type Gated = Pick<Category, 'id' | 'is_premium' | 'name'>;

export interface PremiumCategories {
  /**
   * A list as this player sees it (has_unlocked). The same array comes back for the same unlocks,
   * and the shared list itself when the player unlocked none of its categories, so the encoded
   * bytes of a shared answer are reused (plugins/encoded-answers.ts): neither is ever changed.
   */
  forPlayer(userId: number, list: PlayerCategory[]): Promise<PlayerCategory[]>;
  /** Whether the player may play it: free, or unlocked (asked of the database unless this instance saw the unlock). */
  canPlay(userId: number, category: Pick<Category, 'id' | 'is_premium'>): Promise<boolean>;
  /** Throws PREMIUM_LOCKED, naming the category, unless the player may play it. */
  ensure(userId: number, category: Gated): Promise<void>;
  /** The premium categories the player unlocked as far as lists need to know (see UNLOCKS_CACHE_MS). */
  unlockedIds(userId: number): Promise<ReadonlySet<number>>;
  /** unlock_premium_category: charges the category's price once and records the unlock, in one transaction. */
  unlock(user: AuthUser, categoryId: number): Promise<UnlockResult>;
}

export function createPremiumCategories(ctx: AppContext, settings: SettingsService, economy: EconomyService): PremiumCategories {
  const { db } = ctx;
  const unlocks = new TtlCache<number, ReadonlySet<number>>(UNLOCKS_CACHE_MS, 10_000, Date.now, UNLOCKS_CACHE_MS / 2);
  const variants = new WeakMap<PlayerCategory[], Map<string, PlayerCategory[]>>();

  const unlockedIds = (userId: number) => unlocks.getOrLoad(userId, async () => new Set(await repo.unlockedCategoryIds(db, userId)));

  /** An unlock this instance saw or read: kept at once, and a load of the older set under way is not stored after it. */
  function remember(userId: number, categoryId: number): void {
    const known = unlocks.get(userId);
    unlocks.delete(userId);
    if (known) unlocks.set(userId, new Set([...known, categoryId]));
  }

  async function canPlay(userId: number, category: Pick<Category, 'id' | 'is_premium'>): Promise<boolean> {
    if (!category.is_premium || (await unlockedIds(userId)).has(category.id)) return true;
    if (!(await repo.hasUnlocked(db, userId, category.id))) return false;
    remember(userId, category.id);
    return true;
  }

  async function unlockOnce(user: AuthUser, category: { id: number; name: string }, price: number): Promise<UnlockResult> {
    return db.transaction(async (tx) => {
      // Unlocked before (by this or any other way): nothing to charge.
      const before = await repo.hasUnlocked(tx, user.id, category.id);
      const spent = before
        ? null
        : await economy.spendIn(tx, user.id, {
            coins: price,
            type: PREMIUM_UNLOCK_TYPE,
            title: premiumUnlockTitle(category.name),
            ref: `category:${category.id}`,
            key: premiumUnlockKey(category.id),
          });
      // A concurrent unlock that got the player's lock first has charged the key: this one is its replay.
      if (spent) await repo.insertUnlock(tx, { userId: user.id, categoryId: category.id, entryId: spent.entryId });
      const charged = spent && !spent.replayed ? spent.charged : 0;
      const balance = await economy.balance(tx, user.id);
      return { category: category.id, has_unlocked: true, charged, already_unlocked: spent === null || spent.replayed, ...balance } as const;
    });
  }

  return {
    unlockedIds,
    canPlay,

    async ensure(userId, category) {
      if (!(await canPlay(userId, category))) throw new AppError('PREMIUM_LOCKED', { code: 'PREMIUM_CATEGORY_LOCKED', params: { name: category.name } }, 'category');
    },

    async forPlayer(userId, list) {
      if (!list.some((category) => category.is_premium)) return list;
      const unlocked = await unlockedIds(userId);
      const mine = list.filter((category) => category.is_premium && unlocked.has(category.id)).map((category) => category.id);
      if (mine.length === 0) return list;
      let byUnlocks = variants.get(list);
      if (!byUnlocks) {
        byUnlocks = new Map();
        variants.set(list, byUnlocks);
      }
      const key = mine.join(',');
      const known = byUnlocks.get(key);
      if (known) return known;
      const seen = list.map((category) => (mine.includes(category.id) ? { ...category, has_unlocked: true } : category));
      if (byUnlocks.size >= VARIANTS_MAX) byUnlocks.clear();
      byUnlocks.set(key, seen);
      return seen;
    },

    async unlock(user, categoryId) {
      // Read fresh, not from the content cache: the price charged is the one the category has now.
      const [category, config] = [await repo.findPricedCategory(db, categoryId), await settings.systemConfig()];
      if (!category) throw new AppError('NOT_FOUND', 'CATEGORY_NOT_FOUND', 'category');
      if (!category.isPremium) throw new AppError('VALIDATION', 'CATEGORY_NOT_PREMIUM', 'category');
      const price = priceOf(category, config.premium_category_coins);
      let result: UnlockResult;
      try {
        result = await unlockOnce(user, category, price);
      } catch (error) {
        // The same unlock sent twice at once past the player's lock (it cannot, but the keys are the backstop): answer as its replay.
        const constraint = uniqueViolation(error);
        if (constraint !== 'coin_ledger_idempotency_key' && constraint !== 'premium_unlocks_user_id_category_id_pk') throw error;
        result = await unlockOnce(user, category, price);
      }
      remember(user.id, categoryId);
      return result;
    },
  };
}
