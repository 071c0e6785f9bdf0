import { randomBytes, randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../contract/api/common';
import { errorCatalogue, type ErrorCode } from '../../contract/errors';
import { users } from '../../server/db/schema';
import { createTestApp, demo, envelope, lanes, login, newVerifiedUser, type TestApp } from '../fixtures/test-app';

function expectFailure(res: LightMyRequestResponse, code: ErrorCode, message: string = errorCatalogue[code].message): void {
  expect(res.statusCode, res.body).toBe(errorCatalogue[code].status);
  expect(envelope(res)).toMatchObject({ error: true, code, message });
}

function userOf(res: LightMyRequestResponse): User {
  expect(res.statusCode, res.body).toBe(200);
  return envelope<User>(res).data;
}

function freshMobile(): string {
  return `+4477009${String(randomInt(100_000)).padStart(5, '0')}`;
}

/** A real 1x1 RGBA PNG: signature, IHDR, IDAT and IEND chunks with their CRCs. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 0xff, 0x80, 0x00, 0xff]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Part {
  readonly name: string;
  readonly filename?: string;
  readonly contentType?: string;
  readonly data: Buffer | string;
}

/** A multipart/form-data body built by hand. */
function multipartBody(parts: readonly Part[]): { contentType: string; payload: Buffer } {
  const boundary = `----quizhive${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const headers = [`Content-Disposition: ${disposition}`, ...(part.contentType ? [`Content-Type: ${part.contentType}`] : [])];
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks) };
}

describe.each(lanes)('the user record (%s)', (lane) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(lane);
  });
  afterAll(() => app?.close());

  function upload(token: string, parts: readonly Part[]) {
    const { contentType, payload } = multipartBody(parts);
    return app.app.inject({
      method: 'POST',
      url: '/api/upload_profile_image',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
  }

  const image = (data: Buffer | string, filename = 'a.png', contentType = 'image/png'): Part => ({ name: 'image', filename, contentType, data });

  describe('get_user_by_id and get_user_coin_score', () => {
    it('returns a new user with coins 0, all_time_score 0 and no subscription', async () => {
      const { token, email } = await newVerifiedUser(app, 'nina new');
      const user = userOf(await app.call('get_user_by_id', {}, token));
      expect(user).toMatchObject({
        name: 'Nina new',
        email,
        mobile: null,
        profile: null,
        type: 'email',
        role: 'player',
        email_verified: true,
        coins: 0,
        all_time_score: 0,
        has_subscription: false,
      });
      expect(user.uid).toMatch(/^[A-Za-z0-9]{20}$/);
    });

    it('reports has_subscription false for the demo player and true for the demo subscriber', async () => {
      const player = userOf(await app.call('get_user_by_id', {}, await login(app, demo.player)));
      const subscriber = userOf(await app.call('get_user_by_id', {}, await login(app, demo.subscriber)));
      expect(player).toMatchObject({ email: demo.player.email, has_subscription: false });
      expect(subscriber).toMatchObject({ email: demo.subscriber.email, has_subscription: true });
    });

    it('get_user_coin_score gives a new user {coins: 0, all_time_score: 0}', async () => {
      const { token } = await newVerifiedUser(app);
      const res = await app.call('get_user_coin_score', {}, token);
      expect(res.statusCode).toBe(200);
      expect(envelope(res).data).toEqual({ coins: 0, all_time_score: 0 });
    });
  });

  describe('update_profile', () => {
    it('changes the name of a new user', async () => {
      const { token } = await newVerifiedUser(app);
      const res = await app.call('update_profile', { name: 'renamed player' }, token);
      expect(envelope(res)).toMatchObject({ message: 'Profile saved.', message_code: 'PROFILE_SAVED' });
      expect(userOf(res).name).toBe('Renamed player');
      expect(userOf(await app.call('get_user_by_id', {}, token)).name).toBe('Renamed player');
    });

    it('changing the e-mail marks it unverified and the message asks to verify it', async () => {
      const { token } = await newVerifiedUser(app);
      const email = `${randomBytes(5).toString('hex')}@example.test`;
      const res = await app.call('update_profile', { email: email.toUpperCase() }, token);
      expect(userOf(res)).toMatchObject({ email, email_verified: false });
      expect(envelope(res).message).toMatch(/link to your new e-mail address/i);
      expect(userOf(await app.call('get_user_by_id', {}, token))).toMatchObject({ email, email_verified: false });
    });

    it('refuses an e-mail that another account uses with 409 EMAIL_TAKEN', async () => {
      const { token } = await newVerifiedUser(app);
      const res = await app.call('update_profile', { email: demo.subscriber.email }, token);
      expectFailure(res, 'EMAIL_TAKEN');
      expect(envelope(res).field).toBe('email');
    });

    it('refuses a badly formatted mobile with 400 naming mobile', async () => {
      const { token } = await newVerifiedUser(app);
      const res = await app.call('update_profile', { mobile: '12345' }, token);
      expect(res.statusCode).toBe(400);
      expect(envelope(res)).toMatchObject({ error: true, code: 'VALIDATION', field: 'mobile' });
      expect(envelope(res).message).toMatch(/^mobile: /);
    });

    it('refuses a mobile that another account uses with 409 MOBILE_TAKEN', async () => {
      const mobile = freshMobile();
      const owner = await newVerifiedUser(app);
      expect(userOf(await app.call('update_profile', { mobile }, owner.token)).mobile).toBe(mobile);
      const { token } = await newVerifiedUser(app);
      const res = await app.call('update_profile', { mobile }, token);
      expectFailure(res, 'MOBILE_TAKEN');
      expect(envelope(res).field).toBe('mobile');
    });

    it("refuses an empty body with 400 'Nothing to update: send name, email, mobile or time_zone'", async () => {
      const { token } = await newVerifiedUser(app);
      const res = await app.call('update_profile', {}, token);
      expect(res.statusCode).toBe(400);
      expect(envelope(res)).toMatchObject({ error: true, code: 'VALIDATION', message: 'Nothing to update: send name, email, mobile or time_zone' });
    });

    it('a new user is in UTC; a known IANA time zone is stored and returned with the record', async () => {
      const { token } = await newVerifiedUser(app);
      expect(userOf(await app.call('get_user_by_id', {}, token)).time_zone).toBe('UTC');
      expect(userOf(await app.call('update_profile', { time_zone: 'Asia/Kolkata' }, token)).time_zone).toBe('Asia/Kolkata');
      expect(userOf(await app.call('get_user_by_id', {}, token)).time_zone).toBe('Asia/Kolkata');
    });

    it('refuses a time zone Intl does not know with 400 naming time_zone, and leaves the stored one', async () => {
      const { token } = await newVerifiedUser(app);
      for (const zone of ['Mars/Olympus_Mons', 'not a zone', '', 'x'.repeat(65)]) {
        const res = await app.call('update_profile', { time_zone: zone }, token);
        expect(res.statusCode, zone).toBe(400);
        expect(envelope(res)).toMatchObject({ error: true, code: 'VALIDATION', field: 'time_zone' });
      }
      expect(userOf(await app.call('get_user_by_id', {}, token)).time_zone).toBe('UTC');
    });

    it('lets the demo player in demo mode send its device time zone alone, but no other edit with it', async () => {
      const token = await login(app, demo.player);
      expect(userOf(await app.call('update_profile', { time_zone: 'UTC' }, token)).time_zone).toBe('UTC');
      expectFailure(await app.call('update_profile', { name: 'hacked', time_zone: 'UTC' }, token), 'PROFILE_UPDATE_DEMO', 'Profile update is not allowed in demo version.');
    });

    it('refuses any edit by the demo player in demo mode with 403 PROFILE_UPDATE_DEMO', async () => {
      const token = await login(app, demo.player);
      expectFailure(await app.call('update_profile', { name: 'hacked' }, token), 'PROFILE_UPDATE_DEMO', 'Profile update is not allowed in demo version.');
      expect(userOf(await app.call('get_user_by_id', {}, token)).name).toBe('Demo Player');
    });
  });

  describe('upload_profile_image', () => {
    it('stores a PNG, sets user.profile under /uploads/profile/ and serves the same bytes there', async () => {
      const { token } = await newVerifiedUser(app);
      const png = tinyPng();
      const user = userOf(await upload(token, [image(png)]));
      expect(user.profile).toMatch(/^\/uploads\/profile\/[A-Za-z0-9]+-[0-9a-f]+\.png$/);
      const served = await app.app.inject({ method: 'GET', url: user.profile ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(png)).toBe(true);
      expect(userOf(await app.call('get_user_by_id', {}, token)).profile).toBe(user.profile);
    });

    it('refuses a text file named x.png with 400 IMAGE_INVALID', async () => {
      const { token } = await newVerifiedUser(app);
      const res = await upload(token, [image('just some text, not a picture', 'x.png')]);
      expectFailure(res, 'IMAGE_INVALID', 'Please choose a PNG, JPEG or WebP image.');
      expect(userOf(await app.call('get_user_by_id', {}, token)).profile).toBeNull();
    });

    it('refuses a file over 2 MB with 413 PAYLOAD_TOO_LARGE', async () => {
      const { token } = await newVerifiedUser(app);
      const big = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]);
      const res = await upload(token, [image(big)]);
      expect(res.statusCode).toBe(413);
      expect(envelope(res)).toMatchObject({ error: true, code: 'PAYLOAD_TOO_LARGE' });
    });

    it('refuses a request without a file with 400 naming image', async () => {
      const { token } = await newVerifiedUser(app);
      const res = await upload(token, [{ name: 'note', data: 'no picture here' }]);
      expect(res.statusCode).toBe(400);
      expect(envelope(res)).toMatchObject({ error: true, code: 'VALIDATION', field: 'image' });
    });

    it('uploading a second picture removes the first file', async () => {
      const { token } = await newVerifiedUser(app);
      const first = userOf(await upload(token, [image(tinyPng())])).profile ?? '';
      const second = userOf(await upload(token, [image(tinyPng(), 'b.png')])).profile ?? '';
      expect(second).not.toBe(first);
      expect((await app.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
      expect((await app.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    });

    it('refuses a picture from the demo player with 403 PROFILE_UPDATE_DEMO', async () => {
      const token = await login(app, demo.player);
      expectFailure(await upload(token, [image(tinyPng())]), 'PROFILE_UPDATE_DEMO', 'Profile update is not allowed in demo version.');
    });
  });

  describe('delete_user_account', () => {
    it('refuses without {confirm: true} with 400 naming confirm', async () => {
      const { token } = await newVerifiedUser(app);
      for (const body of [{}, { confirm: false }, { confirm: 'yes' }]) {
        const res = await app.call('delete_user_account', body, token);
        expect(res.statusCode).toBe(400);
        expect(envelope(res)).toMatchObject({ error: true, code: 'VALIDATION', field: 'confirm', message: 'confirm: Send confirm: true to delete the account' });
      }
      expect((await app.call('get_user_by_id', {}, token)).statusCode).toBe(200);
    });

    it('erases the account: the token stops working, sign-in fails and the users row is gone', async () => {
      const { token, email, password } = await newVerifiedUser(app);
      const res = await app.call('delete_user_account', { confirm: true }, token);
      expect(res.statusCode, res.body).toBe(200);
      const data = envelope<{ mode: string; removed: string[] }>(res).data;
      expect(data.mode).toBe('erased');
      expect(data.removed).toEqual(expect.arrayContaining(['account', 'sessions', 'coins and score', 'messages sent to you']));
      expectFailure(await app.call('get_user_by_id', {}, token), 'SESSION_EXPIRED');
      expectFailure(await app.call('user_login', { email, password }), 'INVALID_CREDENTIALS');
      expect(await app.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      expect(envelope<unknown[]>(await app.call('get_dev_outbox', { to: email }, await login(app, demo.admin))).data).toEqual([]);
    });

    it('also removes the profile picture file and says so', async () => {
      const { token } = await newVerifiedUser(app);
      const profile = userOf(await upload(token, [image(tinyPng())])).profile ?? '';
      const res = await app.call('delete_user_account', { confirm: true }, token);
      expect(envelope<{ removed: string[] }>(res).data.removed).toContain('profile image');
      expect((await app.app.inject({ method: 'GET', url: profile })).statusCode).toBe(404);
    });

    it('refuses to delete the demo player with 403 PROFILE_UPDATE_DEMO', async () => {
      const token = await login(app, demo.player);
      expectFailure(await app.call('delete_user_account', { confirm: true }, token), 'PROFILE_UPDATE_DEMO', 'Profile update is not allowed in demo version.');
      expect((await app.call('get_user_by_id', {}, token)).statusCode).toBe(200);
    });
  });
});
