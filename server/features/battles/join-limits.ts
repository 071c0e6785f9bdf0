/**
 * Joins by code and matchmaking requests, limited per account and per address (JOIN_RATE): counted
 * in the database with the project's failure throttle (lib/failure-throttle.ts), so the limit holds
 * across instances. Every join counts as an attempt; past the limit the subject waits out the window.
 */
import { JOIN_RATE } from '../../../contract/battles/rules';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { failureThrottle } from '../../lib/failure-throttle';

const windowMs = JOIN_RATE.perSeconds * 1000;

export interface JoinLimits {
  /**
   * Counts one join of the user from the address; RATE_LIMITED when either is over its limit (the
   * attempt that reaches the limit still passes, as the limit's last allowed one).
   */
  count(db: DbOrTx, userId: number, address: string, now: Date): Promise<void>;
}

/**
 * `perAddress` is the deployment's (BATTLE_JOINS_PER_ADDRESS_PER_MINUTE, JOIN_RATE.perAddress by
 * default): a school behind one address, or a load test, needs more than a home does.
 */
export function createJoinLimits(perAddressPerMinute: number = JOIN_RATE.perAddress): JoinLimits {
  const perAccount = failureThrottle({ maxFailures: JOIN_RATE.perAccount, windowMs, lockMs: windowMs });
  const perAddress = failureThrottle({ maxFailures: Math.round((perAddressPerMinute * JOIN_RATE.perSeconds) / 60), windowMs, lockMs: windowMs });
  return {
    async count(db, userId, address, now) {
      const accountKey = `battle-join:user:${userId}`;
      const addressKey = `battle-join:addr:${address}`;
      const locked = (await perAccount.lockedUntil(db, accountKey, now)) ?? (await perAddress.lockedUntil(db, addressKey, now));
      if (locked) throw new AppError('RATE_LIMITED');
      await perAccount.recordFailure(db, accountKey, now);
      await perAddress.recordFailure(db, addressKey, now);
    },
  };
}
