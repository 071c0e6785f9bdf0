/**
 * Account-security attacks, each performed against the real server: one-time tokens leaking into
 * the request log, sign-up telling which e-mails have accounts, and password guessing spread over
 * many addresses (IPs) against one account.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboundMessages, users } from '../../server/db/schema';
import * as password from '../../server/lib/password';
import { createTestApp, createVariant, envelope, lanes, latestMessage, linkToken, newVerifiedUser, type TestApp } from '../fixtures/test-app';

// Calls through to the real hashing; the tests only count the calls.
vi.mock('../../server/lib/password', async (importOriginal) => {
  const real = await importOriginal<typeof password>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

const PASSWORD = 'correct horse battery';
const MINUTE = 60_000;

function freshEmail(): string {
  return `${randomBytes(5).toString('hex')}@example.test`;
}

function lockedMessage(minutes: number): string {
  return `Too many failed sign-ins for this account. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} or reset your password.`;
}

async function messagesTo(app: TestApp, to: string) {
  return app.ctx.db.select().from(outboundMessages).where(eq(outboundMessages.to, to)).orderBy(asc(outboundMessages.id));
}

/** The messages sent to an address after the first `before`, once `count` have arrived (lock notices go out after the answer). */
async function newMessagesTo(app: TestApp, to: string, before: number, count: number) {
  await expect.poll(async () => (await messagesTo(app, to)).length - before).toBeGreaterThanOrEqual(count);
  return (await messagesTo(app, to)).slice(before);
}

/** A sign-in as it would come from one of many machines: each attempt from another address. */
function loginFrom(app: TestApp, ip: string, email: string, password: string): Promise<LightMyRequestResponse> {
  return app.app.inject({ method: 'POST', url: '/api/user_login', remoteAddress: ip, payload: { email, password } });
}

function expectLocked(res: LightMyRequestResponse, minutes = 15): void {
  expect(res.statusCode, res.body).toBe(429);
  expect(envelope(res)).toMatchObject({
    error: true,
    code: 'ACCOUNT_LOCKED',
    message: lockedMessage(minutes),
    message_code: 'ACCOUNT_LOCKED_FOR',
    message_params: { count: minutes },
  });
}

function expectBadCredentials(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).toBe(401);
  expect(envelope(res)).toMatchObject({ error: true, code: 'INVALID_CREDENTIALS' });
}

describe.each(lanes)('account security (%s)', (lane) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(lane);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Runs fn with the server clock moved forward as fn asks, then puts the clock back. */
  async function withClock<T>(fn: (advance: (ms: number) => void) => Promise<T>): Promise<T> {
    let moved = 0;
    try {
      return await fn((ms) => {
        moved += ms;
        app.advance(ms);
      });
    } finally {
      app.advance(-moved);
    }
  }

  async function signUp(email: string, password = PASSWORD): Promise<LightMyRequestResponse> {
    return app.call('user_signup', { name: 'new player', email, password, confirm_password: password });
  }

  describe('one-time tokens never reach the server log', () => {
    it('keeps e-mailed link tokens in the fragment and redacts ?token= of old links in the request log', async () => {
      const lines: string[] = [];
      // Production: the messenger keeps no links, so only a leak through a request could log one.
      const logged = await createVariant(
        app,
        { NODE_ENV: 'production', PUBLIC_URL: 'https://quiz.example.test', LOG_LEVEL: 'info' },
        { logStream: { write: (line) => void lines.push(line) } },
      );
      try {
        const sendEmail = vi.spyOn(logged.ctx.messenger, 'sendEmail');
        const { email: resetEmail } = await newVerifiedUser(app);
        const newEmail = freshEmail();
        expect((await logged.call('user_signup', { name: 'log reader', email: newEmail, password: PASSWORD })).statusCode).toBe(200);
        expect((await logged.call('forgot_password', { email: resetEmail })).statusCode).toBe(200);
        const links = sendEmail.mock.calls.map(([message]) => message.link ?? '');
        expect(links).toEqual([expect.stringContaining('/auth/verify-email#token='), expect.stringContaining('/auth/reset-password#token=')]);

        const tokens: string[] = [];
        for (const link of links) {
          const url = new URL(link);
          expect(url.search).toBe('');
          const token = linkToken(link);
          tokens.push(token);
          // What the browser sends when the link is opened: the fragment stays in the browser.
          await logged.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
          // A link e-mailed before the fragment form carries the token in its query.
          await logged.app.inject({ method: 'GET', url: `${url.pathname}?token=${token}&lang=fr` });
        }
        const [verifyToken = '', resetToken = ''] = tokens;
        expect((await logged.call('verify_email', { token: verifyToken })).statusCode).toBe(200);
        expect((await logged.call('reset_password', { token: resetToken, password: 'a brand new secret' })).statusCode).toBe(200);

        const log = lines.join('');
        // The request lines are there (the test reads the real log), with the secret blanked out.
        expect(log).toContain('/auth/reset-password?token=[redacted]&lang=fr');
        expect(log).toContain('/auth/verify-email?token=[redacted]&lang=fr');
        for (const token of tokens) expect(log).not.toContain(token);
      } finally {
        await logged.close();
      }
    });
  });

  describe('sign-up does not tell which e-mails have accounts', () => {
    it('answers a taken address (verified or not, any case) byte for byte as a new one, and creates nothing', async () => {
      const verified = await newVerifiedUser(app);
      const unverified = freshEmail();
      expect((await signUp(unverified)).statusCode).toBe(200);
      const fresh = freshEmail();
      const answers = [
        [fresh, await signUp(fresh)],
        [verified.email, await signUp(verified.email.toUpperCase(), 'an attacker password')],
        [unverified, await signUp(unverified, 'an attacker password')],
      ] as const;
      const [first] = answers;
      for (const [email, res] of answers) {
        expect(res.statusCode, res.body).toBe(200);
        // The address is the caller's own input echoed back; everything else is the same bytes.
        expect(res.body.replaceAll(email, '<email>')).toBe(first[1].body.replaceAll(first[0], '<email>'));
      }
      expect(envelope(first[1])).toMatchObject({ error: false, data: { email: fresh } });
      expect(Object.keys(envelope<object>(first[1]).data).sort()).toEqual(['email', 'verification_sent']);
      for (const email of [verified.email, unverified]) {
        expect(await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
      }
      // The attacker's password opens neither account.
      expectBadCredentials(await app.call('user_login', { email: verified.email, password: 'an attacker password' }));
      expect((await app.call('user_login', { email: verified.email, password: PASSWORD })).statusCode).toBe(200);
    });

    it('hashes the password for a taken address too, so the time spent does not tell', async () => {
      const { email } = await newVerifiedUser(app);
      const hashes = vi.mocked(password.hashPassword);
      const before = hashes.mock.calls.length;
      expect((await signUp(email, 'another password')).statusCode).toBe(200);
      expect(hashes.mock.calls.length - before).toBe(1);
      expect(hashes.mock.calls.at(-1)?.[0]).toBe('another password');
    });

    it("e-mails the owner of a taken address a one-hour reset link; following it proves the address and ends a squatter's password", async () => {
      const owner = freshEmail();
      // Someone registered the owner's address first, with a password of their own.
      expect((await signUp(owner, 'the squatter password')).statusCode).toBe(200);
      expect((await signUp(owner)).statusCode).toBe(200);
      const mail = await latestMessage(app, owner);
      expect(mail.subject).toBe('Someone tried to create a Quizhive account with your e-mail');
      expect(mail.body).toContain('If it was you, sign in');
      expect(mail.link).toMatch(/\/auth\/reset-password#token=[\w-]{20,}$/);
      expect(mail.body).toContain(mail.link);

      const token = linkToken(mail.link ?? '');
      const reset = await app.call('reset_password', { token, password: 'the owner password' });
      expect(reset.statusCode, reset.body).toBe(200);
      expectBadCredentials(await app.call('user_login', { email: owner, password: 'the squatter password' }));
      const session = await app.call('user_login', { email: owner, password: 'the owner password' });
      expect(session.statusCode, session.body).toBe(200);
      expect(envelope<{ user: { email_verified: boolean } }>(session).data.user.email_verified).toBe(true);
    });

    it('the reset link of a sign-up attempt stops working after one hour', async () => {
      const { email } = await newVerifiedUser(app);
      expect((await signUp(email)).statusCode).toBe(200);
      const token = linkToken((await latestMessage(app, email)).link ?? '');
      const late = await withClock(async (advance) => {
        advance(3600_000 + 1000);
        return app.call('reset_password', { token, password: 'too late a password' });
      });
      expect(envelope(late)).toMatchObject({ error: true, code: 'TOKEN_INVALID' });
      expect((await app.call('user_login', { email, password: PASSWORD })).statusCode).toBe(200);
    });

    it('two simultaneous sign-ups with one new address both answer 200 and make one account', async () => {
      const email = freshEmail();
      const answers = await Promise.all([signUp(email), signUp(email)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(answers[0]?.body).toBe(answers[1]?.body);
      expect(await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
    });
  });

  describe('failed sign-ins lock the address, whatever the IP', () => {
    it('10 wrong passwords from 10 IPs lock the account: the right password is refused until 15 minutes pass', async () => {
      const { email } = await newVerifiedUser(app);
      await withClock(async (advance) => {
        for (let i = 1; i <= 9; i++) expectBadCredentials(await loginFrom(app, `203.0.113.${i}`, email, `wrong guess ${i}`));
        expectLocked(await loginFrom(app, '203.0.113.10', email, 'wrong guess 10'));
        expectLocked(await loginFrom(app, '198.51.100.1', email, PASSWORD));
        advance(5 * MINUTE);
        expectLocked(await loginFrom(app, '198.51.100.1', email, PASSWORD), 10);
        advance(10 * MINUTE + 1000);
        const res = await loginFrom(app, '198.51.100.1', email, PASSWORD);
        expect(res.statusCode, res.body).toBe(200);
      });
    });

    it('tells the owner once per lock, with a reset link in the fragment that works', async () => {
      const { email } = await newVerifiedUser(app);
      const before = (await messagesTo(app, email)).length;
      for (let i = 1; i <= 12; i++) await loginFrom(app, `203.0.113.${i}`, email, `wrong guess ${i}`);
      const sent = await newMessagesTo(app, email, before, 1);
      expect(sent).toHaveLength(1);
      const [notice] = sent;
      expect(notice?.subject).toBe('Failed sign-ins to your Quizhive account');
      expect(notice?.body).toContain("If it wasn't you, nothing is needed");
      expect(notice?.body).toContain('locked for 15 minutes');
      expect(notice?.link).toMatch(/\/auth\/reset-password#token=[\w-]{20,}$/);
      expect(notice?.body).toContain(notice?.link);
      // reset_password works while the address is locked, and lifts the lock.
      const reset = await app.call('reset_password', { token: linkToken(notice?.link ?? ''), password: 'a brand new secret' });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await app.call('user_login', { email, password: 'a brand new secret' })).statusCode).toBe(200);
    });

    it('locks an address without an account exactly the same way, and e-mails nobody', async () => {
      const { email: known } = await newVerifiedUser(app);
      const unknown = freshEmail();
      const last: LightMyRequestResponse[] = [];
      for (const email of [known, unknown]) {
        for (let i = 1; i <= 9; i++) expectBadCredentials(await loginFrom(app, `203.0.113.${i}`, email, `wrong guess ${i}`));
        last.push(await loginFrom(app, '203.0.113.10', email, 'wrong guess 10'));
      }
      for (const res of last) expectLocked(res);
      expect(last[0]?.body).toBe(last[1]?.body);
      expect(await messagesTo(app, unknown)).toEqual([]);
    });

    it('a successful sign-in starts the count again', async () => {
      const { email } = await newVerifiedUser(app);
      for (let i = 1; i <= 9; i++) expectBadCredentials(await loginFrom(app, `203.0.113.${i}`, email, `wrong guess ${i}`));
      expect((await app.call('user_login', { email, password: PASSWORD })).statusCode).toBe(200);
      for (let i = 1; i <= 9; i++) expectBadCredentials(await loginFrom(app, `203.0.113.${i}`, email, `wrong guess ${i}`));
      expect((await app.call('user_login', { email, password: PASSWORD })).statusCode).toBe(200);
    });

    it('failures spread over more than 15 minutes do not lock', async () => {
      const { email } = await newVerifiedUser(app);
      await withClock(async (advance) => {
        for (let i = 1; i <= 9; i++) expectBadCredentials(await loginFrom(app, `203.0.113.${i}`, email, `wrong guess ${i}`));
        advance(15 * MINUTE + 1000);
        for (let i = 1; i <= 9; i++) expectBadCredentials(await loginFrom(app, `203.0.113.${i}`, email, `wrong guess ${i}`));
        expect((await app.call('user_login', { email, password: PASSWORD })).statusCode).toBe(200);
      });
    });

    it('20 simultaneous wrong guesses: exactly 9 are judged, the rest are locked out, and one e-mail goes out', async () => {
      const { email } = await newVerifiedUser(app);
      const before = (await messagesTo(app, email)).length;
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => loginFrom(app, `203.0.113.${i + 1}`, email, `wrong guess ${i}`)));
      const codes = answers.map((r) => envelope(r).code);
      expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(9);
      expect(codes.filter((c) => c === 'ACCOUNT_LOCKED')).toHaveLength(11);
      expect(await newMessagesTo(app, email, before, 1)).toHaveLength(1);
    });
  });
});
