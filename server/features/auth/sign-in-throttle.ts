/**
 * Per-address lock on failed e-mail sign-ins. The IP rate limit cannot slow guessing spread over
 * many machines; this counts failures per normalised e-mail across all of them. Addresses without
 * an account are counted and locked alike, so a lock says nothing about whether an account exists.
 * Every change is one conditional statement, so concurrent attempts can never lose a count.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { signInThrottle } from '../../db/schema';

/** Failures within one window that lock the address. */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LOCK_MS = 15 * 60_000;

const t = signInThrottle;

/** When the address's lock ends, or undefined when it is not locked at `now`. */
export async function lockedUntil(db: DbOrTx, subject: string, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ lockedUntil: t.lockedUntil })
    .from(t)
    .where(and(eq(t.subject, subject), gt(t.lockedUntil, now)));
  return row?.lockedUntil ?? undefined;
}

/**
 * Counts one failure; returns the lock's end when the address is now locked. A window that ran out,
 * or a lock that ended, starts a new count. Failures while locked (attempts that raced past the
 * check) are counted but never extend the lock.
 */
export async function recordFailure(db: DbOrTx, subject: string, now: Date): Promise<Date | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowFloor = sql`${new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString()}::timestamptz`;
  const lockEnd = new Date(now.getTime() + SIGN_IN_LOCK_MS);
  // Read against the row as it was before this statement (PostgreSQL evaluates SET on the old row).
  const restart = sql`((${t.lockedUntil} is not null and ${t.lockedUntil} <= ${at}) or (${t.lockedUntil} is null and ${t.windowStartedAt} <= ${windowFloor}))`;
  const [row] = await db
    .insert(t)
    // A first failure never locks (the limit is above one), so a new row starts unlocked.
    .values({ subject, failures: 1, windowStartedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: t.subject,
      set: {
        failures: sql`case when ${restart} then 1 else ${t.failures} + 1 end`,
        windowStartedAt: sql`case when ${restart} then ${at} else ${t.windowStartedAt} end`,
        lockedUntil: sql`case
          when ${restart} then null
          when ${t.lockedUntil} is null and ${t.failures} + 1 >= ${SIGN_IN_MAX_FAILURES} then ${lockEnd.toISOString()}::timestamptz
          else ${t.lockedUntil} end`,
      },
    })
    .returning({ lockedUntil: t.lockedUntil });
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : undefined;
}

/**
 * Claims the right to tell the owner about the current lock: true for exactly one caller per lock.
 * A notice of an earlier lock predates this window (a new window starts only after a lock ends), and
 * the claim stamps at least the window's start, so it never counts for an earlier one either.
 */
export async function claimLockNotice(db: DbOrTx, subject: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(t)
    .set({ notifiedAt: sql`greatest(${t.windowStartedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(t.subject, subject), gt(t.lockedUntil, now), sql`(${t.notifiedAt} is null or ${t.notifiedAt} < ${t.windowStartedAt})`))
    .returning({ subject: t.subject });
  return rows.length === 1;
}

/** Forgets the address's failures and lock: a successful sign-in or a password reset. */
export async function clearFailures(db: DbOrTx, subject: string): Promise<void> {
  await db.delete(t).where(eq(t.subject, subject));
}
