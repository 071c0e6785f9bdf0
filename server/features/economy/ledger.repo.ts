/**
 * The coin and score ledger and the wallet row kept with it. Only the economy feature writes them:
 * every entry goes in with its change to the wallet, in the caller's transaction.
 */
import { and, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { LedgerSource } from '../../../contract/economy/ledger';
import type { DbOrTx } from '../../db/client';
import { coinLedger, users, wallets } from '../../db/schema';

export interface Balance {
  readonly coins: number;
  readonly all_time_score: number;
}

export interface NewEntry {
  readonly userId: number;
  readonly coins: number;
  readonly score: number;
  readonly type: string;
  readonly title: string;
  readonly source: LedgerSource;
  readonly ref?: string | null;
  readonly idempotencyKey?: string | null;
  readonly refundOf?: number | null;
  /** When it happened; the database's clock when left out. */
  readonly at?: Date;
}

export interface EntryRow {
  readonly id: number;
  readonly coins: number;
  readonly score: number;
  readonly type: string;
  readonly title: string;
  readonly source: LedgerSource;
  readonly ref: string | null;
  readonly refundOf: number | null;
  readonly createdAt: Date;
}

const entryColumns = {
  id: coinLedger.id,
  coins: coinLedger.coins,
  score: coinLedger.score,
  type: coinLedger.type,
  title: coinLedger.title,
  source: coinLedger.source,
  ref: coinLedger.ref,
  refundOf: coinLedger.refundOf,
  createdAt: coinLedger.createdAt,
};

export async function balanceOf(db: DbOrTx, userId: number): Promise<Balance> {
  const [row] = await db.select({ coins: wallets.coins, score: wallets.score }).from(wallets).where(eq(wallets.userId, userId));
  return { coins: row?.coins ?? 0, all_time_score: row?.score ?? 0 };
}

/** Coins ever earned (spends and refunds left out). */
export async function coinsEarned(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ earned: wallets.coinsEarned }).from(wallets).where(eq(wallets.userId, userId));
  return row?.earned ?? 0;
}

/** Sum of coins and score already booked under one ref for a user (e.g. one level). */
export async function bookedFor(db: DbOrTx, userId: number, ref: string): Promise<Balance> {
  const [row] = await db
    .select({
      coins: sql<number>`coalesce(sum(${coinLedger.coins}), 0)::int`,
      score: sql<number>`coalesce(sum(${coinLedger.score}), 0)::int`,
    })
    .from(coinLedger)
    .where(and(eq(coinLedger.userId, userId), eq(coinLedger.ref, ref)));
  return { coins: row?.coins ?? 0, all_time_score: row?.score ?? 0 };
}

/** Positive coins of the given sources since a moment: what a daily cap has already let through. */
export async function coinsEarnedSince(db: DbOrTx, userId: number, sources: readonly LedgerSource[], since: Date): Promise<number> {
  const [row] = await db
    .select({ coins: sql<number>`coalesce(sum(${coinLedger.coins}), 0)::int` })
    .from(coinLedger)
    .where(and(eq(coinLedger.userId, userId), inArray(coinLedger.source, [...sources]), gte(coinLedger.createdAt, since), gt(coinLedger.coins, 0)));
  return row?.coins ?? 0;
}

/**
 * Locks the user's row for the rest of the transaction, so that concurrent events of one user are
 * serialised (a sheet's payout reads what was booked before it). NO KEY UPDATE, not UPDATE:
 * inserting a row that references the user takes a KEY SHARE lock on it, which FOR UPDATE would
 * wait on, so two such transactions would deadlock.
 */
export async function lockUser(tx: DbOrTx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export async function findByIdempotencyKey(db: DbOrTx, userId: number, key: string): Promise<EntryRow | undefined> {
  const [row] = await db
    .select(entryColumns)
    .from(coinLedger)
    .where(and(eq(coinLedger.userId, userId), eq(coinLedger.idempotencyKey, key)));
  return row;
}

export async function findEntry(db: DbOrTx, userId: number, id: number): Promise<EntryRow | undefined> {
  const [row] = await db
    .select(entryColumns)
    .from(coinLedger)
    .where(and(eq(coinLedger.userId, userId), eq(coinLedger.id, id)));
  return row;
}

export async function refundOf(db: DbOrTx, spendId: number): Promise<EntryRow | undefined> {
  const [row] = await db.select(entryColumns).from(coinLedger).where(eq(coinLedger.refundOf, spendId));
  return row;
}

/**
 * Takes `coins` from the wallet if it holds that many, in one conditional update: under any number
 * of concurrent spends the balance never goes below zero (the update waits for the row and checks
 * again). False when it does not hold enough.
 */
export async function debitWallet(tx: DbOrTx, userId: number, coins: number): Promise<boolean> {
  const rows = await tx
    .update(wallets)
    .set({ coins: sql`${wallets.coins} - ${coins}`, updatedAt: sql`now()` })
    .where(and(eq(wallets.userId, userId), gte(wallets.coins, coins)))
    .returning({ coins: wallets.coins });
  return rows.length === 1;
}

/** Adds to the wallet (created on a user's first entry); `earned` counts toward coins ever earned. */
export async function creditWallet(tx: DbOrTx, userId: number, coins: number, score: number, earned: boolean): Promise<void> {
  const earnedCoins = earned ? Math.max(coins, 0) : 0;
  await tx
    .insert(wallets)
    .values({ userId, coins, score, coinsEarned: earnedCoins })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: {
        coins: sql`${wallets.coins} + ${coins}`,
        score: sql`${wallets.score} + ${score}`,
        coinsEarned: sql`${wallets.coinsEarned} + ${earnedCoins}`,
        updatedAt: sql`now()`,
      },
    });
}

/** Inserts one ledger row (the wallet is the caller's to change in the same transaction). */
export async function insertEntry(tx: DbOrTx, entry: NewEntry): Promise<EntryRow> {
  const [row] = await tx
    .insert(coinLedger)
    .values({
      userId: entry.userId,
      coins: entry.coins,
      score: entry.score,
      type: entry.type,
      title: entry.title,
      source: entry.source,
      ref: entry.ref ?? null,
      idempotencyKey: entry.idempotencyKey ?? null,
      refundOf: entry.refundOf ?? null,
      ...(entry.at ? { createdAt: entry.at } : {}),
    })
    .returning(entryColumns);
  if (!row) throw new Error('insert into coin_ledger returned no row');
  return row;
}

export interface HistoryRow extends EntryRow {
  /** Set when a refund gave this spend back. */
  readonly refundedBy: number | null;
}

export interface HistoryPage {
  readonly offset: number;
  readonly limit: number;
  /** One kind of entry (the spec's filter). */
  readonly type?: string | undefined;
  /** Any of these kinds; with `type` too, an entry of either is kept. */
  readonly types?: readonly string[] | undefined;
}

/** The kinds a page keeps, or null for every kind. */
function kindsOf(page: HistoryPage): string[] | null {
  const kinds = new Set([...(page.types ?? []), ...(page.type ? [page.type] : [])]);
  return kinds.size > 0 ? [...kinds] : null;
}

/** A page of a user's entries, newest first, optionally of some types only. */
export async function history(db: DbOrTx, userId: number, page: HistoryPage): Promise<{ rows: HistoryRow[]; total: number }> {
  const kinds = kindsOf(page);
  const where = and(eq(coinLedger.userId, userId), kinds ? inArray(coinLedger.type, kinds) : undefined);
  const refunds = db.select({ id: coinLedger.id, refundOf: coinLedger.refundOf }).from(coinLedger).where(eq(coinLedger.userId, userId)).as('refunds');
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...entryColumns, refundedBy: refunds.id })
      .from(coinLedger)
      .leftJoin(refunds, eq(refunds.refundOf, coinLedger.id))
      .where(where)
      .orderBy(desc(coinLedger.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(coinLedger).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
