import { eq, sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lanes, openLaneDatabase } from '../../tests/fixtures/test-app';
import { uniqueViolation } from '../lib/db-errors';
import { openDatabase, type Database } from './client';
import { rowFromJson, rowsFromJson } from './json-rows';

const probe = pgTable('client_probe', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  doc: jsonb('doc').$type<{ tags: string[] }>(),
  big: bigint('big', { mode: 'bigint' }),
  list: integer('list').array(),
});

describe.each(lanes)('the database through drizzle (%s)', (lane) => {
  let database: Database;
  let close: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    ({ database, close } = await openLaneDatabase(lane));
    await database.db.execute(sql`create table client_probe (id serial primary key, name text not null unique, at timestamptz, doc jsonb, big bigint, list integer[])`);
  });

  afterAll(async () => close());

  it('is migrated on open', async () => {
    // Db is typed over both drivers, so a raw result is unknown; both give rows.
    const result = (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as { rows: { n: number }[] };
    expect(Number(result.rows[0]?.n)).toBeGreaterThan(0);
  });

  it('writes and reads dates, json, bigint, arrays and null unchanged', async () => {
    const at = new Date('2026-05-04T03:02:01.123Z');
    await database.db.insert(probe).values({ name: 'typed', at, doc: { tags: ['a', 'b'] }, big: 9007199254740993n, list: [3, 1, 2] });
    await database.db.insert(probe).values({ name: 'empty' });
    const [typed] = await database.db.select().from(probe).where(eq(probe.name, 'typed'));
    expect(typed).toMatchObject({ at, doc: { tags: ['a', 'b'] }, big: 9007199254740993n, list: [3, 1, 2] });
    const [empty] = await database.db.select().from(probe).where(eq(probe.name, 'empty'));
    expect(empty).toMatchObject({ at: null, doc: null, big: null, list: null });
  });

  it('reads rows that a statement returns as JSON as drizzle reads them (json-rows.ts)', async () => {
    const at = new Date('2026-05-04T03:02:01.123Z');
    await database.db.insert(probe).values([
      { name: 'as json', at, doc: { tags: ['x'] }, big: 42n, list: [5, 4] },
      { name: 'as json, empty' },
    ]);
    const selected = await database.db.select().from(probe).where(sql`${probe.name} like 'as json%'`).orderBy(probe.id);
    const result = (await database.db.execute(
      sql`select to_jsonb(p) as one, (select jsonb_agg(to_jsonb(a) order by a.id) from client_probe a where a.name like 'as json%') as many,
        (select jsonb_agg(to_jsonb(a)) from client_probe a where a.name = 'nobody') as none
        from client_probe p where p.name = 'as json'`,
    )) as { rows: { one: unknown; many: unknown; none: unknown }[] };
    const row = result.rows[0];
    expect(rowFromJson(probe, row?.one)).toEqual(selected[0]);
    expect(rowsFromJson(probe, row?.many)).toEqual(selected);
    expect(rowsFromJson(probe, row?.none)).toEqual([]);
    expect(() => rowFromJson(probe, [1])).toThrow(/JSON object/);
  });

  it('rolls back a transaction that throws, and only the inner part of a nested one', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(probe).values({ name: 'never' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await database.db.transaction(async (tx) => {
      await tx.insert(probe).values({ name: 'outer' });
      await tx.transaction(async (inner) => {
        await inner.insert(probe).values({ name: 'inner' });
        inner.rollback();
      }).catch(() => undefined);
    });
    const names = (await database.db.select({ name: probe.name }).from(probe)).map((r) => r.name);
    expect(names).toContain('outer');
    expect(names).not.toContain('never');
    expect(names).not.toContain('inner');
  });

  it('reports a unique violation with its constraint, as the services read it', async () => {
    await database.db.insert(probe).values({ name: 'twice' });
    const error = await database.db.insert(probe).values({ name: 'twice' }).catch((e: unknown) => e);
    expect(uniqueViolation(error)).toBe('client_probe_name_key');
  });

  it('serialises concurrent transactions that update one row', async () => {
    await database.db.insert(probe).values({ name: 'counter', big: 0n });
    const bump = () =>
      database.db.transaction(async (tx) => {
        const [row] = await tx.select({ big: probe.big }).from(probe).where(eq(probe.name, 'counter')).for('update');
        await tx.update(probe).set({ big: (row?.big ?? 0n) + 1n }).where(eq(probe.name, 'counter'));
      });
    await Promise.all(Array.from({ length: 20 }, bump));
    const [row] = await database.db.select({ big: probe.big }).from(probe).where(eq(probe.name, 'counter'));
    expect(row?.big).toBe(20n);
  });
});

describe('the embedded database started from a dump', () => {
  it('opens another database with the dumped one’s tables and rows, which then go their own ways', async () => {
    const first = await openDatabase({ pgliteDir: 'memory://' });
    let second: Database | undefined;
    try {
      await first.db.execute(sql`create table client_probe (id serial primary key, name text not null unique, at timestamptz, doc jsonb, big bigint, list integer[])`);
      await first.db.insert(probe).values({ name: 'before the dump' });
      const dump = await first.dumpDataDir?.();
      expect(dump?.byteLength).toBeGreaterThan(0);
      second = await openDatabase({ pgliteDir: 'memory://', pgliteLoadDataDir: dump });
      await second.db.insert(probe).values({ name: 'only in the copy' });
      const namesIn = async (database: Database) => (await database.db.select({ name: probe.name }).from(probe).orderBy(probe.id)).map((row) => row.name);
      expect(await namesIn(second)).toEqual(['before the dump', 'only in the copy']);
      expect(await namesIn(first)).toEqual(['before the dump']);
      // Migrated already: opening it ran none again.
      const migrated = (await second.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as { rows: { n: number }[] };
      const original = (await first.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as { rows: { n: number }[] };
      expect(migrated.rows[0]?.n).toBe(original.rows[0]?.n);
    } finally {
      await second?.close();
      await first.close();
    }
  });
});
