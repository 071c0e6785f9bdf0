/**
 * The dedicated LISTEN connection (server/db/listen.ts): it hears notifications, comes back after
 * its backend is terminated (telling its owner once per outage), keeps retrying a server it cannot
 * reach without telling again, and stops for good when closed.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTEN_APPLICATION_NAME, listenOn, type Listener } from '../../server/db/listen';
import { createPostgresDatabase } from '../fixtures/test-app';

const CHANNEL = 'quizhive_test_listen';

function recorder() {
  const seen = { payloads: [] as string[], listening: 0, lost: [] as Error[] };
  return {
    seen,
    handlers: {
      onNotification: (payload: string) => seen.payloads.push(payload),
      onListening: () => (seen.listening += 1),
      onLost: (error: Error) => seen.lost.push(error),
    },
  };
}

describe('listenOn without a server', () => {
  it('tells of the outage once while its attempts keep failing, and stops trying when closed', async () => {
    const { seen, handlers } = recorder();
    // Port 1 refuses at once, so every retry fails quickly.
    const connect = vi.spyOn(pg.Client.prototype, 'connect');
    const listener = listenOn('postgres://postgres@127.0.0.1:1/none', CHANNEL, handlers, { retryMinMs: 5, retryMaxMs: 20 });
    await vi.waitFor(() => expect(connect.mock.calls.length).toBeGreaterThanOrEqual(4), { timeout: 5_000, interval: 10 });
    expect(seen.lost).toHaveLength(1);
    expect(seen.lost[0]?.message).toMatch(/ECONNREFUSED|connect/);
    expect(seen.listening).toBe(0);
    await listener.close();
    const attempts = connect.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connect.mock.calls.length).toBe(attempts);
    connect.mockRestore();
  });

  it('refuses a channel name that is not a plain identifier', () => {
    expect(() => listenOn('postgres://127.0.0.1:1/none', 'x; drop table users', recorder().handlers)).toThrow(/cannot listen on channel "x; drop table users"/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('listenOn with PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let admin: pg.Client;
  let listener: Listener | undefined;
  const { seen, handlers } = recorder();

  beforeAll(async () => {
    database = await createPostgresDatabase();
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await listener?.close();
    await admin?.end();
    await database?.drop();
  });

  const notify = (payload: string) => admin.query('select pg_notify($1, $2)', [CHANNEL, payload]);
  const listeners = async () =>
    (await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1 and datname = current_database()', [LISTEN_APPLICATION_NAME])).rows;

  it('hears a notification once listening, after the notifying transaction commits', async () => {
    listener = listenOn(database.url, CHANNEL, handlers, { retryMinMs: 10, retryMaxMs: 50 });
    await vi.waitFor(() => expect(seen.listening).toBe(1), { timeout: 5_000, interval: 10 });
    await admin.query('begin');
    await notify('in a transaction');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.payloads).toEqual([]);
    await admin.query('commit');
    await vi.waitFor(() => expect(seen.payloads).toEqual(['in a transaction']), { timeout: 5_000, interval: 10 });
  });

  it('listens again after its connection is terminated, telling of the outage once', async () => {
    const [backend] = await listeners();
    expect(backend).toBeDefined();
    await admin.query('select pg_terminate_backend($1)', [backend?.pid]);
    await vi.waitFor(() => expect(seen.listening).toBe(2), { timeout: 5_000, interval: 10 });
    expect(seen.lost).toHaveLength(1);
    expect((await listeners()).map((row) => row.pid)).not.toContain(backend?.pid);
    await notify('after the outage');
    await vi.waitFor(() => expect(seen.payloads).toContain('after the outage'), { timeout: 5_000, interval: 10 });
  });

  it('closes its connection and does not come back', async () => {
    await listener?.close();
    listener = undefined;
    await vi.waitFor(async () => expect(await listeners()).toEqual([]), { timeout: 5_000, interval: 20 });
    await notify('after close');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.payloads).not.toContain('after close');
    expect(seen.listening).toBe(2);
  });
});
