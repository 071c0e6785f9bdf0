/**
 * Premium categories through the real server: unlock_premium_category charges the category's price
 * once, through the economy's one spend path (concurrent and repeated unlocks included), refuses
 * what the balance cannot pay and categories that are free or do not exist, and every read that
 * serves a premium category's questions is refused until the player unlocked it, then allowed.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pack, PackInfo } from '../../contract/api/packs';
import type { PlayerCategory, Subcategory, UnlockResult } from '../../contract/api/quiz';
import { PREMIUM_UNLOCK_TYPE } from '../../contract/economy/ledger';
import { categories, coinLedger, premiumUnlocks, questions, subcategories, wallets } from '../../server/db/schema';
import { creditWallet, insertEntry } from '../../server/features/economy/ledger.repo';
import { writeScope } from '../../server/features/settings/settings.repo';
import { createTestApp, createVariant, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';
import { syncOps } from '../fixtures/sync';

/** The seed's premium category (server/seed/content/quiz-zone/en/08-arts-literature.json, premium_coins) and its price. */
const PREMIUM_SLUG = 'arts-literature';
const PREMIUM_NAME = 'Arts & Literature';
const SEEDED_PRICE = 20;

describe.each(lanes)('premium categories (%s)', (lane) => {
  let app: TestApp;
  let premium: number;
  let topic: number;
  let topics: number[];
  let free: number;
  /** The premium category's language: each language lists its own categories (and its own premium copy). */
  let language: number;

  beforeAll(async () => {
    app = await createTestApp(lane);
    const [row] = await app.ctx.db.select({ id: categories.id, languageId: categories.languageId }).from(categories).where(eq(categories.slug, PREMIUM_SLUG));
    const [freeRow] = await app.ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'general-knowledge'));
    if (!row || !freeRow) throw new Error('the seed has no premium or no free category');
    premium = row.id;
    language = row.languageId;
    free = freeRow.id;
    topics = (await app.ctx.db.select({ id: subcategories.id }).from(subcategories).where(eq(subcategories.categoryId, premium)).orderBy(asc(subcategories.id))).map((r) => r.id);
    const [first] = topics;
    if (first === undefined) throw new Error('the premium category has no topics');
    topic = first;
  });
  afterAll(() => app.close());

  async function userId(token: string): Promise<number> {
    return envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data.id;
  }

  /** A subscriber with this many coins (the test app starts players at zero), given as an admin grant would be. */
  async function playerWith(coins: number): Promise<{ token: string; id: number }> {
    const { token } = await newSubscriber(app);
    const id = await userId(token);
    if (coins > 0) {
      await app.ctx.db.transaction(async (tx) => {
        await insertEntry(tx, { userId: id, coins, score: 0, type: 'admin_grant', title: 'Test grant', source: 'admin_grant' });
        await creditWallet(tx, id, coins, 0, false);
      });
    }
    return { token, id };
  }

  /** The wallet, the sum of the ledger, and the player's unlock rows and unlock entries. */
  async function books(id: number) {
    const [ledger] = await app.ctx.db.select({ coins: sql<number>`coalesce(sum(${coinLedger.coins}), 0)::int` }).from(coinLedger).where(eq(coinLedger.userId, id));
    const [wallet] = await app.ctx.db.select({ coins: wallets.coins }).from(wallets).where(eq(wallets.userId, id));
    const unlocks = await app.ctx.db.select().from(premiumUnlocks).where(eq(premiumUnlocks.userId, id));
    const entries = await app.ctx.db.select().from(coinLedger).where(and(eq(coinLedger.userId, id), eq(coinLedger.type, PREMIUM_UNLOCK_TYPE)));
    return { ledger: ledger?.coins ?? 0, wallet: wallet?.coins ?? 0, unlocks, entries };
  }

  const unlock = (token: string, body: Record<string, unknown>) => app.call('unlock_premium_category', body, token);

  async function listed(token: string, on: TestApp = app): Promise<PlayerCategory[]> {
    const res = await on.call('get_categories', { language_id: language }, token);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<PlayerCategory[]>(res).data;
  }

  /** A level-1 sheet of the premium category's first topic, every answer right. */
  async function answers() {
    const key = await app.ctx.db
      .select({ id: questions.id, answer: questions.answer })
      .from(questions)
      .where(and(eq(questions.subcategoryId, topic), eq(questions.level, 1)))
      .orderBy(asc(questions.sort), asc(questions.id));
    return key.map((q) => ({ question_id: q.id, answer: q.answer, time_ms: 3000 }));
  }

  const op = (payload: unknown) => ({ op_id: randomBytes(12).toString('base64url'), device_id: 'tablet-0001', seq: 1, kind: 'quiz_zone_sheet', payload, created_at: new Date().toISOString() });

  /** Every way the server serves the premium category's questions, each answered as it is. */
  async function gatedReads(token: string) {
    const level = { category: premium, subcategory: topic, level: 1 };
    const packId = `quiz_zone:subcategory:${topic}`;
    const [sheetOp] = await syncOps(app, token, [op({ ...level, answers: await answers() })]);
    return {
      get_level_data: await app.call('get_level_data', { category: premium, subcategory: topic }, token),
      get_questions_by_level: await app.call('get_questions_by_level', level, token),
      set_level_data: await app.call('set_level_data', { ...level, answers: await answers() }, token),
      get_offline_pack: await app.call('get_offline_pack', { pack_id: packId }, token),
      sheetOp,
      packsListed: envelope<PackInfo[]>(await app.call('get_offline_packs', {}, token)).data.filter((p) => topics.some((t) => p.id === `quiz_zone:subcategory:${t}`)),
    };
  }

  it('lists the premium category with its price and locked, and a free one at 0; its topics can be browsed', async () => {
    const { token } = await playerWith(0);
    const list = await listed(token);
    expect(list.find((c) => c.id === premium)).toMatchObject({ name: PREMIUM_NAME, is_premium: true, coins: SEEDED_PRICE, has_unlocked: false });
    expect(list.filter((c) => c.id !== premium).every((c) => !c.is_premium && c.coins === 0 && !c.has_unlocked)).toBe(true);
    const browse = await app.call('get_subcategory_by_maincategory', { category: premium }, token);
    expect(browse.statusCode, browse.body).toBe(200);
    const { category, subcategories: shown } = envelope<{ category: PlayerCategory; subcategories: Subcategory[] }>(browse).data;
    expect(category).toMatchObject({ id: premium, is_premium: true, coins: SEEDED_PRICE, has_unlocked: false });
    expect(shown.map((s) => s.id)).toEqual(topics);
  });

  it('refuses every read that serves its questions before the unlock, naming the category, and allows each after; per player', async () => {
    const { token, id } = await playerWith(SEEDED_PRICE);
    const other = await playerWith(SEEDED_PRICE);
    const before = await gatedReads(token);
    for (const action of ['get_level_data', 'get_questions_by_level', 'set_level_data', 'get_offline_pack'] as const) {
      const res = before[action];
      expect(res.statusCode, `${action}: ${res.body}`).toBe(403);
      expect(envelope(res), action).toMatchObject({ code: 'PREMIUM_LOCKED', field: 'category', message_code: 'PREMIUM_CATEGORY_LOCKED', message: `${PREMIUM_NAME} is a premium category: unlock it to play.` });
    }
    expect(before.sheetOp).toMatchObject({ status: 'rejected', error: { code: 'PREMIUM_LOCKED', field: 'payload.category' } });
    expect(before.packsListed).toEqual([]);
    expect((await books(id)).wallet).toBe(SEEDED_PRICE);

    const res = await unlock(token, { category: premium });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope<UnlockResult>(res).data).toEqual({ category: premium, has_unlocked: true, charged: SEEDED_PRICE, already_unlocked: false, coins: 0, all_time_score: 0 });

    const after = await gatedReads(token);
    expect(after.get_level_data.statusCode, after.get_level_data.body).toBe(200);
    expect(after.get_questions_by_level.statusCode, after.get_questions_by_level.body).toBe(200);
    // Past the gate, a sheet without a served round is the action's own refusal, no longer the lock.
    expect(envelope(after.set_level_data)).toMatchObject({ code: 'ROUND_NOT_SERVED' });
    expect(after.get_offline_pack.statusCode, after.get_offline_pack.body).toBe(200);
    expect(envelope<Pack>(after.get_offline_pack).data.content).toMatchObject({ category: { id: premium }, subcategory: { id: topic } });
    const level1 = (await answers()).length;
    expect(after.sheetOp).toMatchObject({ status: 'applied', result: { correct: level1, percentage: 100 } });
    expect(after.packsListed.map((p) => p.id)).toEqual(topics.map((t) => `quiz_zone:subcategory:${t}`));
    // The round just served is scored as ranked play.
    const { round_id } = envelope<{ round_id: string }>(after.get_questions_by_level).data;
    const ranked = await app.call('set_level_data', { category: premium, subcategory: topic, level: 1, round_id, answers: await answers() }, token);
    expect(ranked.statusCode, ranked.body).toBe(200);
    expect(envelope(ranked).data).toMatchObject({ mode: 'ranked', correct: level1 });
    expect((await listed(token)).find((c) => c.id === premium)).toMatchObject({ has_unlocked: true, coins: SEEDED_PRICE });
    expect(envelope<{ category: PlayerCategory }>(await app.call('get_subcategory_by_maincategory', { category: premium }, token)).data.category.has_unlocked).toBe(true);

    // Another player's unlock is theirs alone.
    const stillLocked = await app.call('get_level_data', { category: premium, subcategory: topic }, other.token);
    expect(envelope(stillLocked)).toMatchObject({ code: 'PREMIUM_LOCKED' });
    expect((await listed(other.token)).find((c) => c.id === premium)?.has_unlocked).toBe(false);
  });

  it('charges the price once: unlocking again answers without charging, and the history names the category', async () => {
    const { token, id } = await playerWith(50);
    const first = envelope<UnlockResult>(await unlock(token, { category: premium })).data;
    expect(first).toMatchObject({ charged: SEEDED_PRICE, already_unlocked: false, coins: 50 - SEEDED_PRICE });
    const again = await unlock(token, { category: premium });
    expect(again.statusCode).toBe(200);
    expect(envelope<UnlockResult>(again).data).toMatchObject({ charged: 0, already_unlocked: true, coins: 50 - SEEDED_PRICE });
    const { ledger, wallet, unlocks, entries } = await books(id);
    expect(wallet).toBe(50 - SEEDED_PRICE);
    expect(ledger).toBe(wallet);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ coins: -SEEDED_PRICE, source: 'spend', title: `Premium category unlocked: ${PREMIUM_NAME}`, idempotencyKey: `premium:${premium}` });
    expect(unlocks).toEqual([expect.objectContaining({ userId: id, categoryId: premium, entryId: entries[0]?.id })]);
    const history = envelope<{ total: number; data: { type: string; title: string; coins: number; status: string }[] }>(
      await app.call('get_tracker_data', { types: [PREMIUM_UNLOCK_TYPE] }, token),
    ).data;
    expect(history).toEqual({ total: 1, data: [expect.objectContaining({ type: PREMIUM_UNLOCK_TYPE, title: `Premium category unlocked: ${PREMIUM_NAME}`, coins: -SEEDED_PRICE, status: 'completed' })] });
  });

  it("cannot be blocked by a client's spend that reuses the unlock's key", async () => {
    const { token, id } = await playerWith(50);
    const lifeline = await app.call('set_user_coin_score', { type: 'lifeline_skip', idempotency_key: `premium:${premium}` }, token);
    expect(lifeline.statusCode).toBe(200);
    const price = envelope<{ charged: number }>(lifeline).data.charged;
    const unlocked = await unlock(token, { category: premium });
    expect(unlocked.statusCode).toBe(200);
    expect(envelope<UnlockResult>(unlocked).data).toMatchObject({ charged: SEEDED_PRICE, already_unlocked: false, coins: 50 - price - SEEDED_PRICE });
    const { ledger, wallet } = await books(id);
    expect(ledger).toBe(wallet);
  });

  it('charges 10 concurrent unlocks of one category once, and the ledger sums to the wallet', async () => {
    const { token, id } = await playerWith(45);
    const answersOf = await Promise.all(Array.from({ length: 10 }, () => unlock(token, { category: premium })));
    expect(answersOf.map((a) => a.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    const results = answersOf.map((a) => envelope<UnlockResult>(a).data);
    expect(results.filter((r) => r.charged === SEEDED_PRICE && !r.already_unlocked)).toHaveLength(1);
    expect(results.filter((r) => r.charged === 0 && r.already_unlocked)).toHaveLength(9);
    const { ledger, wallet, unlocks, entries } = await books(id);
    expect(wallet).toBe(45 - SEEDED_PRICE);
    expect(ledger).toBe(wallet);
    expect(entries).toHaveLength(1);
    expect(unlocks).toHaveLength(1);
  });

  it('refuses an unlock the balance cannot pay with NOT_ENOUGH_COINS and writes nothing', async () => {
    const { token, id } = await playerWith(SEEDED_PRICE - 1);
    const res = await unlock(token, { category: premium });
    expect(res.statusCode).toBe(409);
    expect(envelope(res)).toMatchObject({ code: 'NOT_ENOUGH_COINS', message: "You Don't have enough coins" });
    const { ledger, wallet, unlocks, entries } = await books(id);
    expect({ ledger, wallet, unlocks, entries }).toEqual({ ledger: SEEDED_PRICE - 1, wallet: SEEDED_PRICE - 1, unlocks: [], entries: [] });
    expect(envelope(await app.call('get_level_data', { category: premium, subcategory: topic }, token))).toMatchObject({ code: 'PREMIUM_LOCKED' });
  });

  it('takes the price from the category, never from the request', async () => {
    const { token, id } = await playerWith(SEEDED_PRICE);
    const res = await unlock(token, { category: premium, coins: 0, price: 0, charged: 0 });
    expect(envelope<UnlockResult>(res).data).toMatchObject({ charged: SEEDED_PRICE, coins: 0 });
    expect((await books(id)).wallet).toBe(0);
  });

  it('refuses a free category (VALIDATION) and one that does not exist (NOT_FOUND), each naming category, and a body without one', async () => {
    const { token, id } = await playerWith(100);
    const freeOne = await unlock(token, { category: free });
    expect(freeOne.statusCode).toBe(400);
    expect(envelope(freeOne)).toMatchObject({ code: 'VALIDATION', field: 'category', message_code: 'CATEGORY_NOT_PREMIUM' });
    const missing = await unlock(token, { category: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing)).toMatchObject({ code: 'NOT_FOUND', field: 'category', message_code: 'CATEGORY_NOT_FOUND' });
    for (const body of [{}, { category: 'abc' }, { category: 0 }]) {
      const bad = await unlock(token, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelope(bad)).toMatchObject({ code: 'VALIDATION', field: 'category' });
    }
    const { wallet, ledger, unlocks } = await books(id);
    expect({ wallet, ledger, unlocks }).toEqual({ wallet: 100, ledger: 100, unlocks: [] });
  });

  it('refuses unlocking to a signed-in player without a subscription, and without a session', async () => {
    const { token } = await playerWith(0);
    const { subscriptions } = await import('../../server/db/schema');
    await app.ctx.db.delete(subscriptions).where(eq(subscriptions.userId, await userId(token)));
    const variant = await createVariant(app, {});
    try {
      expect(envelope(await variant.call('unlock_premium_category', { category: premium }, token))).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED' });
      expect((await variant.call('unlock_premium_category', { category: premium })).statusCode).toBe(401);
    } finally {
      await variant.close();
    }
  });

  it('charges the configured premium_category_coins for a premium category without a price of its own', async () => {
    await app.ctx.db.update(categories).set({ isPremium: true, coins: null }).where(eq(categories.id, free));
    await writeScope(app.ctx.db, 'system', { premium_category_coins: 30 });
    app.settings.invalidate();
    // A second app on the same database: content caches of its own, read after the change.
    const variant = await createVariant(app, {});
    try {
      const { token, id } = await playerWith(40);
      expect((await listed(token, variant)).find((c) => c.id === free)).toMatchObject({ is_premium: true, coins: 30, has_unlocked: false });
      const res = await variant.call('unlock_premium_category', { category: free }, token);
      expect(envelope<UnlockResult>(res).data).toMatchObject({ charged: 30, coins: 10 });
      const { ledger, wallet } = await books(id);
      expect(ledger).toBe(wallet);
    } finally {
      await variant.close();
      await app.ctx.db.update(categories).set({ isPremium: false }).where(eq(categories.id, free));
    }
  });
});
