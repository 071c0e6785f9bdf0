/**
 * The rows of a raw SQL statement. drizzle's `execute` is typed by its driver's own result, which
 * differs between node-postgres and PGlite; both carry `rows`, so raw statements read them here,
 * typed by the caller, instead of each casting the result itself.
 */
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

export async function rawRows<T>(db: Pick<DbOrTx, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
