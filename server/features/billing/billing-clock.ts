/**
 * Billing time. With the sandbox provider it is the real clock plus the offset in sandbox_clock
 * (one row, so every instance agrees); advance() moves it forward, never back. With Stripe it is the
 * real clock, and advance() is refused.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxClock } from '../../db/schema';
import type { BillingProviderName } from './providers/provider';

export interface BillingClock {
  now(db?: DbOrTx): Promise<Date>;
  offsetSeconds(db?: DbOrTx): Promise<number>;
  /** Moves the sandbox clock forward; answers the new offset. */
  advance(seconds: number, db?: DbOrTx): Promise<number>;
}

export function createBillingClock(db: DbOrTx, realNow: () => Date, provider: BillingProviderName): BillingClock {
  async function offsetSeconds(handle: DbOrTx = db): Promise<number> {
    if (provider !== 'sandbox') return 0;
    const [row] = await handle.select({ offset: sandboxClock.offsetSeconds }).from(sandboxClock).where(eq(sandboxClock.id, 1));
    return row?.offset ?? 0;
  }
  return {
    offsetSeconds,
    async now(handle) {
      return new Date(realNow().getTime() + (await offsetSeconds(handle)) * 1000);
    },
    async advance(seconds, handle = db) {
      const [row] = await handle
        .insert(sandboxClock)
        .values({ id: 1, offsetSeconds: seconds, updatedAt: realNow() })
        .onConflictDoUpdate({ target: sandboxClock.id, set: { offsetSeconds: sql`${sandboxClock.offsetSeconds} + ${seconds}`, updatedAt: realNow() } })
        .returning({ offset: sandboxClock.offsetSeconds });
      return row?.offset ?? seconds;
    },
  };
}
