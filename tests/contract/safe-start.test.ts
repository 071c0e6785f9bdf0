/**
 * The README's start is safe on a network: nobody but an admin reads e-mailed links and codes, the
 * debugging aids are for admins, and production has no demo accounts and no outbox action.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue, type ErrorCode } from '../../contract/errors';
import { createTestApp, createVariant, demo, envelope, lanes, latestLink, linkToken, login, newVerifiedUser, type TestApp } from '../fixtures/test-app';

interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  link: string | null;
  code: string | null;
}

function expectFailure(res: LightMyRequestResponse, code: ErrorCode): void {
  expect(res.statusCode, res.body).toBe(errorCatalogue[code].status);
  expect(envelope(res)).toMatchObject({ error: true, code });
  // A refusal carries nothing of what was asked for.
  expect(envelope(res).data).toBeUndefined();
}

function freshMobile(): string {
  return `+4477009${String(randomInt(100_000)).padStart(5, '0')}`;
}

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://quiz.example.test' } as const;

describe.each(lanes)('a start that is safe on a network (%s)', (lane) => {
  let app: TestApp;
  let adminToken: string;
  let playerToken: string;
  beforeAll(async () => {
    app = await createTestApp(lane);
    adminToken = await login(app, demo.admin);
    playerToken = await login(app, demo.player);
  });
  afterAll(() => app.close());

  describe('get_dev_outbox', () => {
    it('answers a guest 401, with or without an address', async () => {
      await app.call('forgot_password', { email: demo.player.email });
      expectFailure(await app.call('get_dev_outbox', {}), 'AUTH_REQUIRED');
      expectFailure(await app.call('get_dev_outbox', { to: demo.player.email }), 'AUTH_REQUIRED');
    });

    it('answers a player 403, even for their own address', async () => {
      await app.call('forgot_password', { email: demo.player.email });
      expectFailure(await app.call('get_dev_outbox', {}, playerToken), 'FORBIDDEN');
      expectFailure(await app.call('get_dev_outbox', { to: demo.player.email }, playerToken), 'FORBIDDEN');
    });

    it('lists messages to an admin, newest first, with their links and codes', async () => {
      const { email } = await newVerifiedUser(app);
      await app.call('forgot_password', { email });
      const res = await app.call('get_dev_outbox', { to: email }, adminToken);
      expect(res.statusCode, res.body).toBe(200);
      const messages = envelope<OutboxMessage[]>(res).data;
      expect(messages.map((m) => m.subject)).toEqual(['Reset your Quizhive password', 'Verify your e-mail for Quizhive']);
      expect(messages.every((m) => m.to === email && m.channel === 'email' && m.link !== null)).toBe(true);
      expect(messages[0]?.link).toBe(await latestLink(app, email));
    });

    it('pages and filters by channel for an admin', async () => {
      const { email } = await newVerifiedUser(app);
      await app.call('forgot_password', { email });
      const page = async (body: object) => envelope<OutboxMessage[]>(await app.call('get_dev_outbox', body, adminToken)).data;
      const [newest] = await page({ to: email, limit: 1 });
      const [older] = await page({ to: email, offset: 1, limit: 1 });
      expect(newest?.subject).toBe('Reset your Quizhive password');
      expect(older?.subject).toBe('Verify your e-mail for Quizhive');
      expect(await page({ to: email, offset: 2 })).toEqual([]);

      const mobile = freshMobile();
      expect((await app.call('send_otp', { mobile })).statusCode).toBe(200);
      const [sms] = await page({ channel: 'sms', limit: 1 });
      expect(sms).toMatchObject({ channel: 'sms', to: mobile });
      expect(sms?.code).toMatch(/^\d{6}$/);
      expect((await page({ channel: 'email', limit: 100 })).some((m) => m.channel === 'sms')).toBe(false);
    });
  });

  describe('the password-reset takeover', () => {
    it('fails for a guest: the reset link is sent, but only its owner (and an admin) can read it', async () => {
      const victim = demo.subscriber;
      expect((await app.call('forgot_password', { email: victim.email })).statusCode).toBe(200);
      // The link exists: the attack has something to steal...
      const link = await latestLink(app, victim.email);
      // ...but no guest call shows it, neither for the victim's address nor in a full listing.
      for (const body of [{ to: victim.email }, {}, { to: victim.email, limit: 100 }]) {
        const res = await app.call('get_dev_outbox', body);
        expectFailure(res, 'AUTH_REQUIRED');
        expect(res.body).not.toContain(linkToken(link));
      }
      // A player signed in on the same server cannot read it either.
      const player = await app.call('get_dev_outbox', { to: victim.email }, playerToken);
      expectFailure(player, 'FORBIDDEN');
      expect(player.body).not.toContain(linkToken(link));
      // The victim's password still works: nothing was taken over.
      expect((await app.call('user_login', victim)).statusCode).toBe(200);
    });
  });

  describe('get_dev_applied_ops', () => {
    it('answers a guest 401 and a player 403, whoever they name', async () => {
      expectFailure(await app.call('get_dev_applied_ops', {}), 'AUTH_REQUIRED');
      expectFailure(await app.call('get_dev_applied_ops', {}, playerToken), 'FORBIDDEN');
      expectFailure(await app.call('get_dev_applied_ops', { email: demo.subscriber.email }, playerToken), 'FORBIDDEN');
    });

    it('answers an admin who names a user', async () => {
      const res = await app.call('get_dev_applied_ops', { email: demo.subscriber.email }, adminToken);
      expect(res.statusCode, res.body).toBe(200);
      expect(Array.isArray(envelope(res).data)).toBe(true);
    });
  });

  describe('in production', () => {
    let production: TestApp;
    beforeAll(async () => {
      // SEED_DEMO=1 still loads the demo content in production, but never the demo accounts.
      production = await createTestApp(lane, { ...PRODUCTION, SEED_DEMO: '1' });
    });
    afterAll(() => production.close());

    it('has no outbox action and no applied-ops action (404), whoever asks', async () => {
      const outbox = await production.call('get_dev_outbox', { limit: 1 });
      expect(outbox.statusCode).toBe(404);
      expect(envelope(outbox).code).toBe('UNKNOWN_ACTION');
      expect((await production.call('get_dev_applied_ops', {})).statusCode).toBe(404);
    });

    it('reports no demo mode, so no screen points visitors at demo accounts', async () => {
      expect(envelope<{ demo_mode: string }>(await production.call('get_system_configurations', {})).data.demo_mode).toBe('0');
      expect(envelope<{ demo_mode: string }>(await app.call('get_system_configurations', {})).data.demo_mode).toBe('1');
    });

    it('seeds the demo content but no demo account can sign in', async () => {
      expect(envelope<unknown[]>(await production.call('get_languages', {})).data.length).toBeGreaterThan(0);
      for (const who of [demo.player, demo.subscriber, demo.admin]) {
        expectFailure(await production.call('user_login', who), 'INVALID_CREDENTIALS');
      }
    });

    it('refuses the sessions of demo accounts a database already holds (seeded before this rule)', async () => {
      const legacy = await createVariant(app, PRODUCTION);
      try {
        // Neither a new sign-in nor a session opened on the development start works in production.
        expectFailure(await legacy.call('user_login', demo.admin), 'ACCOUNT_DEACTIVATED');
        expectFailure(await legacy.call('get_user_by_id', {}, adminToken), 'ACCOUNT_DEACTIVATED');
        // The same account still works on the development start of that database.
        expect((await app.call('get_user_by_id', {}, adminToken)).statusCode).toBe(200);
      } finally {
        await legacy.close();
      }
    });
  });

  it('answers an admin who names an address without an account with an empty list', async () => {
    const res = await app.call('get_dev_applied_ops', { email: `${randomBytes(5).toString('hex')}@example.test` }, adminToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).data).toEqual([]);
  });
});
