/**
 * The authorization matrix of every admin action the contract declares (issue 12): a guest, a
 * player, a subscriber, a deactivated admin and an expired admin session are refused, each with its
 * own answer, and a signed-in admin gets past the gate. The list is read from contract/api, so an
 * admin action added later is held to the same matrix without touching this file.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions } from '../../contract/api/actions';
import { users } from '../../server/db/schema';
import { createTestApp, demo, envelope, lanes, login, newSubscriber, newVerifiedUser, type TestApp } from '../fixtures/test-app';

const adminActions = Object.entries(actions)
  .filter(([, action]) => action.auth === 'admin')
  .map(([name]) => name);

describe.each(lanes)('admin actions on %s', (lane) => {
  let app: TestApp;
  let tokens: { player: string; subscriber: string; admin: string };

  async function makeAdmin(): Promise<{ token: string; id: number }> {
    const { token } = await newVerifiedUser(app, 'second admin');
    const id = envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data.id;
    await app.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
    app.auth.forgetUser(id);
    return { token, id };
  }

  beforeAll(async () => {
    app = await createTestApp(lane);
    tokens = {
      player: (await newVerifiedUser(app)).token,
      subscriber: (await newSubscriber(app)).token,
      admin: await login(app, demo.admin),
    };
  });
  afterAll(() => app?.close());

  it('exist: the contract declares admin actions for the matrix to hold', () => {
    expect(adminActions.length).toBeGreaterThan(0);
  });

  it.each(adminActions)('%s refuses a guest (401), a player and a subscriber (403), and lets an admin past the gate', async (name) => {
    const guest = await app.call(name, {});
    expect([guest.statusCode, envelope(guest).code]).toEqual([401, 'AUTH_REQUIRED']);
    for (const who of ['player', 'subscriber'] as const) {
      const refused = await app.call(name, {}, tokens[who]);
      expect([refused.statusCode, envelope(refused).code], who).toEqual([403, 'FORBIDDEN']);
    }
    // Past the gate an action may still refuse an empty body (400), never the caller (401, 403).
    const admitted = await app.call(name, {}, tokens.admin);
    expect([401, 403]).not.toContain(admitted.statusCode);
  });

  it('refuses a deactivated admin on every admin action, and a reactivated one gets back in', async () => {
    const admin = await makeAdmin();
    await app.ctx.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, admin.id));
    app.auth.forgetUser(admin.id);
    for (const name of adminActions) {
      const refused = await app.call(name, {}, admin.token);
      expect([refused.statusCode, envelope(refused).code], name).toEqual([403, 'ACCOUNT_DEACTIVATED']);
    }
    await app.ctx.db.update(users).set({ status: 'active' }).where(eq(users.id, admin.id));
    app.auth.forgetUser(admin.id);
    const [first] = adminActions;
    if (first) expect([401, 403]).not.toContain((await app.call(first, {}, admin.token)).statusCode);
  });

  it('refuses an admin whose session has expired on every admin action', async () => {
    const admin = await makeAdmin();
    app.advance((app.ctx.config.SESSION_TTL_DAYS + 1) * 86_400_000);
    app.auth.forgetUser(admin.id);
    for (const name of adminActions) {
      const refused = await app.call(name, {}, admin.token);
      expect([refused.statusCode, envelope(refused).code], name).toEqual([401, 'SESSION_EXPIRED']);
    }
  });
});
