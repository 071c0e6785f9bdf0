/**
 * Favourite categories through the real server on both lanes: set_quiz_categories stores a
 * player's favourites of a type in order (unknown ids and ids of another type refused, named), and
 * get_categories of that type lists them first with favourite_rank, then the rest in the usual
 * order, for that player only; an empty list clears them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerCategory } from '../../contract/api/quiz';
import { insertSoloFixture, type SoloFixture } from '../fixtures/solo-content';
import { createTestApp, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';

describe.each(lanes)('favourite categories (%s)', (lane) => {
  let app: TestApp;
  let fx: SoloFixture;

  beforeAll(async () => {
    app = await createTestApp(lane);
    fx = await insertSoloFixture(app.ctx.db);
  });
  afterAll(() => app.close());

  async function listed(token: string, type: string): Promise<PlayerCategory[]> {
    const res = await app.call('get_categories', { type }, token);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<PlayerCategory[]>(res).data;
  }
  async function favour(token: string, type: string, categories: unknown) {
    return app.call('set_quiz_categories', { type, categories }, token);
  }

  it('lists one type: favourites first in the chosen order with their rank, then the usual order', async () => {
    const { token } = await newSubscriber(app);
    const before = await listed(token, 'true_false');
    const usual = before.map((c) => c.id);
    expect(usual).toEqual(expect.arrayContaining([fx.category.true_false, fx.category.true_false_2]));
    expect(before.every((c) => c.favourite_rank === undefined)).toBe(true);
    // Other types' categories are not in the list.
    expect(usual).not.toContain(fx.category.guess_the_word);

    const res = await favour(token, 'true_false', [fx.category.true_false_2, fx.category.true_false]);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).data).toEqual({ type: 'true_false', categories: [fx.category.true_false_2, fx.category.true_false] });
    const after = await listed(token, 'true_false');
    expect(after.slice(0, 2).map((c) => [c.id, c.favourite_rank])).toEqual([
      [fx.category.true_false_2, 1],
      [fx.category.true_false, 2],
    ]);
    expect(after.slice(2).map((c) => c.id)).toEqual(usual.filter((id) => id !== fx.category.true_false && id !== fx.category.true_false_2));

    // Another player, and the same player's other types, are untouched.
    const other = await newSubscriber(app);
    expect((await listed(other.token, 'true_false')).map((c) => c.id)).toEqual(usual);
    expect((await listed(token, 'quiz_zone')).every((c) => c.favourite_rank === undefined)).toBe(true);

    // An empty list (here as the form's empty string) clears them.
    expect(envelope(await favour(token, 'true_false', '')).data).toEqual({ type: 'true_false', categories: [] });
    expect((await listed(token, 'true_false')).map((c) => c.id)).toEqual(usual);
  });

  it('takes the form\'s comma-separated list, a category twice keeping its first place', async () => {
    const { token } = await newSubscriber(app);
    const quizZone = (await listed(token, 'quiz_zone')).map((c) => c.id);
    // The seed's first category (the fixture's comes last in the usual order).
    const seeded = quizZone[0];
    if (seeded === undefined || seeded === fx.category.quiz_zone) throw new Error('no seeded Quiz Zone categories');
    const res = await favour(token, 'quiz_zone', `${seeded}, ${fx.category.quiz_zone}, ${seeded}`);
    expect(envelope(res).data).toEqual({ type: 'quiz_zone', categories: [seeded, fx.category.quiz_zone] });
    const after = await listed(token, 'quiz_zone');
    expect(after.slice(0, 2).map((c) => [c.id, c.favourite_rank])).toEqual([
      [seeded, 1],
      [fx.category.quiz_zone, 2],
    ]);
    expect(after).toHaveLength(quizZone.length);
  });

  it('refuses unknown categories and categories of another type, naming them, and keeps the old favourites', async () => {
    const { token } = await newSubscriber(app);
    await favour(token, 'true_false', [fx.category.true_false]);
    const res = await favour(token, 'true_false', [fx.category.true_false_2, fx.category.guess_the_word, 999_999]);
    expect(res.statusCode).toBe(400);
    const body = envelope(res);
    expect(body).toMatchObject({ code: 'VALIDATION', field: 'categories' });
    expect(body.message).toContain(String(fx.category.guess_the_word));
    expect(body.message).toContain('999999');
    expect(body.message).not.toContain(String(fx.category.true_false_2));
    expect((await listed(token, 'true_false'))[0]).toMatchObject({ id: fx.category.true_false, favourite_rank: 1 });
    const tooMany = await favour(token, 'true_false', Array.from({ length: 13 }, (_, i) => i + 1));
    expect(envelope(tooMany)).toMatchObject({ code: 'VALIDATION', field: 'categories' });
  });

  it('keeps a premium favourite locked until unlocked, ranked all the same', async () => {
    const { token } = await newSubscriber(app);
    await favour(token, 'nonverbal', [fx.category.premium]);
    const [first] = await listed(token, 'nonverbal');
    expect(first).toMatchObject({ id: fx.category.premium, favourite_rank: 1, is_premium: true, has_unlocked: false, coins: 5 });
  });
});
