/**
 * Payout requests (issue 13) on PGlite and PostgreSQL: each method's address checked (naming the
 * field), the minimum, the coins (NOT_ENOUGH_COINS, coin_used checked, never trusted), one request
 * per 48 hours on the server's clock and under 20 requests at once, a withdrawal refunding once
 * (two at once: one refund), another player's request out of reach, an admin completing or
 * rejecting (coins back once) with a note, a notification and an audit entry, the admin's queue
 * filtered, the dashboard's pending figure, and the after-commit callbacks.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminDashboard } from '../../contract/api/admin-dashboard';
import type { AuditEntry } from '../../contract/api/admin';
import type { AdminPaymentRequest, PaymentRequest } from '../../contract/api/payouts';
import { errorCatalogue } from '../../contract/errors';
import { PAYOUT_HOLD_TYPE, PAYOUT_REFUND_TYPE } from '../../contract/economy/ledger';
import { coinLedger, paymentRequests, users, wallets } from '../../server/db/schema';
import { ensureStillAdmin } from '../../server/features/admin/admin-users.service';
import { createPayoutsService } from '../../server/features/billing/payouts.service';
import { writeScope } from '../../server/features/settings/settings.repo';
import type { AuthUser } from '../../server/lib/auth-user';
import { createTestApp, demo, envelope, lanes, login, newVerifiedUser, type TestApp } from '../fixtures/test-app';

const HOUR_MS = 3_600_000;
/** 10 coins for one US dollar, at least 1.00 USD: 5.00 USD (500 cents) takes 50 coins. */
const CONFIG = { payout_coins_per_unit: 10, payout_min_amount: 100, payout_currency: 'USD' };
const paypal = { payment_type: 'paypal', payment_address: 'Me@Example.com', payment_amount: 500 };

interface Player {
  readonly token: string;
  readonly id: number;
}

describe.each(lanes)('payouts on %s', (lane) => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp(lane);
    await writeScope(app.ctx.db, 'system', CONFIG);
    app.settings.invalidate();
    admin = await login(app, demo.admin);
  });
  afterAll(() => app?.close());

  const ok = async <T>(action: string, body: Record<string, unknown>, token = admin): Promise<T> => {
    const res = await app.call(action, body, token);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return envelope<T>(res).data;
  };
  const refused = async (action: string, body: Record<string, unknown>, token: string) => {
    const res = await app.call(action, body, token);
    const answer = envelope(res);
    return { status: res.statusCode, code: answer.code, field: answer.field, message: answer.message };
  };

  /** A new player holding `coins` (an admin's grant, as the product gives them). */
  async function player(coins: number): Promise<Player> {
    const { token } = await newVerifiedUser(app, 'payout player');
    const id = envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data.id;
    if (coins > 0) await ok('set_admin_user_coins', { user_id: id, coins, reason: 'Payout test coins' });
    return { token, id };
  }
  const coinsOf = async (who: Player) => envelope<{ coins: number }>(await app.call('get_user_coin_score', {}, who.token)).data.coins;
  const request = (who: Player, body: Record<string, unknown> = paypal) => app.call('set_payment_request', body, who.token);
  const requestOk = async (who: Player, body: Record<string, unknown> = paypal) => {
    const res = await request(who, body);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<{ request: PaymentRequest; coins: number }>(res);
  };
  const own = (who: Player) => ok<{ total: number; data: PaymentRequest[]; next_request_at: string | null }>('get_payment_request', { limit: 100 }, who.token);

  /** The wallet against the ledger's sum, and the player's hold and refund entries. */
  async function books(who: Player) {
    const [sum] = await app.ctx.db
      .select({ coins: sql<number>`coalesce(sum(${coinLedger.coins}), 0)::int` })
      .from(coinLedger)
      .where(eq(coinLedger.userId, who.id));
    const [wallet] = await app.ctx.db.select({ coins: wallets.coins }).from(wallets).where(eq(wallets.userId, who.id));
    const entries = await app.ctx.db.select({ type: coinLedger.type, coins: coinLedger.coins }).from(coinLedger).where(eq(coinLedger.userId, who.id));
    expect(Number(sum?.coins), 'the wallet equals the ledger').toBe(wallet?.coins ?? 0);
    return {
      holds: entries.filter((e) => e.type === PAYOUT_HOLD_TYPE).map((e) => e.coins),
      refunds: entries.filter((e) => e.type === PAYOUT_REFUND_TYPE).map((e) => e.coins),
    };
  }
  const notificationsOf = async (who: Player) =>
    (await ok<{ data: { type: string; title: string; body: string; data: Record<string, unknown> }[] }>('get_notifications', { limit: 100 }, who.token)).data.filter((n) => n.type === 'payout');
  const rows = (who: Player) => app.ctx.db.select().from(paymentRequests).where(eq(paymentRequests.userId, who.id));

  it('holds the coins in the request, says how long payout takes, and lists the request with when the next may be made', async () => {
    const who = await player(120);
    const answer = await requestOk(who, { ...paypal, details: '  For my books  ' });
    expect(answer.message_code).toBe('PAYOUT_REQUESTED');
    expect(answer.message).toBe('Your payout request is in. Payout takes 3–5 working days.');
    expect(answer.data.coins).toBe(70);
    expect(answer.data.request).toMatchObject({
      payment_type: 'paypal',
      payment_address: 'me@example.com',
      payment_amount: 500,
      currency: 'USD',
      coin_used: 50,
      details: 'For my books',
      status: 'pending',
      note: null,
      processed_at: null,
    });
    expect(await coinsOf(who)).toBe(70);
    expect(await books(who)).toEqual({ holds: [-50], refunds: [] });
    const list = await own(who);
    expect(list.total).toBe(1);
    expect(list.data).toEqual([answer.data.request]);
    expect(Date.parse(list.next_request_at ?? '') - Date.parse(answer.data.request.date)).toBe(48 * HOUR_MS);
    // The coin history names the hold by its type.
    const history = await ok<{ data: { type: string; coins: number; status: string }[] }>('get_tracker_data', {}, who.token);
    expect(history.data[0]).toMatchObject({ type: PAYOUT_HOLD_TYPE, coins: -50, status: 'completed' });
  });

  it("checks each method's address and names the field; Paytm numbers and Stripe ids are kept as written", async () => {
    const who = await player(500);
    for (const body of [
      { ...paypal, payment_address: 'not-an-email' },
      { ...paypal, payment_type: 'paytm', payment_address: '12345' },
      { ...paypal, payment_type: 'paytm', payment_address: 'me@example.com' },
      { ...paypal, payment_type: 'stripe', payment_address: 'acct_1' },
      { ...paypal, payment_address: '' },
    ]) {
      expect(await refused('set_payment_request', body, who.token), JSON.stringify(body)).toMatchObject({ status: 400, code: 'VALIDATION', field: 'payment_address' });
    }
    expect(await refused('set_payment_request', { ...paypal, payment_type: 'bank' }, who.token)).toMatchObject({ status: 400, code: 'VALIDATION', field: 'payment_type' });
    expect(await refused('set_payment_request', { ...paypal, payment_amount: 12.5 }, who.token)).toMatchObject({ status: 400, code: 'VALIDATION', field: 'payment_amount' });
    expect(await refused('set_payment_request', { ...paypal, coins: 1 }, who.token)).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(await coinsOf(who)).toBe(500);
    expect(await rows(who)).toHaveLength(0);

    const paytm = await requestOk(await player(60), { ...paypal, payment_type: 'paytm', payment_address: '+91 98765-43210' });
    expect(paytm.data.request.payment_address).toBe('+919876543210');
    const stripe = await requestOk(await player(60), { ...paypal, payment_type: 'stripe', payment_address: 'acct_1AbCdEfGh2' });
    expect(stripe.data.request.payment_address).toBe('acct_1AbCdEfGh2');
  });

  it('refuses less than the minimum, more than the coins held, and a coin_used that is not the server\'s sum', async () => {
    const who = await player(40);
    expect(await refused('set_payment_request', { ...paypal, payment_amount: 99 }, who.token)).toMatchObject({ status: 400, code: 'PAYOUT_BELOW_MINIMUM', field: 'payment_amount' });
    expect(await refused('set_payment_request', paypal, who.token)).toMatchObject({ status: 409, code: 'NOT_ENOUGH_COINS' });
    expect(await refused('set_payment_request', { ...paypal, payment_amount: 400, coin_used: 4 }, who.token)).toMatchObject({ status: 400, code: 'VALIDATION', field: 'coin_used' });
    expect(await coinsOf(who)).toBe(40);
    expect(await rows(who)).toHaveLength(0);
    // Nothing was stored, so nothing stands in the way of a request that fits.
    const fits = await requestOk(who, { ...paypal, payment_amount: 400, coin_used: 40 });
    expect(fits.data).toMatchObject({ coins: 0, request: { coin_used: 40 } });
    // 1.01 USD at 10 coins a dollar is 10.1 coins: the server rounds up, a player never gets more than their coins are worth.
    expect((await requestOk(await player(11), { ...paypal, payment_amount: 101 })).data.request.coin_used).toBe(11);
  });

  it('allows one request per 48 hours on the server\'s clock, whatever became of the last', async () => {
    const who = await player(200);
    await requestOk(who);
    expect(await refused('set_payment_request', paypal, who.token)).toEqual({
      status: 429,
      code: 'PAYMENT_REQUEST_TOO_SOON',
      field: undefined,
      message: errorCatalogue.PAYMENT_REQUEST_TOO_SOON.message,
    });
    const [first] = await rows(who);
    await ok('set_admin_payment_request', { payment_id: first?.id, status: 'rejected', note: 'Wrong address' });
    let moved = 0;
    try {
      app.advance(47 * HOUR_MS);
      moved += 47 * HOUR_MS;
      expect(await refused('set_payment_request', paypal, who.token)).toMatchObject({ status: 429, code: 'PAYMENT_REQUEST_TOO_SOON' });
      app.advance(HOUR_MS + 1000);
      moved += HOUR_MS + 1000;
      expect((await own(who)).next_request_at).toBeNull();
      await requestOk(who);
      expect(await coinsOf(who)).toBe(150);
    } finally {
      app.advance(-moved);
    }
  });

  it('20 requests at once make one request and hold the coins once', async () => {
    const who = await player(1000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(who)));
    const codes = answers.map((res) => (res.statusCode === 200 ? 'ok' : envelope(res).code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'PAYMENT_REQUEST_TOO_SOON')).toHaveLength(19);
    expect(await rows(who)).toHaveLength(1);
    expect(await coinsOf(who)).toBe(950);
    expect(await books(who)).toEqual({ holds: [-50], refunds: [] });
  });

  it('withdraws a pending request once: two withdrawals at once refund once, and a new request may follow', async () => {
    const who = await player(80);
    const { request: made } = (await requestOk(who)).data;
    expect(await coinsOf(who)).toBe(30);
    const answers = await Promise.all([0, 1].map(() => app.call('delete_pending_payment_request', { payment_id: made.id }, who.token)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 404]);
    const done = answers.find((res) => res.statusCode === 200);
    expect(done && envelope(done).data).toEqual({ coins: 80, refunded: 50 });
    expect(await refused('delete_pending_payment_request', { payment_id: made.id }, who.token)).toMatchObject({ status: 404, code: 'NOT_FOUND', field: 'payment_id' });
    expect(await coinsOf(who)).toBe(80);
    expect(await books(who)).toEqual({ holds: [-50], refunds: [50] });
    expect((await own(who)).total).toBe(0);
    // The coin history shows the hold as refunded, and the refund by its own type.
    const history = await ok<{ data: { type: string; coins: number; status: string }[] }>('get_tracker_data', {}, who.token);
    expect(history.data.slice(0, 2)).toMatchObject([
      { type: PAYOUT_REFUND_TYPE, coins: 50 },
      { type: PAYOUT_HOLD_TYPE, coins: -50, status: 'refunded' },
    ]);
    // A withdrawn request is gone: it does not count toward the 48 hours.
    await requestOk(who);
  });

  it("keeps a player's hands off another player's request", async () => {
    const owner = await player(60);
    const other = await player(60);
    const { request: made } = (await requestOk(owner)).data;
    expect(await refused('delete_pending_payment_request', { payment_id: made.id }, other.token)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await own(other)).total).toBe(0);
    expect((await own(owner)).data[0]?.status).toBe('pending');
    expect([await coinsOf(owner), await coinsOf(other)]).toEqual([10, 60]);
    // A player is no admin.
    expect((await app.call('set_admin_payment_request', { payment_id: made.id, status: 'rejected', note: 'mine now' }, other.token)).statusCode).toBe(403);
  });

  it('completes a request with a note: the player is told, the coins stay spent, the write is audited and final', async () => {
    const who = await player(60);
    const { request: made } = (await requestOk(who)).data;
    expect(await refused('set_admin_payment_request', { payment_id: made.id, status: 'completed', note: '   ' }, admin)).toMatchObject({ status: 400, code: 'VALIDATION', field: 'note' });
    const done = await ok<AdminPaymentRequest>('set_admin_payment_request', { payment_id: made.id, status: 'completed', note: 'PayPal transfer 7XK21' });
    expect(done).toMatchObject({ id: made.id, status: 'completed', note: 'PayPal transfer 7XK21', processed_by: 'Demo Admin', user: { id: who.id, name: 'Payout player' } });
    expect(done.processed_at).not.toBeNull();
    const [notice] = await notificationsOf(who);
    expect(notice).toMatchObject({ title: 'Payout completed', data: { payment_id: made.id, status: 'completed', note: 'PayPal transfer 7XK21' } });
    expect(notice?.body).toContain('5.00 USD');
    expect(notice?.body).toContain('PayPal transfer 7XK21');
    expect(await coinsOf(who)).toBe(10);
    expect(await books(who)).toEqual({ holds: [-50], refunds: [] });
    const audit = await ok<{ data: AuditEntry[] }>('get_admin_audit_log', { subject: `payment_request:${made.id}`, limit: 10 });
    expect(audit.data).toHaveLength(1);
    expect(audit.data[0]).toMatchObject({ action: 'set_admin_payment_request', before: { status: 'pending' }, after: { status: 'completed', note: 'PayPal transfer 7XK21' } });
    expect(await refused('delete_pending_payment_request', { payment_id: made.id }, who.token)).toMatchObject({ status: 409, code: 'PAYMENT_REQUEST_CLOSED' });
    expect(await refused('set_admin_payment_request', { payment_id: made.id, status: 'rejected', note: 'Too late' }, admin)).toMatchObject({ status: 409, code: 'PAYMENT_REQUEST_CLOSED' });
    expect((await own(who)).data[0]).toMatchObject({ status: 'completed', note: 'PayPal transfer 7XK21' });
  });

  it('rejects a request with a note: the coins come back once, even when two admins reject it at once', async () => {
    const who = await player(70);
    const { request: made } = (await requestOk(who)).data;
    const answers = await Promise.all(
      ['Address not found', 'Duplicate'].map((note) => app.call('set_admin_payment_request', { payment_id: made.id, status: 'rejected', note }, admin)),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await coinsOf(who)).toBe(70);
    expect(await books(who)).toEqual({ holds: [-50], refunds: [50] });
    const [row] = await rows(who);
    expect(row).toMatchObject({ status: 'rejected' });
    expect(row?.refundEntryId).not.toBeNull();
    const notices = await notificationsOf(who);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Payout request rejected', data: { status: 'rejected', note: row?.note ?? '' } });
    expect(notices[0]?.body).toContain('50 coins are back');
    expect(notices[0]?.body).toContain(row?.note ?? '?');
    expect(await refused('delete_pending_payment_request', { payment_id: made.id }, who.token)).toMatchObject({ status: 409, code: 'PAYMENT_REQUEST_CLOSED' });
    expect(await coinsOf(who)).toBe(70);
  });

  it('refuses an admin the database no longer has as one, though their session is still cached', async () => {
    const who = await player(60);
    const { request: made } = (await requestOk(who)).data;
    const second = await newVerifiedUser(app, 'second admin');
    const secondId = envelope<{ id: number }>(await app.call('get_user_by_id', {}, second.token)).data.id;
    await app.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, secondId));
    app.auth.forgetUser(secondId);
    expect((await app.call('get_admin_payment_requests', {}, second.token)).statusCode).toBe(200);
    // Demoted on another instance: this one's cached session still says admin.
    await app.ctx.db.update(users).set({ role: 'player' }).where(eq(users.id, secondId));
    expect(await refused('set_admin_payment_request', { payment_id: made.id, status: 'rejected', note: 'Not mine to say' }, second.token)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await own(who)).data[0]?.status).toBe('pending');
    expect(await coinsOf(who)).toBe(10);
  });

  it("lists the admin's queue by status and player, with the pending total, and the dashboard's pending figure", async () => {
    const before = await ok<AdminDashboard>('get_admin_dashboard', {});
    const [a, b] = [await player(100), await player(100)];
    const first = (await requestOk(a)).data.request;
    const second = (await requestOk(b, { ...paypal, payment_amount: 300 })).data.request;
    const after = await ok<AdminDashboard>('get_admin_dashboard', {});
    expect(after.pending_payouts).toEqual({ available: true, count: before.pending_payouts.count + 2, amount: before.pending_payouts.amount + 800, currency: 'USD' });
    await ok('set_admin_payment_request', { payment_id: first.id, status: 'completed', note: 'Sent' });

    type Queue = { total: number; data: AdminPaymentRequest[]; pending_total: number };
    const [pending] = await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(paymentRequests).where(eq(paymentRequests.status, 'pending'));
    const ofA = await ok<Queue>('get_admin_payment_requests', { user_id: a.id });
    expect(ofA).toMatchObject({ total: 1, pending_total: Number(pending?.n) });
    expect(ofA.data[0]).toMatchObject({ id: first.id, status: 'completed', processed_by: 'Demo Admin', user: { id: a.id } });
    expect((await ok<Queue>('get_admin_payment_requests', { user_id: b.id, status: 'completed' })).total).toBe(0);
    const pendingOfB = await ok<Queue>('get_admin_payment_requests', { user_id: b.id, status: 'pending' });
    expect(pendingOfB.data.map((r) => r.id)).toEqual([second.id]);
    const allPending = await ok<Queue>('get_admin_payment_requests', { status: 'pending', limit: 100 });
    expect(allPending.total).toBe(Number(pending?.n));
    expect(allPending.data.every((r) => r.status === 'pending')).toBe(true);
    // Oldest first: the order they are paid in.
    expect(allPending.data.map((r) => r.id)).toEqual([...allPending.data.map((r) => r.id)].sort((x, y) => x - y));
    expect((await app.call('get_admin_payment_requests', { status: 'sent' }, admin)).statusCode).toBe(400);
    expect((await ok<AdminDashboard>('get_admin_dashboard', {})).pending_payouts).toMatchObject({ count: before.pending_payouts.count + 1, amount: before.pending_payouts.amount + 300 });
  });

  it("goes with the player's account, held, refunded and processed requests alike", async () => {
    const who = await player(200);
    const { request: made } = (await requestOk(who)).data;
    await ok('set_admin_payment_request', { payment_id: made.id, status: 'rejected', note: 'Try again' });
    app.advance(49 * HOUR_MS);
    try {
      await requestOk(who);
    } finally {
      app.advance(-49 * HOUR_MS);
    }
    expect(await rows(who)).toHaveLength(2);
    await ok('delete_admin_user', { user_id: who.id });
    expect(await rows(who)).toHaveLength(0);
    expect(await app.ctx.db.select().from(coinLedger).where(eq(coinLedger.userId, who.id))).toHaveLength(0);
  });

  it('calls onCoinsChanged after a hold and a refund, and onNotification after a completion, once each and after the commit', async () => {
    const onCoinsChanged = vi.fn();
    const onNotification = vi.fn();
    const payouts = createPayoutsService(app.ctx, { economy: app.economy, settings: app.settings, ensureStillAdmin, onCoinsChanged, onNotification });
    const who = await player(200);
    const user: AuthUser = { id: who.id, uid: 'payout-test', role: 'player', isDemo: false, sessionId: 0 };
    const adminId = (await ok<{ id: number }>('get_user_by_id', {})).id;
    const adminUser: AuthUser = { id: adminId, uid: 'admin-test', role: 'admin', isDemo: false, sessionId: 0 };

    // After the commit: the callback sees the request (inside the transaction it could not, from outside).
    const seen: number[] = [];
    onCoinsChanged.mockImplementation(async (userId: number) => {
      seen.push((await rows({ id: userId, token: who.token })).length);
    });
    const { request: made } = await payouts.request(user, { payment_type: 'paypal', payment_address: 'me@example.com', payment_amount: 500, details: '' });
    await vi.waitFor(() => expect(onCoinsChanged).toHaveBeenCalledTimes(1));
    expect(onCoinsChanged).toHaveBeenCalledWith(who.id);
    await vi.waitFor(() => expect(seen).toEqual([1]));
    await expect(payouts.request(user, { payment_type: 'paypal', payment_address: 'me@example.com', payment_amount: 500, details: '' })).rejects.toMatchObject({ code: 'PAYMENT_REQUEST_TOO_SOON' });
    expect(onCoinsChanged).toHaveBeenCalledTimes(1);

    onCoinsChanged.mockReset();
    await payouts.process(adminUser, { paymentId: made.id, status: 'completed', note: 'Sent' });
    expect(onCoinsChanged).not.toHaveBeenCalled();
    const [notice] = await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(paymentRequests).where(and(eq(paymentRequests.id, made.id), eq(paymentRequests.status, 'completed')));
    expect(Number(notice?.n)).toBe(1);
    expect(onNotification).toHaveBeenCalledTimes(1);
    expect(onNotification).toHaveBeenCalledWith(who.id, expect.any(Number), 'Payout completed');

    // A callback that fails is logged; the committed write still answers.
    const failing = createPayoutsService(app.ctx, {
      economy: app.economy,
      settings: app.settings,
      ensureStillAdmin,
      onCoinsChanged: () => Promise.reject(new Error('live channel down')),
    });
    app.advance(49 * HOUR_MS);
    try {
      await expect(failing.request(user, { payment_type: 'paypal', payment_address: 'me@example.com', payment_amount: 500, details: '' })).resolves.toMatchObject({ coins: 100 });
    } finally {
      app.advance(-49 * HOUR_MS);
    }
  });
});
