import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteWorker, type PgliteProxy } from './pglite-proxy';

const keepText = (v: string) => v;
/** Installed in the worker: timestamp, timestamptz, date and timestamptz[] stay as text. */
const INSTALLED = [1114, 1184, 1082, 1185];
/** A query asking for exactly the installed set (as drizzle does), and one asking for another. */
const SAME_SET = Object.fromEntries(INSTALLED.map((oid) => [oid, keepText]));
const OTHER_SET = { 1184: keepText, 1082: keepText };

describe('PGlite on a worker thread, through its proxy', () => {
  let pg: PgliteProxy;

  beforeAll(async () => {
    pg = await startPgliteWorker({ dataDir: 'memory://', startParams: [], rawTypes: INSTALLED });
    await pg.query('create table log (id serial primary key, who text not null unique, at timestamptz)');
  });

  afterAll(async () => {
    await pg.close();
  });

  it('sends parameters of every kind drizzle uses and gets them back', async () => {
    const when = new Date('2026-03-01T10:20:30.456Z');
    const result = await pg.query<Record<string, unknown>>(
      'select $1::timestamptz as at, $2::jsonb as doc, $3::int8 as big, $4::int[] as list, $5::text as nothing, $6::bytea as bytes, $7::boolean as yes',
      [when, JSON.stringify({ a: [1, 'two'] }), 9007199254740993n, [1, 2, 3], null, new Uint8Array([1, 2, 255]), true],
    );
    const row = result.rows[0];
    expect(row?.at).toBeInstanceOf(Date);
    expect((row?.at as Date).toISOString()).toBe(when.toISOString());
    expect(row?.doc).toEqual({ a: [1, 'two'] });
    expect(row?.big).toBe(9007199254740993n);
    expect(row?.list).toEqual([1, 2, 3]);
    expect(row?.nothing).toBeNull();
    expect(row?.bytes).toEqual(new Uint8Array([1, 2, 255]));
    expect(row?.yes).toBe(true);
  });

  it('leaves the types drizzle parses itself as PostgreSQL text, in array row mode too', async () => {
    const text = "select '2026-03-01 10:20:30+00'::timestamptz, '2026-03-01'::date, array['2026-03-01 10:20:30+00'::timestamptz]";
    const same = await pg.query<unknown[]>(text, [], { rowMode: 'array', parsers: SAME_SET });
    expect(same.rows[0]).toEqual(['2026-03-01 10:20:30+00', '2026-03-01', '{"2026-03-01 10:20:30+00"}']);
    expect(same.fields.map((f) => f.dataTypeID)).toEqual([1184, 1082, 1185]);
    // Another set: the installed types it leaves out are parsed as PGlite parses them.
    const other = await pg.query<unknown[]>(text, [], { rowMode: 'array', parsers: OTHER_SET });
    expect(other.rows[0]?.slice(0, 2)).toEqual(['2026-03-01 10:20:30+00', '2026-03-01']);
    expect(other.rows[0]?.[2]).toEqual([new Date('2026-03-01T10:20:30Z')]);
  });

  it('keeps the PostgreSQL fields of an error (code, constraint, detail)', async () => {
    await pg.query('insert into log (who) values ($1)', ['unique-one']);
    const error = await pg.query('insert into log (who) values ($1)', ['unique-one']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'log_who_key', table: 'log' });
    expect((error as { detail?: string }).detail).toContain('unique-one');
  });

  it('rolls a transaction back when its callback throws, and gives back that error', async () => {
    const failure = new Error('changed my mind');
    const outcome = pg.transaction(async (tx) => {
      await tx.query('insert into log (who) values ($1)', ['rolled-back']);
      throw failure;
    });
    await expect(outcome).rejects.toBe(failure);
    expect((await pg.query('select * from log where who = $1', ['rolled-back'])).rows).toEqual([]);
  });

  it('rolls back a transaction whose statement failed, and the database stays usable', async () => {
    const outcome = pg.transaction(async (tx) => {
      await tx.query('insert into log (who) values ($1)', ['half-done']);
      await tx.query('insert into log (who) values ($1)', ['unique-one']);
    });
    await expect(outcome).rejects.toMatchObject({ code: '23505' });
    expect((await pg.query('select * from log where who = $1', ['half-done'])).rows).toEqual([]);
    expect((await pg.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('never lets another transaction or query run inside an open transaction', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstBegun: () => void = () => undefined;
    const begun = new Promise<void>((resolve) => (firstBegun = resolve));
    const first = pg.transaction(async (tx) => {
      await tx.query('insert into log (who) values ($1)', ['first-1']);
      firstBegun();
      await held;
      await tx.query('insert into log (who) values ($1)', ['first-2']);
    });
    await begun;
    const second = pg.transaction(async (tx) => {
      const seen = await tx.query<{ n: number }>("select count(*)::int as n from log where who like 'first-%'");
      await tx.query('insert into log (who) values ($1)', ['second-1']);
      await tx.query('insert into log (who) values ($1)', ['second-2']);
      return seen.rows[0]?.n;
    });
    const alone = pg.query('insert into log (who) values ($1)', ['alone']);
    // Both wait on the worker for the first transaction; let them queue up, then let it finish.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await first;
    expect(await second).toBe(2);
    await alone;
    const order = await pg.query<{ who: string }>("select who from log where who like 'first-%' or who like 'second-%' or who = 'alone' order by id");
    const names = order.rows.map((r) => r.who);
    expect(names.slice(0, 2)).toEqual(['first-1', 'first-2']);
    // The second transaction's rows are next to each other: nothing ran between them.
    expect(names.indexOf('second-2') - names.indexOf('second-1')).toBe(1);
    expect(names).toHaveLength(5);
  });

  it('tells how long the oldest unanswered query has waited', async () => {
    expect(pg.waitMs()).toBe(0);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let begun: () => void = () => undefined;
    const open = new Promise<void>((resolve) => (begun = resolve));
    const holding = pg.transaction(async (tx) => {
      // A transaction holds the database from its first query (which opens it) to its end.
      await tx.query('select 1');
      begun();
      await held;
    });
    await open;
    const waiting = pg.query('select 1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pg.waitMs()).toBeGreaterThan(0);
    release();
    await Promise.all([holding, waiting]);
    expect(pg.waitMs()).toBe(0);
  });

  it('opens a transaction with its first query; queries sent at once run inside it, in order', async () => {
    const whoAmI = "select count(*)::int as n from log where who like 'together-%'";
    const rows = await pg.transaction(async (tx) =>
      Promise.all([
        tx.query('insert into log (who) values ($1)', ['together-1']),
        tx.query('insert into log (who) values ($1)', ['together-2']),
        tx.query<{ n: number }>(whoAmI),
      ]),
    );
    expect(rows[2].rows).toEqual([{ n: 2 }]);
    // And all of it rolls back together when one of them fails.
    const failed = pg.transaction(async (tx) =>
      Promise.all([tx.query('insert into log (who) values ($1)', ['together-3']), tx.query('insert into log (who) values ($1)', ['unique-one'])]),
    );
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect((await pg.query<{ n: number }>(whoAmI)).rows).toEqual([{ n: 2 }]);
  });

  it('leaves no transaction open when its callback throws before its first query is answered', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let begun: () => void = () => undefined;
    const open = new Promise<void>((resolve) => (begun = resolve));
    // Another transaction holds the database, so the next one's BEGIN waits on the worker.
    const holding = pg.transaction(async (tx) => {
      await tx.query('select 1');
      begun();
      await held;
    });
    await open;
    const early = pg.transaction(async (tx) => {
      void tx.query('insert into log (who) values ($1)', ['never-kept']).catch(() => undefined);
      throw new Error('gave up at once');
    });
    // Its rollback reaches the worker before its BEGIN could run; it waits for the first to end.
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await holding;
    await expect(early).rejects.toThrow('gave up at once');
    // The database is free again (nothing was left open) and the insert was rolled back.
    expect((await pg.query('select * from log where who = $1', ['never-kept'])).rows).toEqual([]);
  });

  it('never holds the database for a transaction that asks nothing', async () => {
    expect(await pg.transaction(async () => 'nothing asked')).toBe('nothing asked');
    await expect(
      pg.transaction(async () => {
        throw new Error('nothing asked either');
      }),
    ).rejects.toThrow('nothing asked either');
    expect((await pg.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('rejects a parameter that cannot be sent to the worker, and carries on', async () => {
    await expect(pg.query('select $1::text', [() => 'no'])).rejects.toThrow();
    expect((await pg.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('closes: the worker ends and later queries fail plainly', async () => {
    const other = await startPgliteWorker({ dataDir: 'memory://', startParams: [] });
    expect((await other.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow('the database is closed');
    await other.close();
  });
});
