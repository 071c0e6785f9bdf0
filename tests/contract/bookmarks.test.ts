/**
 * Bookmarks through the real server on both lanes (set_bookmark, get_bookmark, the set_bookmark
 * outbox op): the question must exist, be active and be of the type named; premium questions wait
 * for the unlock; MAX_BOOKMARKS holds; removals of nothing fail with the spec's text; changes merge
 * by their moment (an older one never overwrites a newer one, from an action or the outbox), and an
 * op applies once. Only the round of get_bookmark {play} uses a stand-in (the solo engine's
 * openRound); the bookmarks it is given are read from the real database.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BOOKMARKS, type BookmarkItem } from '../../contract/api/bookmarks';
import type { SoloRound } from '../../contract/api/solo';
import { bookmarks, questions } from '../../server/db/schema';
import { createBookmarksService, type OpenBookmarksRound } from '../../server/features/bookmarks/bookmarks.service';
import { creditWallet, insertEntry } from '../../server/features/economy/ledger.repo';
import { createPremiumCategories } from '../../server/features/quiz/premium-categories';
import { syncOps } from '../fixtures/sync';
import { insertSoloFixture, type SoloFixture } from '../fixtures/solo-content';
import { createTestApp, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';

type SetResult = { question_id: number; bookmarked: boolean; total: number };
type Listed = { data: BookmarkItem[]; total: number; round: SoloRound | null };

describe.each(lanes)('bookmarks (%s)', (lane) => {
  let app: TestApp;
  let fx: SoloFixture;

  beforeAll(async () => {
    app = await createTestApp(lane);
    fx = await insertSoloFixture(app.ctx.db);
  });
  afterAll(() => app.close());

  const set = (token: string, body: Record<string, unknown>) => app.call('set_bookmark', body, token);
  async function setOk(token: string, body: Record<string, unknown>): Promise<SetResult> {
    const res = await set(token, body);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<SetResult>(res).data;
  }
  async function listed(token: string, body: Record<string, unknown> = {}): Promise<Listed> {
    const res = await app.call('get_bookmark', body, token);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<Listed>(res).data;
  }
  const tf = () => fx.questions.true_false;
  const at = (msAgo: number) => new Date(app.ctx.now().getTime() - msAgo).toISOString();
  const op = (payload: unknown, seq: number) => ({ op_id: randomBytes(12).toString('hex'), device_id: 'phone-0001', seq, kind: 'set_bookmark', payload, created_at: new Date().toISOString() });

  it('adds, lists newest first without answers, filters by type and removes', async () => {
    const { token } = await newSubscriber(app);
    const [first, second] = tf();
    expect(await setOk(token, { question_id: first, status: 1, type: 'true_false' })).toEqual({ question_id: first, bookmarked: true, total: 1 });
    app.advance(1_000);
    expect(await setOk(token, { question_id: fx.questions.guess_the_word[0], status: '1', type: 'guess_the_word' })).toMatchObject({ bookmarked: true, total: 2 });
    app.advance(1_000);
    await setOk(token, { question_id: second, status: true, type: 'true_false' });
    // Adding again changes nothing and keeps its place.
    await setOk(token, { question_id: first, status: 1, type: 'true_false' });

    const all = await listed(token);
    expect(all.total).toBe(3);
    expect(all.round).toBeNull();
    expect(all.data.map((item) => item.question_id)).toEqual([second, fx.questions.guess_the_word[0], first]);
    const [newest] = all.data;
    expect(newest).toMatchObject({ type: 'true_false', options: ['True', 'False'], category_name: 'Fixture true_false' });
    for (const item of all.data) {
      expect(item).not.toHaveProperty('answer');
      expect(item).not.toHaveProperty('answer_text');
      expect(item).not.toHaveProperty('hint');
    }
    expect((await listed(token, { type: 'guess_the_word' })).data.map((item) => item.question_id)).toEqual([fx.questions.guess_the_word[0]]);

    expect(await setOk(token, { question_id: first, status: 0, type: 'true_false' })).toEqual({ question_id: first, bookmarked: false, total: 2 });
    expect((await listed(token, { type: 'true_false' })).data.map((item) => item.question_id)).toEqual([second]);
  });

  it('lists a math question as math and a picture with its description', async () => {
    const { token } = await newSubscriber(app);
    await setOk(token, { question_id: fx.questions.math_mania[0], status: 1, type: 'math_mania' });
    await setOk(token, { question_id: fx.questions.nonverbal[0], status: 1, type: 'nonverbal' });
    const { data } = await listed(token);
    expect(data.find((item) => item.type === 'math_mania')).toMatchObject({ math: true, image_url: null, image_alt: null });
    expect(data.find((item) => item.type === 'nonverbal')).toMatchObject({ image_url: '/content-media/nonverbal/fixture-series.svg', image_alt: 'Four squares, each turned a little more' });
  });

  it('refuses a question that does not exist, is inactive or is of another type, naming the field', async () => {
    const { token } = await newSubscriber(app);
    const missing = envelope(await set(token, { question_id: 999_999, status: 1, type: 'true_false' }));
    expect(missing).toMatchObject({ error: true, code: 'NOT_FOUND', field: 'question_id' });
    const inactive = envelope(await set(token, { question_id: fx.inactiveQuestion, status: 1, type: 'true_false' }));
    expect(inactive).toMatchObject({ code: 'NOT_FOUND', field: 'question_id' });
    const wrongType = await set(token, { question_id: tf()[0], status: 1, type: 'guess_the_word' });
    expect(wrongType.statusCode).toBe(400);
    expect(envelope(wrongType)).toMatchObject({ code: 'VALIDATION', field: 'type' });
    const badType = envelope(await set(token, { question_id: tf()[0], status: 1, type: 'poetry' }));
    expect(badType).toMatchObject({ code: 'VALIDATION', field: 'type' });
    expect((await listed(token)).total).toBe(0);
  });

  it('refuses a premium question until the player unlocked its category', async () => {
    const { token } = await newSubscriber(app);
    const question = fx.questions.premium[0];
    const locked = envelope(await set(token, { question_id: question, status: 1, type: 'nonverbal' }));
    expect(locked).toMatchObject({ code: 'PREMIUM_LOCKED', field: 'question_id' });
    const userId = (await app.auth.authenticate(token)).id;
    await app.ctx.db.transaction(async (tx) => {
      await insertEntry(tx, { userId, coins: 5, score: 0, type: 'admin_grant', title: 'Test grant', source: 'admin_grant' });
      await creditWallet(tx, userId, 5, 0, false);
    });
    const unlocked = await app.call('unlock_premium_category', { category: fx.category.premium }, token);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(await setOk(token, { question_id: question, status: 1, type: 'nonverbal' })).toMatchObject({ bookmarked: true });
  });

  it("answers 'Cannot Remove Question from Bookmark.' for a question that is not bookmarked", async () => {
    const { token } = await newSubscriber(app);
    const res = await set(token, { question_id: tf()[0], status: 0, type: 'true_false' });
    expect(res.statusCode).toBe(409);
    expect(envelope(res)).toMatchObject({ code: 'BOOKMARK_REMOVE_FAILED', message: 'Cannot Remove Question from Bookmark.' });
    await setOk(token, { question_id: tf()[0], status: 1, type: 'true_false' });
    await setOk(token, { question_id: tf()[0], status: 0, type: 'true_false' });
    // Removed already: a second removal fails the same way.
    expect(envelope(await set(token, { question_id: tf()[0], status: 0, type: 'true_false' }))).toMatchObject({ code: 'BOOKMARK_REMOVE_FAILED' });
  });

  it(`keeps at most ${MAX_BOOKMARKS} bookmarks`, async () => {
    const { token } = await newSubscriber(app);
    const userId = (await app.auth.authenticate(token)).id;
    // MAX_BOOKMARKS questions of their own, bookmarked directly in the database.
    const rows = Array.from({ length: MAX_BOOKMARKS }, (_, i) => ({
      categoryId: fx.category.true_false_2,
      subcategoryId: fx.subcategory.true_false_2,
      level: 1,
      languageId: fx.languageId,
      question: `Bulk statement ${i}`,
      options: ['True', 'False'],
      answer: 0,
      sort: 100 + i,
    }));
    const ids = (await app.ctx.db.insert(questions).values(rows).returning({ id: questions.id })).map((r) => r.id);
    const now = app.ctx.now();
    await app.ctx.db.insert(bookmarks).values(ids.map((questionId) => ({ userId, questionId, type: 'true_false' as const, bookmarked: true, createdAt: now, updatedAt: now })));
    const full = await set(token, { question_id: tf()[0], status: 1, type: 'true_false' });
    expect(full.statusCode).toBe(409);
    expect(envelope(full)).toMatchObject({ code: 'BOOKMARKS_FULL' });
    // Re-adding one already kept is not a new bookmark; after a removal there is room again.
    expect(await setOk(token, { question_id: ids[0], status: 1, type: 'true_false' })).toMatchObject({ total: MAX_BOOKMARKS });
    app.advance(10);
    await setOk(token, { question_id: ids[1], status: 0, type: 'true_false' });
    app.advance(10);
    expect(await setOk(token, { question_id: tf()[0], status: 1, type: 'true_false' })).toMatchObject({ bookmarked: true, total: MAX_BOOKMARKS });
  });

  it('merges by moment: an older change never overwrites a newer one, whichever arrives last', async () => {
    const { token } = await newSubscriber(app);
    const [q] = tf();
    await setOk(token, { question_id: q, status: 1, type: 'true_false', at: at(60_000) });
    // Removed 30 s ago on one device...
    expect(await setOk(token, { question_id: q, status: 0, type: 'true_false', at: at(30_000) })).toMatchObject({ bookmarked: false, total: 0 });
    // ...an add made 45 s ago on another arrives later: it loses, and that is not an error.
    expect(await setOk(token, { question_id: q, status: 1, type: 'true_false', at: at(45_000) })).toEqual({ question_id: q, bookmarked: false, total: 0 });
    expect((await listed(token)).total).toBe(0);
    // Equal moments: the change that arrives later wins.
    const tie = at(10_000);
    await setOk(token, { question_id: q, status: 1, type: 'true_false', at: tie });
    expect(await setOk(token, { question_id: q, status: 0, type: 'true_false', at: tie })).toMatchObject({ bookmarked: false });
    // A moment in the future counts as now, so it cannot outrank every change after it.
    await setOk(token, { question_id: q, status: 1, type: 'true_false', at: new Date(app.ctx.now().getTime() + 86_400_000).toISOString() });
    app.advance(1_000);
    expect(await setOk(token, { question_id: q, status: 0, type: 'true_false' })).toMatchObject({ bookmarked: false });
  });

  it('applies the set_bookmark op once, merged by its moment, an older losing op answered without error', async () => {
    const { token } = await newSubscriber(app);
    const [q, other] = tf();
    const add = op({ question_id: q, status: 1, type: 'true_false', at: at(50_000) }, 1);
    const [first] = await syncOps<SetResult>(app, token, [add]);
    expect(first).toMatchObject({ status: 'applied', result: { question_id: q, bookmarked: true, total: 1 } });
    const [again] = await syncOps<SetResult>(app, token, [add]);
    expect(again).toMatchObject({ status: 'duplicate', result: { bookmarked: true, total: 1 } });

    // Removed online 20 s ago; an offline add of 40 s ago syncs after it and loses.
    await setOk(token, { question_id: q, status: 0, type: 'true_false', at: at(20_000) });
    const [late] = await syncOps<SetResult>(app, token, [op({ question_id: q, status: 1, type: 'true_false', at: at(40_000) }, 2)]);
    expect(late).toMatchObject({ status: 'applied', result: { bookmarked: false, total: 0 } });
    // A removal from the outbox of what is not bookmarked (another device removed it): applied, not refused.
    const [gone] = await syncOps<SetResult>(app, token, [op({ question_id: q, status: 0, type: 'true_false', at: at(5_000) }, 3)]);
    expect(gone).toMatchObject({ status: 'applied', result: { bookmarked: false } });
    // What the action refuses, the op refuses too.
    const [wrong, valid] = await syncOps<SetResult>(app, token, [
      op({ question_id: other, status: 1, type: 'nonverbal' }, 4),
      op({ question_id: other, status: 1, type: 'true_false' }, 5),
    ]);
    expect(wrong).toMatchObject({ status: 'rejected', error: { code: 'VALIDATION', field: 'payload.type' } });
    expect(valid).toMatchObject({ status: 'applied', result: { bookmarked: true, total: 1 } });
    expect((await listed(token)).data.map((item) => item.question_id)).toEqual([other]);
  });

  it('plays the bookmarks as a round: the newest up to 50 go to the engine (a stand-in here)', async () => {
    const { token } = await newSubscriber(app);
    const user = await app.auth.authenticate(token);
    const calls: Parameters<OpenBookmarksRound>[1][] = [];
    const round = { mode: 'bookmarks', round_id: 'stand-in-round-0001', title: 'Bookmarks', scope: 'bookmarks' } as unknown as SoloRound;
    const service = createBookmarksService(app.ctx, {
      premium: createPremiumCategories(app.ctx, app.settings, app.economy),
      openRound: (_user, request) => {
        calls.push(request);
        return Promise.resolve(round);
      },
    });
    expect(await service.list(user, undefined, true)).toEqual({ data: [], total: 0, round: null });
    expect(calls).toHaveLength(0);
    const [a, b] = tf();
    await setOk(token, { question_id: a, status: 1, type: 'true_false' });
    app.advance(1_000);
    await setOk(token, { question_id: b, status: 1, type: 'true_false' });
    const played = await service.list(user, 'true_false', true);
    expect(played.round).toBe(round);
    expect(calls).toEqual([{ mode: 'bookmarks', scope: 'bookmarks', title: 'Bookmarks', questionIds: [b, a] }]);
  });

  it('asks for a subscriber and checks the body', async () => {
    const res = await app.call('set_bookmark', { question_id: tf()[0], status: 1, type: 'true_false' });
    expect(res.statusCode).toBe(401);
    const { token } = await newSubscriber(app);
    expect(envelope(await set(token, { question_id: tf()[0], status: 'maybe', type: 'true_false' }))).toMatchObject({ code: 'VALIDATION', field: 'status' });
  });
});
