/**
 * The dashboard's figures (issue 12, docs/ADMIN.md "Dashboard"), each one query over a created_at
 * index from the window's first day; day keys are UTC dates (YYYY-MM-DD).
 */
import { gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { coinLedger, quizResults, sessions } from '../../db/schema';
import { rawRows } from '../../db/raw-rows';

const utcDay = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Sign-ins and finished rounds since `from`: who was active when. */
const activity = (from: Date) => sql`
  select ${sessions.userId} as user_id, ${sessions.createdAt} as at from ${sessions} where ${sessions.createdAt} >= ${from}
  union all
  select ${quizResults.userId}, ${quizResults.createdAt} from ${quizResults} where ${quizResults.createdAt} >= ${from}`;

/** Distinct players per day since `from` (sessions_created_idx, quiz_results_created_idx). */
export async function playersPerDay(db: DbOrTx, from: Date): Promise<Map<string, number>> {
  const rows = await rawRows<{ day: string; n: number }>(db, sql`
    select to_char(a.at at time zone 'UTC', 'YYYY-MM-DD') as day, count(distinct a.user_id)::int as n
    from (${activity(from)}) a group by 1`);
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/** Distinct players since `today` and since `weekFrom` (a week's players are not a sum of days'). */
export async function playersTodayAndWeek(db: DbOrTx, today: Date, weekFrom: Date): Promise<{ today: number; week: number }> {
  const rows = await rawRows<{ today: number; week: number }>(db, sql`
    select count(distinct a.user_id) filter (where a.at >= ${today})::int as today, count(distinct a.user_id)::int as week
    from (${activity(weekFrom)}) a`);
  const row = rows[0];
  return { today: Number(row?.today ?? 0), week: Number(row?.week ?? 0) };
}

/** Quiz Zone sheets scored per day since `from` (quiz_results_created_idx). */
export async function roundsPerDay(db: DbOrTx, from: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: utcDay(quizResults.createdAt), n: sql<number>`count(*)::int` })
    .from(quizResults)
    .where(gte(quizResults.createdAt, from))
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** Coins credited and debited per day since `from` (coin_ledger_created_idx). */
export async function coinsPerDay(db: DbOrTx, from: Date): Promise<Map<string, { earned: number; spent: number }>> {
  const rows = await db
    .select({
      day: utcDay(coinLedger.createdAt),
      earned: sql<number>`coalesce(sum(${coinLedger.coins}) filter (where ${coinLedger.coins} > 0), 0)::int`,
      spent: sql<number>`coalesce(-sum(${coinLedger.coins}) filter (where ${coinLedger.coins} < 0), 0)::int`,
    })
    .from(coinLedger)
    .where(gte(coinLedger.createdAt, from))
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.day, { earned: r.earned, spent: r.spent }]));
}
