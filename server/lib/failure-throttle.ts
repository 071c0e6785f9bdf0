/**
 * Counts failed attempts per subject in the database and locks the subject for a while after too
 * many within a window: e-mail sign-ins per address (features/auth/sign-in-throttle.ts) and exam
 * keys per player and exam (features/exams). Counting in the database holds across instances and
 * across machines guessing together. Every change is one conditional statement, so concurrent
 * attempts can never lose a count. Each use names its subjects so that they never meet.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { signInThrottle } from '../db/schema';

export interface ThrottlePolicy {
  /** Failures within one window that lock the subject. */
  readonly maxFailures: number;
  readonly windowMs: number;
  readonly lockMs: number;
}

export interface FailureThrottle {
  /** When the subject's lock ends, or undefined when it is not locked at `now`. */
  readonly lockedUntil: (db: DbOrTx, subject: string, now: Date) => Promise<Date | undefined>;
  /**
   * Counts one failure; returns the lock's end when the subject is now locked. A window that ran
   * out, or a lock that ended, starts a new count. Failures while locked (attempts that raced past
   * the check) are counted but never extend the lock.
   */
  readonly recordFailure: (db: DbOrTx, subject: string, now: Date) => Promise<Date | undefined>;
  /**
   * Claims the right to tell the owner about the current lock: true for exactly one caller per lock.
   * A notice of an earlier lock predates this window (a new window starts only after a lock ends), and
   * the claim stamps at least the window's start, so it never counts for an earlier one either.
   */
  readonly claimLockNotice: (db: DbOrTx, subject: string, now: Date) => Promise<boolean>;
  /** Forgets the subject's failures and lock. */
  readonly clearFailures: (db: DbOrTx, subject: string) => Promise<void>;
}

const t = signInThrottle;

export function failureThrottle(policy: ThrottlePolicy): FailureThrottle {
  return {
    async lockedUntil(db, subject, now) {
      const [row] = await db
        .select({ lockedUntil: t.lockedUntil })
        .from(t)
        .where(and(eq(t.subject, subject), gt(t.lockedUntil, now)));
      return row?.lockedUntil ?? undefined;
    },

    async recordFailure(db, subject, now) {
      const at = sql`${now.toISOString()}::timestamptz`;
      const windowFloor = sql`${new Date(now.getTime() - policy.windowMs).toISOString()}::timestamptz`;
      const lockEnd = new Date(now.getTime() + policy.lockMs);
      // Read against the row as it was before this statement (PostgreSQL evaluates SET on the old row).
      const restart = sql`((${t.lockedUntil} is not null and ${t.lockedUntil} <= ${at}) or (${t.lockedUntil} is null and ${t.windowStartedAt} <= ${windowFloor}))`;
      const firstLocks = policy.maxFailures <= 1;
      const [row] = await db
        .insert(t)
        .values({ subject, failures: 1, windowStartedAt: now, lockedUntil: firstLocks ? lockEnd : null })
        .onConflictDoUpdate({
          target: t.subject,
          set: {
            failures: sql`case when ${restart} then 1 else ${t.failures} + 1 end`,
            windowStartedAt: sql`case when ${restart} then ${at} else ${t.windowStartedAt} end`,
            lockedUntil: sql`case
              when ${restart} then ${firstLocks ? sql`${lockEnd.toISOString()}::timestamptz` : sql`null`}
              when ${t.lockedUntil} is null and ${t.failures} + 1 >= ${policy.maxFailures} then ${lockEnd.toISOString()}::timestamptz
              else ${t.lockedUntil} end`,
          },
        })
        .returning({ lockedUntil: t.lockedUntil });
      return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : undefined;
    },

    async claimLockNotice(db, subject, now) {
      const rows = await db
        .update(t)
        .set({ notifiedAt: sql`greatest(${t.windowStartedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(t.subject, subject), gt(t.lockedUntil, now), sql`(${t.notifiedAt} is null or ${t.notifiedAt} < ${t.windowStartedAt})`))
        .returning({ subject: t.subject });
      return rows.length === 1;
    },

    async clearFailures(db, subject) {
      await db.delete(t).where(eq(t.subject, subject));
    },
  };
}
