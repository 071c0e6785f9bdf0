/**
 * Access changes (server/lib/access-changes.ts): what one instance announces, every instance hears
 * over PostgreSQL's NOTIFY (itself at once); after an outage of its listening connection an
 * instance forgets everything; on PGlite the changes stay in the process.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { LISTEN_APPLICATION_NAME } from '../../server/db/listen';
import { createAccessChanges, decodeAccessChange, encodeAccessChange, type AccessChange, type AccessChanges } from '../../server/lib/access-changes';
import { createPostgresDatabase } from '../fixtures/test-app';

function recorder() {
  const heard: (AccessChange | null)[] = [];
  const warnings: unknown[][] = [];
  const log = { info: () => undefined, warn: (...args: unknown[]) => void warnings.push(args) };
  return { heard, warnings, log, listener: (change: AccessChange | null) => void heard.push(change) };
}

describe('access change payloads', () => {
  it('reads back what it writes and names nothing for anything else', () => {
    const change: AccessChange = { kind: 'subscription', userId: 42 };
    expect(encodeAccessChange(change)).toBe('subscription:42');
    expect(decodeAccessChange('subscription:42')).toEqual(change);
    expect(decodeAccessChange('sessions:7')).toEqual({ kind: 'sessions', userId: 7 });
    for (const payload of ['', 'sessions', 'sessions:', 'sessions:0', 'sessions:-3', 'sessions:1.5', 'sessions:7:8', 'coins:7', 'sessions:abc']) {
      expect(decodeAccessChange(payload), payload).toBeUndefined();
    }
  });
});

describe('access changes on PGlite', () => {
  it('go to the listeners of this process only', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      const { heard, warnings, log, listener } = recorder();
      const changes = createAccessChanges(database, log);
      changes.onChange(listener);
      changes.announce({ kind: 'sessions', userId: 3 });
      expect(heard).toEqual([{ kind: 'sessions', userId: 3 }]);
      expect(warnings).toEqual([]);
      await changes.close();
    } finally {
      await database.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('access changes across instances on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const opened: Database[] = [];
  const created: AccessChanges[] = [];
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    for (const changes of created) await changes.close();
    for (const db of opened) await db.close();
    await admin?.end();
    await database?.drop();
  });

  async function instance() {
    const db = await openDatabase({ databaseUrl: database.url, pgliteDir: 'memory://' });
    opened.push(db);
    const seen = recorder();
    const changes = createAccessChanges(db, seen.log);
    created.push(changes);
    changes.onChange(seen.listener);
    // Listening: the start's `null` (nothing to forget yet) has been heard.
    await vi.waitFor(() => expect(seen.heard).toEqual([null]), { timeout: 5_000, interval: 10 });
    seen.heard.length = 0;
    return { changes, ...seen };
  }

  it('tells the announcing instance at once and the other once the notification arrives', async () => {
    const [a, b] = [await instance(), await instance()];
    a.changes.announce({ kind: 'subscription', userId: 9 });
    expect(a.heard).toEqual([{ kind: 'subscription', userId: 9 }]);
    await vi.waitFor(() => expect(b.heard).toEqual([{ kind: 'subscription', userId: 9 }]), { timeout: 5_000, interval: 10 });
    // The announcing instance hears its own notification too (forgetting twice is harmless).
    await vi.waitFor(() => expect(a.heard).toHaveLength(2), { timeout: 5_000, interval: 10 });
    expect(a.heard[1]).toEqual({ kind: 'subscription', userId: 9 });
  });

  it('forgets everything when it listens again after an outage, and warns of a payload it cannot read', async () => {
    const b = await instance();
    const pids = (await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1 and datname = current_database()', [LISTEN_APPLICATION_NAME])).rows;
    expect(pids.length).toBeGreaterThan(0);
    for (const { pid } of pids) await admin.query('select pg_terminate_backend($1)', [pid]);
    // Whatever was announced meanwhile was lost: listening again, it is told to forget everything.
    await vi.waitFor(() => expect(b.heard).toContain(null), { timeout: 10_000, interval: 20 });
    expect(b.warnings.some(([, message]) => typeof message === 'string' && message.includes('not heard'))).toBe(true);

    b.heard.length = 0;
    await admin.query("select pg_notify('quizhive_access', 'coins:5')");
    await vi.waitFor(() => expect(b.warnings.some(([first]) => JSON.stringify(first).includes('coins:5'))).toBe(true), { timeout: 5_000, interval: 10 });
    expect(b.heard).toEqual([]);
  });
});
