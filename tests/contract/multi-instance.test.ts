/** Two server instances on one database and one Redis behave as one service. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createTestApp, demo, envelope, login, type TestApp } from '../fixtures/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(redisUrl && databaseUrl)('two instances with PostgreSQL and Redis', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp('postgres', { REDIS_URL: redisUrl, RATE_LIMIT_AUTH_PER_MINUTE: '4' });
    // The second instance joins the first one's database rather than making its own.
    second = await createTestApp('postgres', { REDIS_URL: redisUrl, RATE_LIMIT_AUTH_PER_MINUTE: '4', DATABASE_URL: first.ctx.config.DATABASE_URL });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('accepts on one instance a session opened on the other', async () => {
    const token = await login(first, demo.player);
    const res = await second.call('get_user_by_id', {}, token);
    expect(envelope<{ email: string }>(res).data.email).toBe(demo.player.email);
    await second.call('logout', {}, token);
    expect((await first.call('get_user_by_id', {}, token)).statusCode).toBe(401);
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
