/**
 * The admin's users (issue 12) on PGlite and PostgreSQL: the search by each field, one user's
 * record, coins granted and deducted through the ledger (a deduct past the balance writes
 * nothing), deactivation that signs a user out at once, roles, the refusals that keep at least one
 * active admin, and exactly one audit entry per write with the values before and after.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUserRow, AuditEntry } from '../../contract/api/admin';
import { coinLedger, wallets } from '../../server/db/schema';
import { createTestApp, createVariant, demo, envelope, lanes, login, newVerifiedUser, type TestApp } from '../fixtures/test-app';

const DEACTIVATED = 'Your account has been deactivated! Please contact admin.';

describe.each(lanes)('the admin users on %s', (lane) => {
  let app: TestApp;
  let admin: string;
  let adminId: number;

  const idOf = async (token: string, on: TestApp = app) => envelope<{ id: number }>(await on.call('get_user_by_id', {}, token)).data.id;
  const ok = async <T>(action: string, body: Record<string, unknown>, token = admin, on: TestApp = app): Promise<T> => {
    const res = await on.call(action, body, token);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return envelope<T>(res).data;
  };
  const users = (body: Record<string, unknown>) => ok<{ total: number; data: AdminUserRow[] }>('get_admin_users', body);
  const auditOf = async (userId: number, action: string) =>
    (await ok<{ total: number; data: AuditEntry[] }>('get_admin_audit_log', { subject: `user:${userId}`, action, limit: 100 })).data;
  const auditTotal = async (token = admin) => (await ok<{ total: number }>('get_admin_audit_log', {}, token)).total;
  const ledgerOf = async (userId: number) => {
    const [sums] = await app.ctx.db
      .select({ rows: sql<number>`count(*)::int`, coins: sql<number>`coalesce(sum(${coinLedger.coins}), 0)::int` })
      .from(coinLedger)
      .where(eq(coinLedger.userId, userId));
    const [wallet] = await app.ctx.db.select().from(wallets).where(eq(wallets.userId, userId));
    return { rows: sums?.rows ?? 0, sum: sums?.coins ?? 0, wallet: wallet?.coins ?? 0, earned: wallet?.coinsEarned ?? 0 };
  };
  const newPlayer = async (name = `player ${randomBytes(4).toString('hex')}`) => {
    const player = await newVerifiedUser(app, name);
    return { ...player, name, id: await idOf(player.token) };
  };

  beforeAll(async () => {
    app = await createTestApp(lane);
    admin = await login(app, demo.admin);
    adminId = await idOf(admin);
  });
  afterAll(() => app?.close());

  it('finds a user by name, e-mail, mobile, uid or id, ignoring case, newest first with the total', async () => {
    const tag = randomBytes(4).toString('hex');
    const older = await newPlayer(`quokka ${tag} older`);
    const player = await newPlayer(`quokka ${tag} newer`);
    const digits = `7700${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    await ok('update_profile', { mobile: `+44${digits}` }, player.token);
    const uid = envelope<{ uid: string }>(await app.call('get_user_by_id', {}, player.token)).data.uid;

    const byName = await users({ search: `QUOKKA ${tag.toUpperCase()}` });
    expect(byName.total).toBe(2);
    expect(byName.data.map((u) => u.id)).toEqual([player.id, older.id]);
    expect(byName.data[0]).toEqual({
      id: player.id,
      uid,
      name: `Quokka ${tag} newer`,
      email: player.email,
      mobile: `+44${digits}`,
      role: 'player',
      status: 'active',
      coins: 0,
      all_time_score: 0,
      created_at: expect.any(String),
      last_sign_in_at: expect.any(String),
    });

    const only = async (search: string) => (await users({ search })).data.map((u) => u.id);
    expect(await only(player.email.slice(2, 9).toUpperCase())).toEqual([player.id]);
    // Mobile: a prefix, with or without the +, spaces and dashes forgiven; not the middle of the number.
    expect(await only(`+44 ${digits.slice(0, 4)}-${digits.slice(4, 8)}`)).toEqual([player.id]);
    expect(await only(`44${digits.slice(0, 8)}`)).toEqual([player.id]);
    expect(await only(digits.slice(2))).not.toContain(player.id);
    // Uid: a prefix in any case; not its middle.
    expect(await only(uid.slice(0, 10).toLowerCase())).toEqual([player.id]);
    expect(await only(uid.slice(5, 15))).not.toContain(player.id);
    expect(await only(String(player.id))).toContain(player.id);
    // LIKE's wildcards are taken literally.
    expect(await users({ search: '%' })).toEqual({ total: 0, data: [] });
    expect(await users({ search: `quokka_${tag}` })).toEqual({ total: 0, data: [] });

    // No search: everyone, newest first; an empty search is none.
    const all = await users({ limit: 2 });
    expect(all.data.map((u) => u.id)).toEqual([player.id, older.id]);
    expect((await users({ search: '  ', limit: 2 })).total).toBe(all.total);
    expect((await users({ offset: 1, limit: 1 })).data.map((u) => u.id)).toEqual([older.id]);

    const admins = await users({ role: 'admin' });
    expect(admins.data.map((u) => u.id)).toContain(adminId);
    expect(admins.data.every((u) => u.role === 'admin')).toBe(true);
    expect((await users({ search: tag, role: 'admin' })).total).toBe(0);
    expect((await users({ search: tag, status: 'deactivated' })).total).toBe(0);

    const bad = await app.call('get_admin_users', { role: 'owner' }, admin);
    expect([bad.statusCode, envelope(bad).field]).toEqual([400, 'role']);
  });

  it('sorts on the server by name, coins, score or sign-in, either way, ties by id', async () => {
    const tag = randomBytes(4).toString('hex');
    const [b, a, c] = [await newPlayer(`wombat ${tag} b`), await newPlayer(`Wombat ${tag} a`), await newPlayer(`wombat ${tag} c`)];
    await ok('set_admin_user_coins', { user_id: c.id, coins: 30, reason: 'sort test' });
    await ok('set_admin_user_coins', { user_id: a.id, coins: 10, reason: 'sort test' });
    const ids = async (sort: string, order?: string) => (await users({ search: `wombat ${tag}`, sort, ...(order ? { order } : {}) })).data.map((u) => u.id);
    expect(await ids('name', 'asc')).toEqual([a.id, b.id, c.id]);
    expect(await ids('name', 'desc')).toEqual([c.id, b.id, a.id]);
    expect(await ids('coins', 'desc')).toEqual([c.id, a.id, b.id]);
    expect(await ids('coins', 'asc')).toEqual([b.id, a.id, c.id]);
    // No order: descending, as the default list is.
    expect(await ids('created_at')).toEqual([c.id, a.id, b.id]);
    expect(await ids('last_sign_in_at', 'asc')).toEqual([b.id, a.id, c.id]);
    const refused = await app.call('get_admin_users', { sort: 'password_hash' }, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('sort');
  });

  it("shows one user's record: badges, the newest ledger entries and the subscription", async () => {
    const player = await newPlayer();
    await ok('set_admin_user_coins', { user_id: player.id, coins: 40, reason: 'Contest runner-up' });
    const detail = await ok<AdminUserDetail>('get_admin_user', { user_id: player.id });
    expect(detail).toMatchObject({
      id: player.id,
      email: player.email,
      type: 'email',
      email_verified: true,
      role: 'player',
      status: 'active',
      coins: 40,
      badges: 0,
      ledger_total: 1,
      subscription: { active: false, status: null, current_period_end: null },
    });
    expect(detail.ledger).toEqual([
      { id: expect.any(Number), coins: 40, score: 0, type: 'admin_grant', title: 'Admin: Contest runner-up', status: 'completed', source: 'admin_grant', date: expect.any(String) },
    ]);
    expect((await ok<AdminUserDetail>('get_admin_user', { user_id: adminId })).subscription).toMatchObject({ active: true, status: 'active' });

    const missing = await app.call('get_admin_user', { user_id: 2_000_000_000 }, admin);
    expect([missing.statusCode, envelope(missing).code, envelope(missing).field]).toEqual([404, 'NOT_FOUND', 'user_id']);
  });

  it('grants and deducts through the ledger, outside the daily cap and coins earned, with one audit entry each', async () => {
    const player = await newPlayer();
    // 600 is over the default daily cap of 500: a grant is not play, and is booked in full.
    const granted = await ok<{ coins: number; entry_id: number }>('set_admin_user_coins', { user_id: player.id, coins: 600, reason: '  Make up for the outage  ' });
    expect(granted).toEqual({ user_id: player.id, coins: 600, all_time_score: 0, entry_id: expect.any(Number) });
    const deducted = await ok<{ coins: number; entry_id: number }>('set_admin_user_coins', { user_id: player.id, coins: -250, reason: 'Duplicate grant' });
    expect(deducted.coins).toBe(350);

    expect(await ledgerOf(player.id)).toEqual({ rows: 2, sum: 350, wallet: 350, earned: 0 });
    expect(envelope<{ coins: number }>(await app.call('get_user_coin_score', {}, player.token)).data.coins).toBe(350);
    const history = envelope<{ data: { type: string; title: string; coins: number }[] }>(await app.call('get_tracker_data', {}, player.token)).data.data;
    expect(history.map((e) => [e.type, e.title, e.coins])).toEqual([
      ['admin_deduct', 'Admin: Duplicate grant', -250],
      ['admin_grant', 'Admin: Make up for the outage', 600],
    ]);

    const audit = await auditOf(player.id, 'set_admin_user_coins');
    expect(audit.map((e) => [e.admin_id, e.before, e.after])).toEqual([
      [adminId, { coins: 600 }, { coins: 350, change: -250, reason: 'Duplicate grant', entry_id: deducted.entry_id }],
      [adminId, { coins: 0 }, { coins: 600, change: 600, reason: 'Make up for the outage', entry_id: granted.entry_id }],
    ]);
  });

  it('writes nothing for a deduct past the balance, nor for a refused body', async () => {
    const player = await newPlayer();
    await ok('set_admin_user_coins', { user_id: player.id, coins: 70, reason: 'Starting balance' });
    const before = { ledger: await ledgerOf(player.id), audit: await auditTotal() };

    const tooMuch = await app.call('set_admin_user_coins', { user_id: player.id, coins: -71, reason: 'Too much' }, admin);
    expect([tooMuch.statusCode, envelope(tooMuch).code, envelope(tooMuch).field]).toEqual([409, 'NOT_ENOUGH_COINS', 'coins']);
    const empty = await newPlayer();
    const noWallet = await app.call('set_admin_user_coins', { user_id: empty.id, coins: -1, reason: 'Nothing there' }, admin);
    expect([noWallet.statusCode, envelope(noWallet).code]).toEqual([409, 'NOT_ENOUGH_COINS']);

    for (const [body, field] of [
      [{ user_id: player.id, coins: 0, reason: 'Zero' }, 'coins'],
      [{ user_id: player.id, coins: 1.5, reason: 'Half' }, 'coins'],
      [{ user_id: player.id, coins: 10, reason: ' ab ' }, 'reason'],
      [{ user_id: player.id, coins: 10, reason: 'x'.repeat(201) }, 'reason'],
      [{ user_id: player.id, coins: 10 }, 'reason'],
    ] as const) {
      const res = await app.call('set_admin_user_coins', body, admin);
      expect([res.statusCode, envelope(res).field], JSON.stringify(body)).toEqual([400, field]);
    }
    const unknown = await app.call('set_admin_user_coins', { user_id: 2_000_000_000, coins: 5, reason: 'Nobody' }, admin);
    expect([unknown.statusCode, envelope(unknown).field]).toEqual([404, 'user_id']);

    expect(await ledgerOf(player.id)).toEqual(before.ledger);
    expect(await ledgerOf(empty.id)).toEqual({ rows: 0, sum: 0, wallet: 0, earned: 0 });
    expect(await auditTotal()).toBe(before.audit);
  });

  it('deactivation ends the sessions at once (403 ACCOUNT_DEACTIVATED); reactivation lets the user sign in again', async () => {
    const player = await newPlayer();
    // The token is now in the session cache: the deactivation must reach it anyway.
    expect((await app.call('get_user_by_id', {}, player.token)).statusCode).toBe(200);
    const second = await login(app, { email: player.email, password: player.password });

    expect(await ok('set_admin_user_status', { user_id: player.id, status: 'deactivated' })).toEqual({ user_id: player.id, status: 'deactivated', changed: true });
    for (const token of [player.token, second]) {
      const refused = await app.call('get_user_by_id', {}, token);
      expect([refused.statusCode, envelope(refused).code, envelope(refused).message]).toEqual([403, 'ACCOUNT_DEACTIVATED', DEACTIVATED]);
    }
    const signIn = await app.call('user_login', { email: player.email, password: player.password });
    expect([signIn.statusCode, envelope(signIn).code]).toEqual([403, 'ACCOUNT_DEACTIVATED']);
    expect((await users({ search: player.email, status: 'deactivated' })).data.map((u) => u.status)).toEqual(['deactivated']);
    // Asking again changes nothing and records nothing.
    expect(await ok('set_admin_user_status', { user_id: player.id, status: 'deactivated' })).toMatchObject({ changed: false });

    expect(await ok('set_admin_user_status', { user_id: player.id, status: 'active' })).toMatchObject({ changed: true });
    // The old sessions stay ended: reactivating does not bring a token back to life.
    const old = await app.call('get_user_by_id', {}, player.token);
    expect([old.statusCode, envelope(old).code]).toEqual([401, 'SESSION_EXPIRED']);
    const fresh = await login(app, { email: player.email, password: player.password });
    expect((await app.call('get_user_by_id', {}, fresh)).statusCode).toBe(200);

    const audit = await auditOf(player.id, 'set_admin_user_status');
    expect(audit.map((e) => [e.admin_id, e.before, e.after])).toEqual([
      [adminId, { status: 'deactivated' }, { status: 'active' }],
      [adminId, { status: 'active' }, { status: 'deactivated' }],
    ]);
  });

  it('refuses an admin deactivating themselves or removing their own admin role, and records nothing', async () => {
    const before = await auditTotal();
    const deactivate = await app.call('set_admin_user_status', { user_id: adminId, status: 'deactivated' }, admin);
    expect([deactivate.statusCode, envelope(deactivate).code, envelope(deactivate).field]).toEqual([400, 'VALIDATION', 'user_id']);
    expect(envelope(deactivate).message).toMatch(/deactivate your own account/);
    const demote = await app.call('set_admin_user_role', { user_id: adminId, role: 'player' }, admin);
    expect([demote.statusCode, envelope(demote).code, envelope(demote).field]).toEqual([400, 'VALIDATION', 'user_id']);
    expect(envelope(demote).message).toMatch(/your own admin role/);
    expect((await app.call('get_admin_users', {}, admin)).statusCode).toBe(200);
    expect(await auditTotal()).toBe(before);
  });

  it('a new role holds at once, with one audit entry per change', async () => {
    const player = await newPlayer();
    const refused = await app.call('get_admin_users', {}, player.token);
    expect(envelope(refused).code).toBe('FORBIDDEN');
    expect(await ok('set_admin_user_role', { user_id: player.id, role: 'admin' })).toEqual({ user_id: player.id, role: 'admin', changed: true });
    expect((await app.call('get_admin_users', {}, player.token)).statusCode).toBe(200);
    expect(await ok('set_admin_user_role', { user_id: player.id, role: 'admin' })).toMatchObject({ changed: false });
    expect(await ok('set_admin_user_role', { user_id: player.id, role: 'player' })).toMatchObject({ changed: true });
    const demoted = await app.call('get_admin_users', {}, player.token);
    expect([demoted.statusCode, envelope(demoted).code]).toEqual([403, 'FORBIDDEN']);

    const audit = await auditOf(player.id, 'set_admin_user_role');
    expect(audit.map((e) => [e.before, e.after])).toEqual([
      [{ role: 'admin' }, { role: 'player' }],
      [{ role: 'player' }, { role: 'admin' }],
    ]);
  });

  it('never leaves no active admin: the last one cannot be demoted, deactivated or deleted, even by a stale session', async () => {
    const x = await newPlayer('admin x');
    const y = await newPlayer('admin y');
    await ok('set_admin_user_role', { user_id: x.id, role: 'admin' });
    await ok('set_admin_user_role', { user_id: y.id, role: 'admin' });
    await ok('set_admin_user_role', { user_id: adminId, role: 'player' }, x.token);
    const activeAdmins = async () => (await ok<{ data: AdminUserRow[] }>('get_admin_users', { role: 'admin', status: 'active' }, x.token)).data.map((u) => u.id).sort();
    expect(await activeAdmins()).toEqual([x.id, y.id].sort());

    // A second instance still holds y's session as an admin's (its cache) after x demotes y here:
    // it does not hear the demotion's announcement (as when its listening connection was down).
    const other = await createVariant(app, {}, { hearsOthers: false });
    try {
      expect((await other.call('get_admin_users', {}, y.token)).statusCode).toBe(200);
      await ok('set_admin_user_role', { user_id: y.id, role: 'player' }, x.token);
      const before = await auditTotal(x.token);
      for (const [action, body] of [
        ['set_admin_user_role', { user_id: x.id, role: 'player' }],
        ['set_admin_user_status', { user_id: x.id, status: 'deactivated' }],
        ['delete_admin_user', { user_id: x.id }],
      ] as const) {
        const refused = await other.call(action, body, y.token);
        expect([refused.statusCode, envelope(refused).code, envelope(refused).field], action).toEqual([400, 'VALIDATION', 'user_id']);
        expect(envelope(refused).message).toMatch(/last active admin/);
      }
      // And a write that would leave an admin is refused to the stale session all the same.
      const stale = await other.call('set_admin_user_coins', { user_id: x.id, coins: 5, reason: 'Stale admin' }, y.token);
      expect([stale.statusCode, envelope(stale).code]).toEqual([403, 'FORBIDDEN']);
      expect(await activeAdmins()).toEqual([x.id]);
      expect(await auditTotal(x.token)).toBe(before);
    } finally {
      await other.close();
    }

    // Two admins demoting each other at once: one wins, the other is refused, one admin is left.
    await ok('set_admin_user_role', { user_id: y.id, role: 'admin' }, x.token);
    const results = await Promise.all([
      app.call('set_admin_user_role', { user_id: y.id, role: 'player' }, x.token),
      app.call('set_admin_user_role', { user_id: x.id, role: 'player' }, y.token),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([400, 403]).toContain(codes[1]);
    const winner = results[0]?.statusCode === 200 ? x : y;
    const remaining = (await ok<{ data: AdminUserRow[] }>('get_admin_users', { role: 'admin', status: 'active' }, winner.token)).data.map((u) => u.id);
    expect(remaining).toEqual([winner.id]);
    await ok('set_admin_user_role', { user_id: adminId, role: 'admin' }, winner.token);
  });

  describe('delete_admin_user', () => {
    it('deletes a user with self-deletion\'s cleanup and one audit entry holding the row as it was', async () => {
      const player = await newPlayer();
      await ok('set_admin_user_coins', { user_id: player.id, coins: 40, reason: 'Before deleting' });
      const data = await ok<{ user_id: number; removed: string[] }>('delete_admin_user', { user_id: player.id });
      expect(data.user_id).toBe(player.id);
      expect(data.removed).toEqual(expect.arrayContaining(['account', 'sessions', 'coins and score', 'messages sent to you']));
      // The same as delete_user_account: the token ends, sign-in fails, the row, ledger and messages are gone.
      expect(envelope(await app.call('get_user_by_id', {}, player.token)).code).toBe('SESSION_EXPIRED');
      expect(envelope(await app.call('user_login', { email: player.email, password: player.password })).code).toBe('INVALID_CREDENTIALS');
      expect(await ledgerOf(player.id)).toEqual({ rows: 0, sum: 0, wallet: 0, earned: 0 });
      expect(envelope<unknown[]>(await app.call('get_dev_outbox', { to: player.email }, admin)).data).toEqual([]);
      expect(envelope(await app.call('get_admin_user', { user_id: player.id }, admin)).code).toBe('NOT_FOUND');

      const [entry, ...more] = await auditOf(player.id, 'delete_admin_user');
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ admin_id: adminId, subject: `user:${player.id}`, after: null });
      expect(entry?.before).toMatchObject({ id: player.id, name: player.name.replace(/^./, (c) => c.toUpperCase()), email: player.email, role: 'player', status: 'active', coins: 40 });
    });

    it('refuses the caller\'s own account, an unknown id and a bad body, and records nothing', async () => {
      const before = await auditTotal();
      const own = await app.call('delete_admin_user', { user_id: adminId }, admin);
      expect([own.statusCode, envelope(own).code, envelope(own).field]).toEqual([400, 'VALIDATION', 'user_id']);
      expect(envelope(own).message).toMatch(/your own account/);
      const unknown = await app.call('delete_admin_user', { user_id: 999_999 }, admin);
      expect([unknown.statusCode, envelope(unknown).code, envelope(unknown).field]).toEqual([404, 'NOT_FOUND', 'user_id']);
      for (const body of [{}, { user_id: 'x' }, { user_id: -1 }]) {
        const bad = await app.call('delete_admin_user', body, admin);
        expect([bad.statusCode, envelope(bad).field]).toEqual([400, 'user_id']);
      }
      expect((await app.call('get_user_by_id', {}, admin)).statusCode).toBe(200);
      expect(await auditTotal()).toBe(before);
    });
  });
});
