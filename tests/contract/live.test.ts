/**
 * The live channel (docs/LIVE.md) on a real listening server with socket.io-client: refusals
 * without or with a bad token, a user's message reaching all of their devices and nobody else's,
 * an ended account or session that stops hearing, and the summaries app.ts sends for billing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { createTestApp, demo, envelope, login, newVerifiedUser, subscribe, type TestApp } from '../fixtures/test-app';
import { connectLive, listen, refusalOf, type LiveClient } from '../fixtures/live-client';
import type { UserMessage } from '../../contract/live/user-channel';
import { io } from 'socket.io-client';
import { openLive } from '../../src/lib/live/live-client';

const RECHECK_MS = 200;

describe('the live channel', () => {
  let app: TestApp;
  let url: string;
  let admin: string;
  const open: LiveClient[] = [];

  const idOf = async (token: string) => envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data.id;
  const connect = async (token: string) => {
    const client = await connectLive(url, token);
    open.push(client);
    return client;
  };
  const player = async () => {
    const user = await newVerifiedUser(app);
    return { ...user, id: await idOf(user.token) };
  };

  beforeAll(async () => {
    app = await createTestApp('pglite', {}, { liveRecheckMs: RECHECK_MS });
    url = await listen(app);
    admin = await login(app, demo.admin);
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await app?.close();
  });

  it('refuses a connection without a token, and with one the API does not know', async () => {
    expect(await refusalOf(url)).toBe('AUTH_REQUIRED');
    expect(await refusalOf(url, 'not-a-token')).toBe('SESSION_EXPIRED');
    expect(await refusalOf(url, '')).toBe('AUTH_REQUIRED');
  });

  it('answers UNAVAILABLE, not a refusal, when the token cannot be checked now', async () => {
    const { token } = await player();
    const check = vi.spyOn(app.auth, 'authenticate').mockRejectedValueOnce(new Error('the database is away'));
    expect(await refusalOf(url, token)).toBe('UNAVAILABLE');
    check.mockRestore();
    expect(await refusalOf(url, token)).toBe('connected');
  });

  it('accepts the bearer token in an Authorization header as well', async () => {
    const { token } = await player();
    const { io } = await import('socket.io-client');
    const socket = io(url, { path: '/live', transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { authorization: `Bearer ${token}` } });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    socket.close();
  });

  it("sends a user's message to every device of theirs and to nobody else", async () => {
    const first = await player();
    const other = await player();
    // Two devices of the first player (two sessions), one of them twice (two tabs).
    const secondSession = await login(app, first);
    const devices = [await connect(first.token), await connect(first.token), await connect(secondSession)];
    const bystander = await connect(other.token);

    const message: UserMessage = { type: 'coins', coins: 42, all_time_score: 7 };
    app.live.toUser(first.id, message);
    for (const device of devices) expect(await device.next()).toEqual(message);
    // Whatever reached the first player's devices has had time to reach a wrongly joined socket too.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bystander.heard).toEqual([]);
  });

  it('refuses to send a message the contract does not allow, naming the field', async () => {
    const { id } = await player();
    expect(() => app.live.toUser(id, { type: 'coins', coins: 1.5, all_time_score: 0 })).toThrow(ZodError);
    expect(() => app.live.toUser(id, { type: 'account', status: 'gone' } as unknown as UserMessage)).toThrow(/status/);
  });

  it('tells a deactivated account so and disconnects its devices; they cannot come back', async () => {
    const target = await player();
    const device = await connect(target.token);
    const res = await app.call('set_admin_user_status', { user_id: target.id, status: 'deactivated' }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await device.next()).toEqual({ type: 'account', status: 'deactivated' });
    expect(await device.disconnected()).toBe('io server disconnect');
    expect(await refusalOf(url, target.token)).toBe('ACCOUNT_DEACTIVATED');
  });

  it('tells a deleted account so and disconnects it', async () => {
    const target = await player();
    const device = await connect(target.token);
    expect((await app.call('delete_user_account', { confirm: true }, target.token)).statusCode).toBe(200);
    expect(await device.next()).toEqual({ type: 'account', status: 'deleted' });
    expect(await device.disconnected()).toBe('io server disconnect');
    expect(await refusalOf(url, target.token)).toBe('SESSION_EXPIRED');
  });

  it('disconnects a session that logged out at its next check, and refuses it after', async () => {
    const target = await player();
    const device = await connect(target.token);
    // Another session of the same user is not theirs to end.
    const kept = await connect(await login(app, target));
    const started = Date.now();
    expect((await app.call('logout', {}, target.token)).statusCode).toBe(200);
    expect(await device.disconnected(RECHECK_MS * 10)).toBe('io server disconnect');
    expect(Date.now() - started).toBeLessThan(RECHECK_MS * 10);
    expect(await refusalOf(url, target.token)).toBe('SESSION_EXPIRED');
    await new Promise((resolve) => setTimeout(resolve, RECHECK_MS * 3));
    expect(kept.socket.connected).toBe(true);
  });

  it("sends the subscription's summary, the coin totals and a notification through userChanges", async () => {
    const target = await player();
    const device = await connect(target.token);
    app.userChanges.subscriptionChanged(target.id);
    expect(await device.next()).toEqual({
      type: 'subscription',
      summary: { state: 'none', has_subscription: false, trial_end: null, current_period_end: null, cancel_at_period_end: false },
    });
    await subscribe(app, target.token);
    app.userChanges.subscriptionChanged(target.id);
    const message = await device.next();
    expect(message).toMatchObject({ type: 'subscription', summary: { state: 'active', has_subscription: true, cancel_at_period_end: false, trial_end: null } });
    // The gate agrees at once (its cached "no" went with the change).
    expect(envelope<{ has_subscription: boolean }>(await app.call('get_user_by_id', {}, target.token)).data.has_subscription).toBe(true);

    app.userChanges.coinsChanged(target.id);
    expect(await device.next()).toEqual({ type: 'coins', coins: 0, all_time_score: 0 });
    app.userChanges.notification(target.id, { id: 9, title: 'Payout completed' });
    expect(await device.next()).toEqual({ type: 'notification', id: 9, title: 'Payout completed' });
  });

  it("the device's client against this server: it hears, and a logout ends in its refusal", async () => {
    const target = await player();
    const heard: UserMessage[] = [];
    const statuses: string[] = [];
    let refused: string | null = null;
    let connected = 0;
    const stop = openLive(
      target.token,
      {
        message: (message) => heard.push(message),
        refused: (refusal) => (refused = refusal),
        status: (status) => statuses.push(status),
        connected: () => (connected += 1),
      },
      (options) => io(url, { ...options, forceNew: true }),
    );
    try {
      await vi.waitFor(() => expect(connected).toBe(1), { timeout: 3_000 });
      app.live.toUser(target.id, { type: 'notification', id: 1, title: 'Hello' });
      await vi.waitFor(() => expect(heard).toEqual([{ type: 'notification', id: 1, title: 'Hello' }]), { timeout: 2_000 });
      expect((await app.call('logout', {}, target.token)).statusCode).toBe(200);
      // The check disconnects it, it connects again after RETRY_FIRST_MS (2 s), and hears why not.
      await vi.waitFor(() => expect(refused).toBe('SESSION_EXPIRED'), { timeout: 6_000 });
      expect(statuses).toEqual(['connecting', 'connected', 'connecting', 'off']);
    } finally {
      stop();
    }
  });

  it('lets the page connect its websocket to its own host (connect-src)', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/', headers: { host: 'quiz.example.test:8080' } });
    expect(String(res.headers['content-security-policy'])).toContain("connect-src 'self' ws://quiz.example.test:8080 https://accounts.google.com/gsi/");
    const odd = await app.app.inject({ method: 'GET', url: '/', headers: { host: 'evil.test; script-src *' } });
    expect(String(odd.headers['content-security-policy'])).toContain("connect-src 'self' https://accounts.google.com/gsi/");
  });
});
