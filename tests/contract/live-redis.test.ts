/**
 * The live channel across instances (docs/LIVE.md): two servers on one PostgreSQL and one Redis.
 * A subscription change made through instance A reaches the user's device connected to instance B
 * within 2 s (issue 13), and an account ended through A disconnects that device on B.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, createTestApp, envelope, newVerifiedUser, subscribe, demo, login, type TestApp } from '../fixtures/test-app';
import { connectLive, listen, type LiveClient } from '../fixtures/live-client';

const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(redisUrl && databaseUrl)('the live channel on two instances with PostgreSQL and Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let secondUrl: string;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let options: Record<string, string | undefined>;
  const open: LiveClient[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    // A key prefix of this run's own: another run's messages on the same Redis are not heard here.
    options = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `qh-live-${randomBytes(6).toString('hex')}:`, DATABASE_URL: database.url };
    first = await createTestApp('postgres', options);
    second = await createTestApp('postgres', options);
    secondUrl = await listen(second);
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await second?.close();
    await first?.close();
    await database?.drop();
  });

  it('brings a subscription change made through A to the device on B within 2 s', async () => {
    const { token } = await newVerifiedUser(first);
    const userId = envelope<{ id: number }>(await first.call('get_user_by_id', {}, token)).data.id;
    const device = await connectLive(secondUrl, token);
    open.push(device);

    await subscribe(first, token);
    const sent = Date.now();
    first.userChanges.subscriptionChanged(userId);
    const message = await device.next(2_000);
    const elapsed = (device.heard.at(-1)?.at ?? Date.now()) - sent;
    process.stdout.write(`live: a subscription change through instance A reached the device on instance B in ${elapsed} ms\n`);
    expect(elapsed).toBeLessThan(2_000);
    expect(message).toMatchObject({ type: 'subscription', summary: { state: 'active', has_subscription: true } });
  });

  it('disconnects on B the devices of an account deactivated through A', async () => {
    const target = await newVerifiedUser(first);
    const targetId = envelope<{ id: number }>(await first.call('get_user_by_id', {}, target.token)).data.id;
    const device = await connectLive(secondUrl, target.token);
    open.push(device);
    const admin = await login(first, demo.admin);
    expect((await first.call('set_admin_user_status', { user_id: targetId, status: 'deactivated' }, admin)).statusCode).toBe(200);
    expect(await device.next(2_000)).toEqual({ type: 'account', status: 'deactivated' });
    expect(await device.disconnected(2_000)).toBe('io server disconnect');
  });

  it('closes with devices connected: they are told, and Redis and the server let go', async () => {
    const third = await createTestApp('postgres', options);
    const device = await connectLive(await listen(third), (await newVerifiedUser(first)).token);
    open.push(device);
    const started = Date.now();
    await third.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await device.disconnected(1_000)).toBe('io server disconnect');
  });
});
