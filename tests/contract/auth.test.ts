import { createHash, randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue, type ErrorCode } from '../../contract/errors';
import type { Session } from '../../contract/api/common';
import { sessions, users } from '../../server/db/schema';
import { startFakeGoogle, type FakeGoogle } from '../fixtures/google-jwks';
import {
  createVariant,
  createTestApp,
  demo,
  envelope,
  lanes,
  latestLink,
  latestMessage,
  linkToken,
  login,
  newVerifiedUser,
  type TestApp,
} from '../fixtures/test-app';

const PASSWORD = 'correct horse battery';

function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function freshEmail(): string {
  return `${randomBytes(5).toString('hex')}@example.test`;
}

function freshMobile(): string {
  return `+4477009${String(randomInt(100_000)).padStart(5, '0')}`;
}

/** E-mailed links carry their token in the fragment (never sent to the server, so never logged). */
function tokenOf(link: string): string {
  expect(new URL(link).search).toBe('');
  return linkToken(link);
}

/** Asserts a failure envelope with the catalogue's status and (unless given) its message. */
function expectFailure(res: LightMyRequestResponse, code: ErrorCode, message: string = errorCatalogue[code].message): void {
  expect(res.statusCode, res.body).toBe(errorCatalogue[code].status);
  expect(envelope(res)).toMatchObject({ error: true, code, message });
}

function sessionOf(res: LightMyRequestResponse): Session {
  expect(res.statusCode, res.body).toBe(200);
  return envelope<Session>(res).data;
}

/** What the development outbox holds for an address, read as the demo admin (the only one who may). */
async function outboxFor(app: TestApp, to: string): Promise<unknown[]> {
  return envelope<unknown[]>(await app.call('get_dev_outbox', { to, limit: 100 }, await login(app, demo.admin))).data;
}

/** Signs up a fresh address; its uid is read from the database (the answer never carries one). */
async function signUp(app: TestApp, name = 'new player'): Promise<{ email: string; uid: string }> {
  const email = freshEmail();
  const res = await app.call('user_signup', { name, email, password: PASSWORD, confirm_password: PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await app.ctx.db.select({ uid: users.uid }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no account for ${email}`);
  return { email, uid: row.uid };
}


describe.each(lanes)('authentication (%s)', (lane) => {
  let google: FakeGoogle;
  let app: TestApp;
  let withoutGoogle: TestApp;
  let limited: TestApp;
  let production: TestApp;

  beforeAll(async () => {
    google = await startFakeGoogle('test-client');
    app = await createTestApp(lane, { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.jwksUrl });
    withoutGoogle = await createVariant(app, {});
    limited = await createVariant(app, { RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    production = await createVariant(app, { NODE_ENV: 'production', PUBLIC_URL: 'https://quiz.example.test' });
  });
  afterAll(async () => {
    await production?.close();
    await limited?.close();
    await withoutGoogle?.close();
    await app?.close();
    await google?.close();
  });

  /** Runs fn with the server clock moved forward by ms, then moves it back. */
  async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
    app.advance(ms);
    try {
      return await fn();
    } finally {
      app.advance(-ms);
    }
  }

  describe('sign-up and e-mail verification', () => {
    it('creates an unverified account and e-mails a verification link', async () => {
      const email = freshEmail();
      const res = await app.call('user_signup', { name: 'ann', email, password: PASSWORD, confirm_password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = envelope<{ email: string; verification_sent: boolean }>(res);
      expect(body.error).toBe(false);
      // Nothing only a new account could return (such as its uid): a taken address answers the same.
      expect(body.data).toEqual({ email, verification_sent: true });
      const message = await latestMessage(app, email);
      expect(message.link).toMatch(/\/auth\/verify-email#token=[\w-]{20,}$/);
      expect(message.body).toContain(message.link);
      const [row] = await app.ctx.db.select().from(users).where(eq(users.email, email));
      expect(row).toMatchObject({ type: 'email', emailVerifiedAt: null, status: 'active' });
      expect(row?.uid).toMatch(/^[A-Za-z0-9]{20}$/);
    });

    it('refuses to sign in before the e-mail is verified with 403 EMAIL_NOT_VERIFIED', async () => {
      const { email } = await signUp(app);
      expectFailure(await app.call('user_login', { email, password: PASSWORD }), 'EMAIL_NOT_VERIFIED', 'Please Verify your Email First');
    });

    it('verifies the e-mail through the link token, after which sign-in works', async () => {
      const { email, uid } = await signUp(app);
      const verify = await app.call('verify_email', { token: tokenOf(await latestLink(app, email)) });
      expect(verify.statusCode).toBe(200);
      expect(envelope(verify).data).toEqual({ verified: true, email });
      const session = sessionOf(await app.call('user_login', { email, password: PASSWORD }));
      expect(session.user).toMatchObject({ uid, email, email_verified: true, type: 'email' });
    });

    it('rejects a verification link that was already used with TOKEN_INVALID', async () => {
      const { email } = await signUp(app);
      const token = tokenOf(await latestLink(app, email));
      expect((await app.call('verify_email', { token })).statusCode).toBe(200);
      const again = await app.call('verify_email', { token });
      expectFailure(again, 'TOKEN_INVALID');
      expect(envelope(again).field).toBe('token');
    });

    it('rejects a made-up verification token with TOKEN_INVALID', async () => {
      expectFailure(await app.call('verify_email', { token: randomBytes(32).toString('base64url') }), 'TOKEN_INVALID');
    });

    it('makes no second account with the same e-mail (any case), answering as for a new one', async () => {
      const { email } = await signUp(app);
      const res = await app.call('user_signup', { name: 'copy', email: email.toUpperCase(), password: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      expect(envelope(res)).toMatchObject({ error: false, data: { email, verification_sent: true } });
      expect(await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
    });

    it('refuses a confirm_password that differs with 400 naming confirm_password', async () => {
      const email = freshEmail();
      const res = await app.call('user_signup', { name: 'ann', email, password: PASSWORD, confirm_password: `${PASSWORD}!` });
      expect(res.statusCode).toBe(400);
      const body = envelope(res);
      expect(body).toMatchObject({ error: true, code: 'VALIDATION', field: 'confirm_password' });
      expect(body.message).toContain('The passwords do not match. Please try again.');
      expect(await outboxFor(app, email)).toEqual([]);
    });

    it('two simultaneous sign-ups with one e-mail give one account and the same answer, never a 500', async () => {
      const email = freshEmail();
      const body = { name: 'twin', email, password: PASSWORD, confirm_password: PASSWORD };
      const answers = await Promise.all([app.call('user_signup', body), app.call('user_signup', body)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(answers[0]?.body).toBe(answers[1]?.body);
      expect(await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
    });

    it('refuses a password shorter than 8 characters with 400 naming password', async () => {
      const res = await app.call('user_signup', { name: 'ann', email: freshEmail(), password: 'short', confirm_password: 'short' });
      expect(res.statusCode).toBe(400);
      expect(envelope(res)).toMatchObject({
        code: 'VALIDATION',
        field: 'password',
        message: 'password: The password must have at least 8 characters',
        message_code: 'PASSWORD_TOO_SHORT',
      });
    });

    it('resend_verification sends a new link and retires the old one', async () => {
      const { email } = await signUp(app);
      const oldToken = tokenOf(await latestLink(app, email));
      const res = await app.call('resend_verification', { email });
      expect(res.statusCode).toBe(200);
      expect(envelope(res).data).toEqual({ ok: true });
      const newToken = tokenOf(await latestLink(app, email));
      expect(newToken).not.toBe(oldToken);
      expect(await outboxFor(app, email)).toHaveLength(2);
      expectFailure(await app.call('verify_email', { token: oldToken }), 'TOKEN_INVALID');
      expect((await app.call('verify_email', { token: newToken })).statusCode).toBe(200);
      expect((await app.call('user_login', { email, password: PASSWORD })).statusCode).toBe(200);
    });
  });

  describe('e-mail sign-in and sessions', () => {
    it('answers a wrong password and an unknown e-mail alike with 401 INVALID_CREDENTIALS', async () => {
      const wrongPassword = await app.call('user_login', { email: demo.player.email, password: 'not the password' });
      const unknownEmail = await app.call('user_login', { email: freshEmail(), password: demo.player.password });
      expectFailure(wrongPassword, 'INVALID_CREDENTIALS', 'The e-mail or password is not correct.');
      expectFailure(unknownEmail, 'INVALID_CREDENTIALS', 'The e-mail or password is not correct.');
      expect(unknownEmail.body).toBe(wrongPassword.body);
    });

    it("upper-cases the name's first letter on sign-in ('zoe lee' becomes 'Zoe lee')", async () => {
      const { email } = await newVerifiedUser(app, 'zoe lee');
      const session = sessionOf(await app.call('user_login', { email, password: PASSWORD }));
      expect(session.user.name).toBe('Zoe lee');
      // The rule shapes what is shown; the stored name stays as the person typed it.
      const [row] = await app.ctx.db.select({ name: users.name }).from(users).where(eq(users.email, email));
      expect(row?.name).toBe('zoe lee');
    });

    it('signs in a name whose upper-case first letter is longer than the letter itself', async () => {
      const name = `ß${'a'.repeat(79)}`;
      const { email } = await newVerifiedUser(app, name);
      const res = await app.call('user_login', { email, password: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      expect(sessionOf(res).user.name.startsWith('SS')).toBe(true);
    });

    it('issues an opaque token and stores only its SHA-256 hash', async () => {
      const session = sessionOf(await app.call('user_login', demo.player));
      expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(session.token).not.toContain(session.user.uid);
      expect(new Date(session.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
      const hashed = await app.ctx.db.select().from(sessions).where(eq(sessions.tokenHash, sha256Hex(session.token)));
      expect(hashed).toHaveLength(1);
      expect(hashed[0]?.userId).toBe(session.user.id);
      expect(hashed[0]?.tokenHash).not.toBe(session.token);
      expect(await app.ctx.db.select().from(sessions).where(eq(sessions.tokenHash, session.token))).toEqual([]);
    });

    it('logout revokes that token (next call 401 SESSION_EXPIRED) while other sessions keep working', async () => {
      const { email } = await newVerifiedUser(app);
      const first = await login(app, { email, password: PASSWORD });
      const second = await login(app, { email, password: PASSWORD });
      const out = await app.call('logout', {}, first);
      expect(out.statusCode).toBe(200);
      expect(envelope(out).data).toEqual({ ok: true });
      expectFailure(await app.call('get_user_by_id', {}, first), 'SESSION_EXPIRED');
      expectFailure(await app.call('logout', {}, first), 'SESSION_EXPIRED');
      expect((await app.call('get_user_by_id', {}, second)).statusCode).toBe(200);
    });

    it('a deactivated account cannot sign in and its existing tokens get 403 ACCOUNT_DEACTIVATED', async () => {
      const { email, token } = await newVerifiedUser(app);
      const me = await app.call('get_user_by_id', {}, token);
      expect(me.statusCode).toBe(200);
      // What the admin's deactivation does: flag the row and drop the instance's cached sessions.
      await app.ctx.db.update(users).set({ status: 'deactivated' }).where(eq(users.email, email));
      app.auth.forgetUser(envelope<{ id: number }>(me).data.id);
      const message = 'Your account has been deactivated! Please contact admin.';
      expectFailure(await app.call('user_login', { email, password: PASSWORD }), 'ACCOUNT_DEACTIVATED', message);
      expectFailure(await app.call('get_user_by_id', {}, token), 'ACCOUNT_DEACTIVATED', message);
      // A deactivated account gets no reset link either.
      expect((await app.call('forgot_password', { email })).statusCode).toBe(200);
      expect(await outboxFor(app, email)).toHaveLength(1);
    });
  });

  describe('forgotten password', () => {
    it('answers forgot_password for an unknown e-mail exactly as for a real one, and sends nothing', async () => {
      const unknown = freshEmail();
      const { email } = await newVerifiedUser(app);
      const forUnknown = await app.call('forgot_password', { email: unknown });
      const forKnown = await app.call('forgot_password', { email });
      expect(forUnknown.statusCode).toBe(200);
      expect(forUnknown.body).toBe(forKnown.body);
      expect(envelope(forUnknown)).toMatchObject({ error: false, data: { ok: true } });
      expect(await outboxFor(app, unknown)).toEqual([]);
      expect(await latestLink(app, email)).toMatch(/\/auth\/reset-password#token=[\w-]{20,}$/);
    });

    it('the reset link sets a new password, the old one stops working and every session is revoked', async () => {
      const { email, token } = await newVerifiedUser(app);
      const other = await login(app, { email, password: PASSWORD });
      await app.call('forgot_password', { email });
      const resetToken = tokenOf(await latestLink(app, email));
      const newPassword = 'a brand new secret';
      const res = await app.call('reset_password', { token: resetToken, password: newPassword, confirm_password: newPassword });
      expect(res.statusCode, res.body).toBe(200);
      expect(envelope(res).data).toEqual({ ok: true });
      expectFailure(await app.call('user_login', { email, password: PASSWORD }), 'INVALID_CREDENTIALS');
      expect((await app.call('user_login', { email, password: newPassword })).statusCode).toBe(200);
      expectFailure(await app.call('get_user_by_id', {}, token), 'SESSION_EXPIRED');
      expectFailure(await app.call('get_user_by_id', {}, other), 'SESSION_EXPIRED');
      expectFailure(await app.call('reset_password', { token: resetToken, password: 'yet another secret' }), 'TOKEN_INVALID');
    });

    it('a reset link sent by two simultaneous requests changes the password only once', async () => {
      const { email } = await newVerifiedUser(app);
      await app.call('forgot_password', { email });
      const token = tokenOf(await latestLink(app, email));
      const answers = await Promise.all([
        app.call('reset_password', { token, password: 'first new secret' }),
        app.call('reset_password', { token, password: 'second new secret' }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(answers.map((r) => envelope(r).code).filter(Boolean)).toEqual(['TOKEN_INVALID']);
    });

    it('a reset link older than one hour is refused with TOKEN_INVALID', async () => {
      const { email } = await newVerifiedUser(app);
      await app.call('forgot_password', { email });
      const resetToken = tokenOf(await latestLink(app, email));
      const res = await later(3600_000 + 1000, () => app.call('reset_password', { token: resetToken, password: 'a brand new secret' }));
      expectFailure(res, 'TOKEN_INVALID');
      expect((await app.call('user_login', { email, password: PASSWORD })).statusCode).toBe(200);
    });
  });

  describe('phone OTP', () => {
    async function sendCode(mobile: string): Promise<string> {
      const res = await app.call('send_otp', { mobile });
      expect(res.statusCode, res.body).toBe(200);
      const code = (await latestMessage(app, mobile)).code;
      if (!code) throw new Error('no code in the SMS');
      return code;
    }

    const wrong = (code: string) => `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;

    it('send_otp refuses a number without country code with the spec message', async () => {
      const res = await app.call('send_otp', { mobile: '07700900123' });
      expect(res.statusCode).toBe(400);
      expect(envelope(res)).toMatchObject({ code: 'VALIDATION', field: 'mobile', message: 'mobile: Please Enter correct Mobile Number with Country Code' });
    });

    it('send_otp puts a 6-digit code in the outbox and refuses a resend within 30 s with 429 RATE_LIMITED', async () => {
      const mobile = freshMobile();
      const res = await app.call('send_otp', { mobile });
      expect(res.statusCode).toBe(200);
      expect(envelope(res).data).toEqual({ expires_in: 300, resend_in: 30 });
      expect((await latestMessage(app, mobile)).code).toMatch(/^\d{6}$/);
      const again = await app.call('send_otp', { mobile });
      expect(again.statusCode).toBe(429);
      expect(envelope(again)).toMatchObject({ error: true, code: 'RATE_LIMITED' });
      expect(envelope(again).message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
      expect(envelope(again)).toMatchObject({ message_code: 'OTP_WAIT', message_params: { count: expect.any(Number) as number } });
      expect(await outboxFor(app, mobile)).toHaveLength(1);
    });

    it('a wrong code is refused with 400 OTP_INVALID', async () => {
      const mobile = freshMobile();
      const code = await sendCode(mobile);
      const res = await app.call('verify_otp', { mobile, otp: wrong(code) });
      expectFailure(res, 'OTP_INVALID');
      expect(envelope(res).field).toBe('otp');
    });

    it('after 5 wrong codes the code is dead: even the right one gets OTP_EXPIRED', async () => {
      const mobile = freshMobile();
      const code = await sendCode(mobile);
      for (let i = 1; i <= 4; i++) expectFailure(await app.call('verify_otp', { mobile, otp: wrong(code) }), 'OTP_INVALID');
      expectFailure(await app.call('verify_otp', { mobile, otp: wrong(code) }), 'OTP_EXPIRED', 'Too many wrong codes. Please request a new one.');
      expectFailure(await app.call('verify_otp', { mobile, otp: code }), 'OTP_EXPIRED');
    });

    it('the right code opens a session; the first sign-in creates a mobile account, the next returns the same uid', async () => {
      const mobile = freshMobile();
      const first = sessionOf(await app.call('verify_otp', { mobile, otp: await sendCode(mobile), name: 'mo' }));
      expect(first.user).toMatchObject({ type: 'mobile', mobile, email: null, name: 'Mo' });
      expect((await app.call('get_user_by_id', {}, first.token)).statusCode).toBe(200);
      const second = await later(31_000, async () => sessionOf(await app.call('verify_otp', { mobile, otp: await sendCode(mobile) })));
      expect(second.user.uid).toBe(first.user.uid);
      expect(second.token).not.toBe(first.token);
      expect(await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile))).toHaveLength(1);
    });

    it('a code used once cannot sign in again', async () => {
      const mobile = freshMobile();
      const code = await sendCode(mobile);
      expect((await app.call('verify_otp', { mobile, otp: code })).statusCode).toBe(200);
      expectFailure(await app.call('verify_otp', { mobile, otp: code }), 'OTP_EXPIRED');
    });

    it('a code older than 5 minutes is refused with OTP_EXPIRED', async () => {
      const mobile = freshMobile();
      const code = await sendCode(mobile);
      expectFailure(await later(300_000 + 1000, () => app.call('verify_otp', { mobile, otp: code })), 'OTP_EXPIRED');
    });
  });

  describe('Google sign-in', () => {
    const googleLogin = (target: TestApp, idToken: string) => target.call('google_login', { id_token: idToken });
    const sub = () => `g-${randomBytes(8).toString('hex')}`;

    it('a valid ID token opens a session for a new gmail account with the e-mail verified', async () => {
      const email = freshEmail();
      const idToken = await google.signIdToken({ claims: { sub: sub(), email, email_verified: true, name: 'gina g' } });
      const session = sessionOf(await googleLogin(app, idToken));
      expect(session.user).toMatchObject({ type: 'gmail', email, email_verified: true, name: 'Gina g' });
      expect((await app.call('get_user_by_id', {}, session.token)).statusCode).toBe(200);
    });

    it('the same Google subject signs in to the same account again', async () => {
      const claims = { sub: sub(), email: freshEmail(), email_verified: true };
      const first = sessionOf(await googleLogin(app, await google.signIdToken({ claims })));
      const second = sessionOf(await googleLogin(app, await google.signIdToken({ claims })));
      expect(second.user.uid).toBe(first.user.uid);
      expect(second.token).not.toBe(first.token);
    });

    it('a verified Google e-mail that matches an e-mail account links to it (same uid)', async () => {
      const { email, token } = await newVerifiedUser(app);
      const { uid } = envelope<{ uid: string }>(await app.call('get_user_by_id', {}, token)).data;
      const claims = { sub: sub(), email: email.toUpperCase(), email_verified: true };
      const session = sessionOf(await googleLogin(app, await google.signIdToken({ claims })));
      expect(session.user).toMatchObject({ uid, email, type: 'email', email_verified: true });
      expect(sessionOf(await googleLogin(app, await google.signIdToken({ claims }))).user.uid).toBe(uid);
      expect((await app.call('user_login', { email, password: PASSWORD })).statusCode).toBe(200);
    });

    it('a verified Google e-mail claims an account whose e-mail was never verified, and the unproven password stops working', async () => {
      const { email, uid } = await signUp(app);
      const session = sessionOf(await googleLogin(app, await google.signIdToken({ claims: { sub: sub(), email, email_verified: true } })));
      expect(session.user).toMatchObject({ uid, email, email_verified: true });
      expectFailure(await app.call('user_login', { email, password: PASSWORD }), 'INVALID_CREDENTIALS');
    });

    it('an unverified Google e-mail does not take over the e-mail account', async () => {
      const { email, uid } = await signUp(app);
      const idToken = await google.signIdToken({ claims: { sub: sub(), email, email_verified: false } });
      const session = sessionOf(await googleLogin(app, idToken));
      expect(session.user.uid).not.toBe(uid);
      expect(session.user).toMatchObject({ type: 'gmail', email: null, email_verified: false });
    });

    it.each([
      ['a wrong audience', { audience: 'someone-else' }],
      ['a wrong issuer', { issuer: 'https://accounts.example.com' }],
      ['an expired token', { issuedAt: Math.floor(Date.now() / 1000) - 7200, expiresAt: Math.floor(Date.now() / 1000) - 3600 }],
      ['a signature by another key', { key: 'rogue' as const }],
    ])('refuses %s with 401 GOOGLE_TOKEN_INVALID', async (_label, options) => {
      const idToken = await google.signIdToken({ claims: { sub: sub(), email: freshEmail(), email_verified: true }, ...options });
      expectFailure(await googleLogin(app, idToken), 'GOOGLE_TOKEN_INVALID', 'Google sign-in could not be verified. Please try again.');
    });

    it('answers 501 PROVIDER_NOT_CONFIGURED when GOOGLE_CLIENT_ID is not set', async () => {
      const idToken = await google.signIdToken({ claims: { sub: sub(), email: freshEmail(), email_verified: true } });
      expectFailure(await googleLogin(withoutGoogle, idToken), 'PROVIDER_NOT_CONFIGURED', 'This sign-in method is not enabled on this server.');
    });

    it('get_auth_providers reports Google enabled with its client id only when configured', async () => {
      const enabled = await app.call('get_auth_providers');
      expect(enabled.statusCode).toBe(200);
      expect(envelope(enabled).data).toEqual({ email: true, mobile: true, google: { enabled: true, client_id: 'test-client' } });
      const disabled = await withoutGoogle.call('get_auth_providers');
      expect(envelope(disabled).data).toEqual({ email: true, mobile: true, google: { enabled: false, client_id: null } });
    });
  });

  describe('rate limit, lookups and the development outbox', () => {
    it('the 4th user_login within a minute gets 429 RATE_LIMITED when the limit is 3', async () => {
      for (let i = 0; i < 3; i++) expect((await limited.call('user_login', demo.player)).statusCode).toBe(200);
      expectFailure(await limited.call('user_login', demo.player), 'RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.');
    });

    it('check_user_exists answers true for a real uid and false for an unknown one, without a token', async () => {
      const { uid } = await signUp(app);
      const real = await app.call('check_user_exists', { firebase_id: uid });
      expect(real.statusCode).toBe(200);
      expect(envelope(real).data).toEqual({ exists: true });
      const unknown = await app.call('check_user_exists', { firebase_id: 'NoSuchUid00000000000' });
      expect(unknown.statusCode).toBe(200);
      expect(envelope(unknown).data).toEqual({ exists: false });
    });

    it('get_dev_outbox is not served in production (404 UNKNOWN_ACTION)', async () => {
      const res = await production.call('get_dev_outbox', { limit: 1 });
      expectFailure(res, 'UNKNOWN_ACTION', "Unknown action 'get_dev_outbox'.");
      expect((await app.call('get_dev_outbox', { limit: 1 }, await login(app, demo.admin))).statusCode).toBe(200);
    });
  });
});
