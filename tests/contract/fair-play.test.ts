/**
 * Scores and coins come only from play the server can vouch for. Each test performs an attack on
 * the Quiz Zone's payouts: a perfect sheet from a downloaded pack's key, a sheet for questions never
 * served, a replay after learning the key, answers claimed at 1 ms, a round reused or sent late.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LevelResult } from '../../contract/api/quiz';
import { quizResults } from '../../server/db/schema';
import { createTestApp, createVariant, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';
import { quizSheet, servedQuizSheet, syncOps } from '../fixtures/sync';
import { shippedCategory, shippedLevelSizes, subcategoryIdOf } from '../fixtures/seeded-content';

/** The topics the sync fixtures play (subcategories 1 and 2: English General Knowledge's first two). */
const TOPICS = shippedCategory('general-knowledge').subcategorySlugs.slice(0, 2);
/** Questions in level 1 of the first topic (10 in the demo content). */
const N = shippedLevelSizes(TOPICS[0] ?? '')[0] ?? 0;

/** What set_level_data and a Quiz Zone op answer: the contract's level result. */
type Result = LevelResult;

interface PackLevel {
  level: number;
  questions: { id: number; answer: number }[];
}

const op = (payload: unknown, seq: number) => ({
  op_id: randomBytes(12).toString('base64url'),
  device_id: 'tablet-0001',
  seq,
  kind: 'quiz_zone_sheet',
  payload,
  created_at: new Date().toISOString(),
});

describe.each(lanes)('fair play (%s)', (lane) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(lane);
    expect(await Promise.all(TOPICS.map((slug) => subcategoryIdOf(app, slug)))).toEqual([1, 2]);
  });
  afterAll(() => app.close());

  const coinScore = async (token: string) => envelope<{ coins: number; all_time_score: number }>(await app.call('get_user_coin_score', {}, token)).data;

  /** Every level of a subcategory with its key, as any subscriber downloads it. */
  async function packKey(token: string, subcategory: number): Promise<{ category: number; levels: PackLevel[] }> {
    const res = await app.call('get_offline_pack', { pack_id: `quiz_zone:subcategory:${subcategory}` }, token);
    expect(res.statusCode, res.body).toBe(200);
    const pack = envelope<{ content: { category: { id: number }; levels: PackLevel[] } }>(res).data;
    return { category: pack.content.category.id, levels: pack.content.levels };
  }

  it('pays a perfect sheet from a downloaded key as practice: no score, coins only within the daily allowance', async () => {
    const { token } = await newSubscriber(app);
    const results: Result[] = [];
    let seq = 1;
    // Every level of two subcategories, perfect, straight from the pack's key, locked levels too.
    for (const subcategory of [1, 2]) {
      const pack = await packKey(token, subcategory);
      for (const level of pack.levels) {
        const answers = level.questions.map((q) => ({ question_id: q.id, answer: q.answer, time_ms: 1 }));
        const [answer] = await syncOps<Result>(app, token, [op({ category: pack.category, subcategory, level: level.level, answers }, seq++)]);
        expect(answer?.status).toBe('applied');
        if (answer?.result) results.push(answer.result);
      }
    }
    const levels = TOPICS.flatMap((slug) => shippedLevelSizes(slug)).length;
    expect(results).toHaveLength(levels);
    expect(results.every((r) => r.mode === 'practice' && r.practice_reason === 'not_served' && r.score_earned === 0 && r.percentage === 100)).toBe(true);
    // The default allowance is 20 coins a day: two perfect levels, then nothing.
    expect(results.map((r) => r.coins_earned)).toEqual([10, 10, ...Array.from({ length: levels - 2 }, () => 0)]);
    expect(results.slice(2).every((r) => r.practice_capped)).toBe(true);
    expect(await coinScore(token)).toEqual({ coins: 20, all_time_score: 0 });

    // A new day brings a new allowance, for levels that have not paid their best yet.
    app.advance(86_400_000);
    const pack = await packKey(token, 2);
    const level = pack.levels[0];
    if (!level) throw new Error('no level');
    const answers = level.questions.map((q) => ({ question_id: q.id, answer: q.answer, time_ms: 1 }));
    const [again] = await syncOps<Result>(app, token, [op({ category: pack.category, subcategory: 2, level: 1, answers }, seq++)]);
    expect(again?.result).toMatchObject({ mode: 'practice', coins_earned: 10, score_earned: 0 });
  });

  it('refuses a sheet for questions the server never served', async () => {
    const { token } = await newSubscriber(app);
    const other = await newSubscriber(app);
    const sheet = await quizSheet(app, 1);
    const othersRound = (await servedQuizSheet(app, other.token, 1)).round_id;
    // The user's own round with a later expiry written in: the server's signature no longer fits.
    const own = (await servedQuizSheet(app, token, 1)).round_id.split('.');
    own[5] = String(Number(own[5]) + 86_400_000);
    const stretched = own.join('.');
    for (const round_id of [undefined, 'madeUpRoundId0123456789', othersRound, stretched]) {
      const res = await app.call('set_level_data', { ...sheet, ...(round_id ? { round_id } : {}) }, token);
      expect(res.statusCode, String(round_id)).toBe(400);
      expect(envelope(res)).toMatchObject({ code: 'ROUND_NOT_SERVED', field: 'round_id', message: 'These questions were not served to you. Please start the level again.' });
    }
    // A round of one subcategory is no key to another.
    const round = (await servedQuizSheet(app, token, 1, { subcategory: 2 })).round_id;
    const crossed = await app.call('set_level_data', { ...sheet, round_id: round }, token);
    expect(envelope(crossed)).toMatchObject({ code: 'ROUND_NOT_SERVED', field: 'round_id' });
    expect(await coinScore(token)).toEqual({ coins: 0, all_time_score: 0 });
    // The other user's round is still theirs to play.
    const theirs = await app.call('set_level_data', { ...sheet, round_id: othersRound }, other.token);
    expect(envelope<Result>(theirs).data).toMatchObject({ mode: 'ranked', coins_earned: 10, score_earned: 4 * N });
  });

  it('scores a round once: the same round again is refused as already played', async () => {
    const { token } = await newSubscriber(app);
    const sheet = await servedQuizSheet(app, token, 1);
    expect((await app.call('set_level_data', sheet, token)).statusCode).toBe(200);
    const again = await app.call('set_level_data', sheet, token);
    expect(again.statusCode).toBe(409);
    expect(envelope(again)).toMatchObject({ code: 'ALREADY_PLAYED', message: 'You have Already Played' });
    // Through the outbox, as a new op naming the same round (a device replaying questions its
    // service worker cached): kept as a practice replay that earns nothing.
    const [queued] = await syncOps<Result>(app, token, [op(sheet, 1)]);
    expect(queued).toMatchObject({ status: 'applied', result: { mode: 'practice', practice_reason: 'already_played', coins_earned: 0, score_earned: 0 } });
    expect(await coinScore(token)).toEqual({ coins: 10, all_time_score: 4 * N });
  });

  it('pays nothing for a replay after the review showed the key', async () => {
    const { token } = await newSubscriber(app);
    // 5 of 10 is 50%: a third of the way from the coin rule's 30% to its 90%, so 3 of its 10 coins.
    expect(N).toBe(10);
    const first = envelope<Result>(await app.call('set_level_data', await servedQuizSheet(app, token, 1, { right: 5 }), token)).data;
    expect(first).toMatchObject({ mode: 'ranked', coins_earned: 3, score_earned: 20 });
    for (let i = 0; i < 3; i++) {
      const replay = envelope<Result>(await app.call('set_level_data', await servedQuizSheet(app, token, 1), token)).data;
      expect(replay).toMatchObject({ mode: 'practice', practice_reason: 'already_played', percentage: 100, coins_earned: 0, score_earned: 0 });
    }
    // Practising it offline afterwards earns nothing either.
    const [offline] = await syncOps<Result>(app, token, [op(await quizSheet(app, 1), 1)]);
    expect(offline?.result).toMatchObject({ mode: 'practice', practice_reason: 'already_played', coins_earned: 0 });
    expect(await coinScore(token)).toEqual({ coins: 3, all_time_score: 20 });
  });

  it('records the times the server saw, not 1 ms answers', async () => {
    const { token } = await newSubscriber(app);
    const sheet = await servedQuizSheet(app, token, 1);
    const elapsed = N * 6_000;
    app.advance(elapsed);
    const res = await app.call('set_level_data', { ...sheet, answers: sheet.answers.map((a) => ({ ...a, time_ms: 1 })) }, token);
    expect(envelope<Result>(res).data).toMatchObject({ mode: 'ranked', correct: N });
    const { id } = envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data;
    const [stored] = await app.ctx.db.select().from(quizResults).where(and(eq(quizResults.userId, id), eq(quizResults.level, 1)));
    const times = stored?.answers.map((a) => a.time_ms) ?? [];
    // 6 s an answer less the 5 s allowance, shared over the answers: 5.5 s each for 10, never 1 ms.
    expect(Math.min(...times)).toBeGreaterThan(5_000);
    expect(times.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(elapsed);
    expect(stored?.elapsedMs).toBeGreaterThanOrEqual(elapsed);
  });

  it('refuses an expired round to set_level_data and makes it practice through the outbox', async () => {
    const { token } = await newSubscriber(app);
    const sheet = await servedQuizSheet(app, token, 1);
    // N questions of 32 s, 20 s to read each feedback, plus 30 s for the network, and a second more.
    app.advance(N * (32_000 + 20_000) + 31_000);
    const late = await app.call('set_level_data', sheet, token);
    expect(late.statusCode).toBe(409);
    expect(envelope(late)).toMatchObject({ code: 'ROUND_EXPIRED', field: 'round_id' });

    const queued = await servedQuizSheet(app, token, 1);
    app.advance(N * (32_000 + 20_000) + 31_000);
    const [result] = await syncOps<Result>(app, token, [op(queued, 1)]);
    expect(result?.result).toMatchObject({ mode: 'practice', practice_reason: 'round_expired', score_earned: 0, coins_earned: 10 });
    expect(await coinScore(token)).toEqual({ coins: 10, all_time_score: 0 });
  });

  it('scores on one instance a round another instance served (the signing key is shared)', async () => {
    const other = await createVariant(app, {});
    try {
      const { token } = await newSubscriber(app);
      const sheet = await servedQuizSheet(app, token, 1);
      expect(envelope<Result>(await other.call('set_level_data', sheet, token)).data).toMatchObject({ mode: 'ranked', coins_earned: 10 });
      expect(envelope(await app.call('set_level_data', sheet, token))).toMatchObject({ code: 'ALREADY_PLAYED' });
    } finally {
      await other.close();
    }
  });

  it('pays an online round through the outbox as ranked, as the app sends it', async () => {
    const { token } = await newSubscriber(app);
    const [result] = await syncOps<Result>(app, token, [op(await servedQuizSheet(app, token, 1), 1)]);
    expect(result?.result).toMatchObject({ mode: 'ranked', coins_earned: 10, score_earned: 4 * N, next_level: 2 });
  });
});
