/** Regression tests for the findings of the server review: each names the hole it keeps shut. */
import { randomBytes, randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCodes, outboundMessages } from '../../server/db/schema';
import { createTestApp, createVariant, envelope, lanes, latestMessage, newSubscriber, newVerifiedUser, type TestApp } from '../fixtures/test-app';

const mobile = () => `+4477009${String(randomInt(0, 100_000)).padStart(5, '0')}`;

describe.each(lanes)('hardening (%s)', (lane) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(lane);
  });
  afterAll(() => app.close());

  async function otpSession(number: string) {
    await app.call('send_otp', { mobile: number });
    const { code } = await latestMessage(app, number);
    const res = await app.call('verify_otp', { mobile: number, otp: code });
    expect(res.statusCode, res.body).toBe(200);
    return envelope<{ token: string; user: { uid: string; email: string | null } }>(res).data;
  }

  it('does not let a number typed into a profile capture sign-in by SMS', async () => {
    const mallory = await newVerifiedUser(app, 'mallory');
    const number = mobile();
    expect((await app.call('update_profile', { mobile: number }, mallory.token)).statusCode).toBe(200);
    const owner = await otpSession(number);
    expect(owner.user.email).toBeNull();
    const malloryNow = envelope<{ uid: string; mobile: string | null }>(await app.call('get_user_by_id', {}, mallory.token)).data;
    expect(owner.user.uid).not.toBe(malloryNow.uid);
    expect(malloryNow.mobile).toBeNull();
    // The proven owner keeps the number from then on (a new code may be asked for after 30 s).
    app.advance(31_000);
    expect((await otpSession(number)).user.uid).toBe(owner.user.uid);
  });

  it('spends one attempt per guess even when guesses arrive together', async () => {
    const number = mobile();
    await app.call('send_otp', { mobile: number });
    const { code } = await latestMessage(app, number);
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(Array.from({ length: 9 }, () => app.call('verify_otp', { mobile: number, otp: wrong })));
    expect(guesses.filter((g) => envelope(g).code === 'OTP_INVALID').length).toBeLessThanOrEqual(4);
    const right = await app.call('verify_otp', { mobile: number, otp: code });
    expect(envelope(right).code).toBe('OTP_EXPIRED');
    const [row] = await app.ctx.db.select().from(authCodes).where(eq(authCodes.subject, number)).orderBy(desc(authCodes.id)).limit(1);
    expect(row?.attempts).toBeLessThanOrEqual(5);
  });

  it('answers ids beyond the integer range with 400, not 500', async () => {
    const { token } = await newSubscriber(app);
    for (const [action, body] of [
      ['get_subcategory_by_maincategory', { category: 3_000_000_000 }],
      ['get_level_data', { category: 1, subcategory: 3_000_000_000 }],
      ['get_categories', { language_id: 3_000_000_000 }],
    ] as const) {
      const res = await app.call(action, body, token);
      expect(res.statusCode, `${action} ${res.body}`).toBe(400);
    }
  });

  it('answers NUL characters and over-long friend codes with 400, not 500', async () => {
    const email = `${randomBytes(4).toString('hex')}@example.test`;
    const cases = [
      ['user_signup', { name: 'Eve\u0000', email, password: 'long enough pass' }, 'name'],
      ['user_signup', { name: 'Eve', email, password: 'long enough pass', friends_code: 'A\u0000' }, 'friends_code'],
      ['user_signup', { name: 'Eve', email, password: 'long enough pass', friends_code: 'ABCDEFGHIJKLMNOP' }, 'friends_code'],
      ['check_user_exists', { firebase_id: 'a\u0000b' }, 'firebase_id'],
    ] as const;
    for (const [action, body, field] of cases) {
      const res = await app.call(action, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(envelope(res).field).toBe(field);
    }
  });

  it('ignores a stale or odd Authorization header on the calls that take none', async () => {
    const odd = await app.app.inject({ method: 'POST', url: '/api/get_system_language_json', headers: { authorization: 'Basic abc' }, payload: { language: 'en' } });
    expect(odd.statusCode).toBe(200);
    const stale = await app.call('get_settings', { type: 'about_us' }, 'no-longer-valid-token');
    expect(stale.statusCode).toBe(200);
  });

  it('refuses an unknown language id on home settings instead of caching it', async () => {
    const res = await app.call('get_web_home_settings', { language_id: 987_654 });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).field).toBe('language_id');
  });

  it('e-mails a verification link when the e-mail address changes', async () => {
    const user = await newVerifiedUser(app);
    const next = `${randomBytes(4).toString('hex')}@example.test`;
    const res = await app.call('update_profile', { email: next }, user.token);
    expect(envelope(res).message).toMatch(/sent a link/);
    const message = await latestMessage(app, next);
    expect(message.link).toMatch(/\/auth\/verify-email#token=[\w-]{20,}$/);
  });

  it('answers an op the database refuses on its own, and lands the good op beside it', async () => {
    const { token } = await newSubscriber(app);
    const op = (payload: unknown, seq: number) => ({ op_id: randomBytes(12).toString('base64url'), device_id: 'device-0001', seq, kind: 'quiz_zone_sheet', payload, created_at: '' });
    const huge = op({ category: 1, subcategory: 1, level: 1, answers: [{ question_id: 2_000_000_000, answer: 1, time_ms: 1 }] }, 2);
    const res = await app.call('sync_ops', { ops: [huge] }, token);
    expect(res.statusCode).toBe(200);
    expect(envelope<{ results: { status: string }[] }>(res).data.results[0]?.status).toBe('rejected');
  });

  describe('in production', () => {
    let production: TestApp;
    beforeAll(async () => {
      production = await createVariant(app, { NODE_ENV: 'production', PUBLIC_URL: 'https://quiz.example.test' });
    });
    afterAll(() => production.close());

    it('builds e-mailed links from PUBLIC_URL, never from the Host header', async () => {
      const { email } = await newVerifiedUser(app);
      await production.app.inject({ method: 'POST', url: '/api/forgot_password', headers: { host: 'evil.example' }, payload: { email } });
      const [stored] = await production.ctx.db.select().from(outboundMessages).where(eq(outboundMessages.to, email)).orderBy(desc(outboundMessages.id)).limit(1);
      expect(stored?.subject).toMatch(/Reset/);
      expect(stored?.body).not.toMatch(/evil\.example/);
      // Stored copies keep no secret link in production.
      expect(stored?.link).toBeNull();
      expect(stored?.body).toContain('[sent]');
    });

    it('says sign-in by SMS is unavailable rather than sending codes nowhere', async () => {
      const res = await production.call('send_otp', { mobile: mobile() });
      expect(res.statusCode).toBe(501);
      expect(envelope<{ mobile: boolean }>(await production.call('get_auth_providers')).data.mobile).toBe(false);
    });
  });
});
