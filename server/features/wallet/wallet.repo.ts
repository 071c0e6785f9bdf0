/** The append-only coin and score ledger. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { coinLedger, users } from '../../db/schema';

export interface Balance {
  readonly coins: number;
  readonly all_time_score: number;
}

export interface LedgerEntry {
  readonly userId: number;
  readonly coins: number;
  readonly score: number;
  readonly type: string;
  readonly title: string;
  readonly ref?: string;
  /** When it was earned; the database's clock when left out. */
  readonly at?: Date;
}

export async function balanceOf(db: DbOrTx, userId: number): Promise<Balance> {
  const [row] = await db
    .select({
      coins: sql<number>`coalesce(sum(${coinLedger.coins}), 0)::int`,
      score: sql<number>`coalesce(sum(${coinLedger.score}), 0)::int`,
    })
    .from(coinLedger)
    .where(eq(coinLedger.userId, userId));
  return { coins: row?.coins ?? 0, all_time_score: row?.score ?? 0 };
}

/**
 * Locks the user's row for the rest of the transaction, so that concurrent earns and spends of one
 * user are serialised and a spend can check the balance it is about to change. NO KEY UPDATE, not
 * UPDATE: inserting a row that references the user takes a KEY SHARE lock on it, which FOR UPDATE
 * would wait on, so two such transactions would deadlock.
 */
export async function lockUser(tx: DbOrTx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export async function appendEntry(tx: DbOrTx, entry: LedgerEntry): Promise<void> {
  await tx.insert(coinLedger).values({
    userId: entry.userId,
    coins: entry.coins,
    score: entry.score,
    type: entry.type,
    title: entry.title,
    ref: entry.ref ?? null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}
