/** Two server instances on one database and one Redis behave as one service. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { questions, users } from '../../server/db/schema';
import { createPostgresDatabase, createTestApp, demo, envelope, login, type TestApp } from '../fixtures/test-app';
import { shippedQuestionCount } from '../fixtures/seeded-content';

const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(redisUrl && databaseUrl)('two instances with PostgreSQL and Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    // Both start at once on an empty database: migrations and the seed must run exactly once.
    // Their own key prefix: other test files' sign-ins from 127.0.0.1 must not count toward this limit of 4.
    const options = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `qh-test-${randomBytes(6).toString('hex')}:`, RATE_LIMIT_AUTH_PER_MINUTE: '4', DATABASE_URL: database.url };
    [first, second] = await Promise.all([createTestApp('postgres', options), createTestApp('postgres', options)]);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.drop();
  });

  it('migrates and seeds once when both start together', async () => {
    const [questionRows] = await first.ctx.db.select({ n: count() }).from(questions);
    const [userRows] = await first.ctx.db.select({ n: count() }).from(users);
    // Every question of every shipped content file, stored once.
    expect(questionRows?.n).toBe(shippedQuestionCount());
    expect(userRows?.n).toBe(3);
  });

  it('accepts on one instance a session opened on the other', async () => {
    const token = await login(first, demo.player);
    const res = await second.call('get_user_by_id', {}, token);
    expect(envelope<{ email: string }>(res).data.email).toBe(demo.player.email);
    await second.call('logout', {}, token);
    expect((await first.call('get_user_by_id', {}, token)).statusCode).toBe(401);
  });

  it('refuses at once on one instance a session it had cached when the other ends it', async () => {
    const token = await login(first, demo.player);
    // The first instance resolves the token and keeps it (for SESSION_CACHE_MS, minutes).
    expect((await first.call('get_user_by_id', {}, token)).statusCode).toBe(200);
    await second.call('logout', {}, token);
    // The second's announcement (NOTIFY) makes the first forget it: no waiting for the cache to end.
    await expect.poll(async () => (await first.call('get_user_by_id', {}, token)).statusCode, { timeout: 5_000, interval: 20 }).toBe(401);
  });

  it("takes a subscriber's access away on one instance when the other cancels the subscription", async () => {
    const token = await login(first, demo.subscriber);
    const statistics = () => first.call('get_battle_statistics', {}, token);
    // The first instance's subscription gate now holds the answer "subscribed".
    expect(envelope(await statistics()).error).toBe(false);
    expect(envelope(await second.call('cancel_subscription', {}, token)).error).toBe(false);
    try {
      await expect.poll(async () => envelope(await statistics()), { timeout: 5_000, interval: 20 }).toMatchObject({ error: true, code: 'SUBSCRIPTION_REQUIRED' });
    } finally {
      expect(envelope(await second.call('resume_subscription', {}, token)).error).toBe(false);
    }
    await expect.poll(async () => envelope(await statistics()).error, { timeout: 5_000, interval: 20 }).toBe(false);
  });

  it('shares the sign-in rate limit across instances through Redis', async () => {
    const ip = `127.${randomBytes(1)[0]}.${randomBytes(1)[0]}.7`;
    const attempt = (app: TestApp) =>
      app.app.inject({ method: 'POST', url: '/api/user_login', remoteAddress: ip, payload: { email: 'nobody@example.test', password: 'wrong' } });
    const statuses = [];
    for (const app of [first, second, first, second, first]) statuses.push((await attempt(app)).statusCode);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses[4]).toBe(429);
  });
});
