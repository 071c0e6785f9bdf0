import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lanes, openLaneDatabase } from '../../tests/fixtures/test-app';
import type { Database } from './client';
import { preparedRows, rawRows } from './raw-rows';

describe.each(lanes)('raw statements (%s)', (lane) => {
  let database: Database;
  let close: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    ({ database, close } = await openLaneDatabase(lane));
  });
  afterAll(async () => close());

  it('runs a prepared statement with its parameters, again and again, and with other texts beside it', async () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      expect(await preparedRows<{ n: number; label: string }>(database.db, sql`select ${n}::int * 2 as n, ${`#${n}`}::text as label`)).toEqual([{ n: n * 2, label: `#${n}` }]);
      expect(await preparedRows<{ n: number }>(database.db, sql`select ${n}::int + 1 as n`)).toEqual([{ n: n + 1 }]);
    }
    // In a transaction too (its own connection), and a statement's failure leaves the next one working.
    await database.db.transaction(async (tx) => {
      expect(await preparedRows<{ n: number }>(tx, sql`select ${41}::int + 1 as n`)).toEqual([{ n: 42 }]);
    });
    await expect(preparedRows(database.db, sql`select 1 / ${0}::int as n`)).rejects.toMatchObject({ cause: expect.objectContaining({ message: expect.stringMatching(/division by zero/) }) });
    expect(await preparedRows<{ n: number }>(database.db, sql`select 1 / ${1}::int as n`)).toEqual([{ n: 1 }]);
  });

  if (lane === 'postgres') {
    it('keeps the statement prepared on its connection, under one name per text', async () => {
      await database.db.transaction(async (tx) => {
        await preparedRows(tx, sql`select ${1}::int as prepared_probe`);
        await preparedRows(tx, sql`select ${2}::int as prepared_probe`);
        await preparedRows(tx, sql`select ${3}::int as other_probe`);
        const rows = await rawRows<{ name: string; statement: string }>(tx, sql`select name, statement from pg_prepared_statements where statement like '%_probe' order by statement`);
        expect(rows.map((r) => r.statement)).toEqual(['select $1::int as other_probe', 'select $1::int as prepared_probe']);
        expect(rows.every((r) => /^qh_[0-9a-f]{24}$/.test(r.name))).toBe(true);
        expect(new Set(rows.map((r) => r.name)).size).toBe(2);
      });
    });
  }
});
