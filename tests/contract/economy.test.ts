/**
 * The economy's one path for coins (issue 11, first part): the wallet kept with the ledger, spends
 * that can never take a balance below zero, idempotent and refundable, the welcome bonus and friend
 * codes paid once, the daily earning cap, and the coin history.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinLedger, users, wallets } from '../../server/db/schema';
import { defaultSystemConfig } from '../../server/features/settings/defaults';
import { creditWallet, insertEntry } from '../../server/features/economy/ledger.repo';
import { writeScope } from '../../server/features/settings/settings.repo';
import { servedQuizSheet } from '../fixtures/sync';
import { createTestApp, envelope, lanes, latestLink, linkToken, login, newSubscriber, newVerifiedUser, type TestApp } from '../fixtures/test-app';

const key = () => `test-${randomBytes(9).toString('base64url')}`;
const prices = defaultSystemConfig.spend_prices;
const welcome = defaultSystemConfig.welcome_bonus_coins;

describe.each(lanes)('the economy (%s)', (lane) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(lane);
    // The product's own bonus (the test app starts players at zero).
    await writeScope(app.ctx.db, 'system', { welcome_bonus_coins: welcome, badges: defaultSystemConfig.badges });
    app.settings.invalidate();
  });
  afterAll(() => app.close());

  async function userId(token: string): Promise<number> {
    return envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data.id;
  }

  async function coins(token: string): Promise<number> {
    return envelope<{ coins: number }>(await app.call('get_user_coin_score', {}, token)).data.coins;
  }

  /** Coins given the way an admin grant will be: a ledger row and its wallet change, one transaction. */
  async function grant(id: number, amount: number): Promise<void> {
    await app.ctx.db.transaction(async (tx) => {
      await insertEntry(tx, { userId: id, coins: amount, score: 0, type: 'admin_grant', title: 'Test grant', source: 'admin_grant' });
      await creditWallet(tx, id, amount, 0, false);
    });
  }

  /** The wallet against the sum of the ledger: they must always agree. */
  async function books(id: number) {
    const [ledger] = await app.ctx.db
      .select({ coins: sql<number>`coalesce(sum(${coinLedger.coins}), 0)::int`, score: sql<number>`coalesce(sum(${coinLedger.score}), 0)::int` })
      .from(coinLedger)
      .where(eq(coinLedger.userId, id));
    const [wallet] = await app.ctx.db.select().from(wallets).where(eq(wallets.userId, id));
    return { ledger, wallet: { coins: wallet?.coins ?? 0, score: wallet?.score ?? 0 } };
  }

  const spend = (token: string, body: Record<string, unknown>) => app.call('set_user_coin_score', body, token);

  it('pays the welcome bonus once, when the account first signs in, and lists it in the coin history', async () => {
    const player = await newVerifiedUser(app);
    expect(await coins(player.token)).toBe(welcome);
    await login(app, player);
    expect(await coins(player.token)).toBe(welcome);
    const history = envelope<{ total: number; data: { coins: number; type: string; source: string; status: string; title: string; date: string }[] }>(
      await app.call('get_tracker_data', {}, player.token),
    ).data;
    expect(history.total).toBe(1);
    expect(history.data[0]).toMatchObject({ coins: welcome, type: 'welcome_bonus', source: 'welcome', status: 'completed', title: 'Welcome bonus' });
    expect(Number.isNaN(Date.parse(history.data[0]?.date ?? ''))).toBe(false);
  });

  it('charges the configured price of a spend, once per idempotency key, and refuses what the balance cannot pay', async () => {
    const player = await newVerifiedUser(app);
    const k = key();
    const first = envelope<{ coins: number; charged: number; replayed: boolean; entry_id: number }>(await spend(player.token, { type: 'lifeline_fifty_fifty', idempotency_key: k }));
    expect(first.data).toMatchObject({ coins: welcome - prices.lifeline_fifty_fifty, charged: prices.lifeline_fifty_fifty, replayed: false });
    const again = envelope<{ coins: number; charged: number; replayed: boolean; entry_id: number }>(await spend(player.token, { type: 'lifeline_fifty_fifty', idempotency_key: k }));
    expect(again.data).toMatchObject({ coins: welcome - prices.lifeline_fifty_fifty, charged: prices.lifeline_fifty_fifty, replayed: true, entry_id: first.data.entry_id });
    // A key is one spend: the same key for another kind is a mistake, not a second charge.
    const other = await spend(player.token, { type: 'word_hint', idempotency_key: k });
    expect(other.statusCode).toBe(400);
    expect(envelope(other)).toMatchObject({ code: 'VALIDATION', field: 'idempotency_key' });

    let left = welcome - prices.lifeline_fifty_fifty;
    while (left >= prices.lifeline_skip) {
      expect((await spend(player.token, { type: 'lifeline_skip', idempotency_key: key() })).statusCode).toBe(200);
      left -= prices.lifeline_skip;
    }
    const broke = await spend(player.token, { type: 'lifeline_skip', idempotency_key: key() });
    expect(broke.statusCode).toBe(409);
    expect(envelope(broke)).toMatchObject({ code: 'NOT_ENOUGH_COINS', message: "You Don't have enough coins" });
    expect(await coins(player.token)).toBe(left);
    const { ledger, wallet } = await books(await userId(player.token));
    expect(wallet.coins).toBe(left);
    expect(ledger?.coins).toBe(left);
  });

  it('lets 100 concurrent spends on a balance of 50 take exactly what it can pay, never below zero', async () => {
    const player = await newVerifiedUser(app);
    const id = await userId(player.token);
    await grant(id, 50 - welcome);
    expect(await coins(player.token)).toBe(50);
    const price = prices.lifeline_fifty_fifty;
    const answers = await Promise.all(Array.from({ length: 100 }, () => spend(player.token, { type: 'lifeline_fifty_fifty', idempotency_key: key() })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(Math.floor(50 / price));
    expect(statuses.filter((s) => s === 409)).toHaveLength(100 - Math.floor(50 / price));
    const { ledger, wallet } = await books(id);
    expect(wallet.coins).toBe(50 % price);
    expect(ledger?.coins).toBe(wallet.coins);
  });

  it('charges a spend sent many times at once with one key exactly once', async () => {
    const player = await newVerifiedUser(app);
    const k = key();
    const answers = await Promise.all(Array.from({ length: 10 }, () => spend(player.token, { type: 'word_hint', idempotency_key: k })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(answers.map((a) => envelope<{ replayed: boolean }>(a).data.replayed).filter((r) => !r)).toHaveLength(1);
    expect(await coins(player.token)).toBe(welcome - prices.word_hint);
  });

  it('earns nothing through set_user_coin_score: no coins or score in the body, no kind that pays', async () => {
    const player = await newVerifiedUser(app);
    const tries: [Record<string, unknown>, string][] = [
      [{ type: 'lifeline_skip', idempotency_key: key(), coins: 1000 }, 'coins'],
      [{ type: 'lifeline_skip', idempotency_key: key(), score: 1000 }, 'score'],
      [{ type: 'quiz_zone', idempotency_key: key() }, 'type'],
      [{ type: 'refund', idempotency_key: key() }, 'type'],
      [{ type: 'lifeline_skip' }, 'idempotency_key'],
    ];
    for (const [body, field] of tries) {
      const res = await spend(player.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelope(res)).toMatchObject({ code: 'VALIDATION', field });
    }
    expect(await coins(player.token)).toBe(welcome);
    expect(envelope<{ total: number }>(await app.call('get_tracker_data', {}, player.token)).data.total).toBe(1);
  });

  it('refunds a spend once, and shows it as refunded in the history', async () => {
    const player = await newVerifiedUser(app);
    const id = await userId(player.token);
    const spent = envelope<{ entry_id: number }>(await spend(player.token, { type: 'lifeline_audience_poll', idempotency_key: key() })).data;
    const refund = (title: string) => app.ctx.db.transaction((tx) => app.economy.refund(tx, id, spent.entry_id, title));
    expect(await refund('Refund: round ended')).toMatchObject({ coins: prices.lifeline_audience_poll, replayed: false });
    expect(await refund('Refund again')).toMatchObject({ coins: prices.lifeline_audience_poll, replayed: true });
    expect(await coins(player.token)).toBe(welcome);
    const history = envelope<{ data: { id: number; type: string; status: string; coins: number }[] }>(await app.call('get_tracker_data', {}, player.token)).data.data;
    expect(history.map((e) => [e.type, e.status, e.coins])).toEqual([
      ['refund', 'completed', prices.lifeline_audience_poll],
      ['lifeline_audience_poll', 'refunded', -prices.lifeline_audience_poll],
      ['welcome_bonus', 'completed', welcome],
    ]);
    // Only a spend can be refunded.
    const welcomeEntry = history[2]?.id ?? 0;
    await expect(app.ctx.db.transaction((tx) => app.economy.refund(tx, id, welcomeEntry, 'nope'))).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('pages the coin history newest first and filters it by type', async () => {
    const player = await newVerifiedUser(app);
    for (let i = 0; i < 3; i++) await spend(player.token, { type: 'word_hint', idempotency_key: key() });
    await spend(player.token, { type: 'lifeline_skip', idempotency_key: key() });
    const all = envelope<{ total: number; data: { type: string }[] }>(await app.call('get_tracker_data', { offset: 0, limit: 2 }, player.token)).data;
    expect(all.total).toBe(5);
    expect(all.data.map((e) => e.type)).toEqual(['lifeline_skip', 'word_hint']);
    const rest = envelope<{ data: { type: string }[] }>(await app.call('get_tracker_data', { offset: 2, limit: 10 }, player.token)).data;
    expect(rest.data.map((e) => e.type)).toEqual(['word_hint', 'word_hint', 'welcome_bonus']);
    const hints = envelope<{ total: number; data: { type: string }[] }>(await app.call('get_tracker_data', { type: 'word_hint' }, player.token)).data;
    expect(hints.total).toBe(3);
    expect(hints.data.every((e) => e.type === 'word_hint')).toBe(true);
    const bad = await app.call('get_tracker_data', { limit: 1000 }, player.token);
    expect(envelope(bad)).toMatchObject({ code: 'VALIDATION', field: 'limit' });
  });

  it('filters the coin history by a list of types, with one total to page by, and keeps `type` as the spec names it', async () => {
    const player = await newVerifiedUser(app);
    await spend(player.token, { type: 'word_hint', idempotency_key: key() });
    await spend(player.token, { type: 'lifeline_skip', idempotency_key: key() });
    await spend(player.token, { type: 'lifeline_fifty_fifty', idempotency_key: key() });
    type Page = { total: number; data: { type: string }[] };
    const page = async (body: Record<string, unknown>) => envelope<Page>(await app.call('get_tracker_data', body, player.token)).data;

    const lifelines = await page({ types: ['lifeline_skip', 'lifeline_fifty_fifty', 'word_hint'], limit: 2 });
    expect(lifelines.total).toBe(3);
    expect(lifelines.data.map((e) => e.type)).toEqual(['lifeline_fifty_fifty', 'lifeline_skip']);
    expect((await page({ types: ['lifeline_skip', 'lifeline_fifty_fifty', 'word_hint'], offset: 2, limit: 2 })).data.map((e) => e.type)).toEqual(['word_hint']);
    // `type` alone is unchanged; with `types`, an entry of either kind is kept.
    expect(await page({ type: 'welcome_bonus' })).toMatchObject({ total: 1, data: [{ type: 'welcome_bonus' }] });
    expect((await page({ type: 'welcome_bonus', types: ['word_hint'] })).data.map((e) => e.type)).toEqual(['word_hint', 'welcome_bonus']);
    expect(await page({ types: ['referral'] })).toEqual({ total: 0, data: [] });

    expect(envelope(await app.call('get_tracker_data', { types: [] }, player.token))).toMatchObject({ code: 'VALIDATION', field: 'types' });
    expect(envelope(await app.call('get_tracker_data', { types: 'word_hint' }, player.token))).toMatchObject({ code: 'VALIDATION', field: 'types' });
  });

  it('credits a friend code once to both players, and refuses a code nobody has', async () => {
    const friend = await newVerifiedUser(app, 'friend');
    const friendCode = envelope<{ friends_code: string }>(await app.call('get_user_by_id', {}, friend.token)).data.friends_code;
    const email = `${randomBytes(5).toString('hex')}@example.test`;
    const password = 'correct horse battery';
    const unknown = await app.call('user_signup', { name: 'newcomer', email, password, friends_code: 'NOBODY99' });
    expect(unknown.statusCode).toBe(400);
    expect(envelope(unknown)).toMatchObject({ code: 'VALIDATION', field: 'friends_code', message_code: 'FRIEND_CODE_UNKNOWN' });
    expect(await app.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    expect((await app.call('user_signup', { name: 'newcomer', email, password, friends_code: ` ${friendCode.toLowerCase()} ` })).statusCode).toBe(200);
    expect((await app.call('verify_email', { token: linkToken(await latestLink(app, email)) })).statusCode).toBe(200);
    const { referrer, referee } = defaultSystemConfig.referral_coins;
    const token = await login(app, { email, password });
    expect(await coins(token)).toBe(welcome + referee);
    expect(await coins(friend.token)).toBe(welcome + referrer);
    await login(app, { email, password });
    expect(await coins(token)).toBe(welcome + referee);
    expect(await coins(friend.token)).toBe(welcome + referrer);
    const friendHistory = envelope<{ data: { type: string; title: string; source: string }[] }>(await app.call('get_tracker_data', { type: 'referral' }, friend.token)).data.data;
    expect(friendHistory).toEqual([expect.objectContaining({ type: 'referral', source: 'referral', title: 'Referral: newcomer' })]);
  });

  it('caps what play earns in a day (UTC) at daily_coin_cap, and keeps the score', async () => {
    const player = await newSubscriber(app);
    const id = await userId(player.token);
    await writeScope(app.ctx.db, 'system', { daily_coin_cap: 15 });
    app.settings.invalidate();
    try {
      const results = [];
      for (const level of [1, 2, 3]) {
        const res = await app.call('set_level_data', await servedQuizSheet(app, player.token, level), player.token);
        expect(res.statusCode, res.body).toBe(200);
        results.push(envelope<{ coins_earned: number; score_earned: number }>(res).data);
      }
      expect(results.map((r) => r.coins_earned)).toEqual([10, 5, 0]);
      expect(results.every((r) => r.score_earned > 0)).toBe(true);
      // The welcome bonus and badge rewards are outside the cap: they came on top of the day's 15.
      const badgeCoins = envelope<{ data: { coins: number }[] }>(await app.call('get_tracker_data', { type: 'badge' }, player.token)).data.data.reduce((n, e) => n + e.coins, 0);
      expect(badgeCoins).toBeGreaterThan(0);
      expect(await coins(player.token)).toBe(welcome + 15 + badgeCoins);
      const { ledger, wallet } = await books(id);
      expect(ledger).toEqual(wallet);
    } finally {
      await writeScope(app.ctx.db, 'system', { daily_coin_cap: defaultSystemConfig.daily_coin_cap });
      app.settings.invalidate();
    }
  });
});
