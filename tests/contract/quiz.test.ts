import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LevelResult } from '../../contract/api/quiz';
import { coinLedger, questions } from '../../server/db/schema';
import { writeScope } from '../../server/features/settings/settings.repo';
import { createTestApp, demo, envelope, lanes, login, newSubscriber, newVerifiedUser, type TestApp } from '../fixtures/test-app';
import { categoryIdOf, shippedCategory, shippedLevelSizes, subcategoryIdOf } from '../fixtures/seeded-content';

/** The shipped English General Knowledge category and its first topic, as the seed stores them. */
const GENERAL = shippedCategory('general-knowledge');
const TOPIC = GENERAL.subcategorySlugs[0] ?? '';
/** Questions per level of that topic, and of level 1 (10 in the demo content). */
const LEVEL_SIZES = shippedLevelSizes(TOPIC);
const N = LEVEL_SIZES[0] ?? 0;
/** The levels' statuses with the first `completed` levels completed and the next one unlocked. */
const statuses = (completed: number) => LEVEL_SIZES.map((_, i) => (i < completed ? 'completed' : i === completed ? 'unlocked' : 'locked'));

/** What set_level_data and a Quiz Zone op answer: the contract's level result. */
type Result = LevelResult;

describe.each(lanes)('Quiz Zone (%s)', (lane) => {
  let app: TestApp;
  let cat: number;
  let sub: number;

  beforeAll(async () => {
    app = await createTestApp(lane);
    cat = await categoryIdOf(app, GENERAL.slug);
    sub = await subcategoryIdOf(app, TOPIC);
  });
  afterAll(() => app.close());

  async function answerKey(level: number) {
    return app.ctx.db
      .select({ id: questions.id, answer: questions.answer })
      .from(questions)
      .where(and(eq(questions.subcategoryId, sub), eq(questions.level, level)))
      .orderBy(asc(questions.sort), asc(questions.id));
  }

  /** An answer sheet with `right` correct answers and the rest wrong. */
  async function sheet(level: number, right: number, timeMs = 4000) {
    const key = await answerKey(level);
    return key.map((q, i) => ({ question_id: q.id, answer: i < right ? q.answer : (q.answer + 1) % 4, time_ms: timeMs }));
  }

  /** Opens a round of the level, as the app does when it shows the questions. */
  async function serve(token: string, level: number): Promise<string> {
    const res = await app.call('get_questions_by_level', { category: cat, subcategory: sub, level }, token);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<{ round_id: string }>(res).data.round_id;
  }

  /** Serves the level, then sends the sheet for that round. */
  async function submit(token: string, level: number, answers: unknown[], roundId?: string) {
    const round_id = roundId ?? (await serve(token, level));
    return app.call('set_level_data', { category: cat, subcategory: sub, level, round_id, answers }, token);
  }

  it('refuses quiz actions to a signed-in user without a subscription', async () => {
    const { token } = await newVerifiedUser(app);
    for (const [action, body] of [
      ['get_categories', {}],
      ['get_subcategory_by_maincategory', { category: cat }],
      ['get_level_data', { category: cat, subcategory: sub }],
      ['get_questions_by_level', { category: cat, subcategory: sub, level: 1 }],
    ] as const) {
      const res = await app.call(action, body, token);
      expect(res.statusCode, action).toBe(403);
      expect(envelope(res)).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', message: 'Please subscribe to access this content' });
    }
    const player = await login(app, demo.player);
    expect((await app.call('get_categories', {}, player)).statusCode).toBe(403);
    const subscriber = await login(app, demo.subscriber);
    expect((await app.call('get_categories', {}, subscriber)).statusCode).toBe(200);
  });

  it('lists at least 8 categories with subcategories and 300 questions in all', async () => {
    const { token } = await newSubscriber(app);
    const categories = envelope<{ no_of_subcategories: number; no_of_questions: number }[]>(await app.call('get_categories', {}, token)).data;
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(categories.every((c) => c.no_of_subcategories > 0)).toBe(true);
    expect(categories.reduce((n, c) => n + c.no_of_questions, 0)).toBeGreaterThanOrEqual(300);
    const subs = envelope<{ subcategories: { max_level: number }[] }>(await app.call('get_subcategory_by_maincategory', { category: cat }, token)).data;
    expect(subs.subcategories.length).toBeGreaterThan(0);
    expect(subs.subcategories[0]?.max_level).toBe(LEVEL_SIZES.length);
  });

  it('sends questions without answers or notes', async () => {
    const { token } = await newSubscriber(app);
    const res = await app.call('get_questions_by_level', { category: cat, subcategory: sub, level: 1 }, token);
    const data = envelope<{ seconds_per_question: number; questions: Record<string, unknown>[] }>(res).data;
    expect(data.seconds_per_question).toBe(30);
    expect(data.questions).toHaveLength(N);
    for (const q of data.questions) expect(Object.keys(q).sort()).toEqual(['id', 'image_alt', 'image_url', 'options', 'question']);
    // The seeded rainbow question of this level shows its picture, described for screen readers.
    const pictured = data.questions.filter((q) => q.image_url !== null);
    expect(pictured).toEqual([expect.objectContaining({ image_url: '/content-media/quiz/rainbow.svg', image_alt: expect.stringMatching(/rainbow/i) })]);
    expect(res.body).not.toMatch(/"answer"|"note"/);
  });

  it('keeps later levels locked until the previous one is played', async () => {
    const { token } = await newSubscriber(app);
    const levels = envelope<{ level_reached: number; levels: { level: number; status: string }[] }>(
      await app.call('get_level_data', { category: cat, subcategory: sub }, token),
    ).data;
    expect(levels.level_reached).toBe(1);
    expect(levels.levels.map((l) => l.status)).toEqual(statuses(0));
    const locked = await app.call('get_questions_by_level', { category: cat, subcategory: sub, level: 2 }, token);
    expect(locked.statusCode).toBe(403);
    expect(envelope(locked).message).toBe('This Level is Locked. Play previous levels to unlock');
    const lockedSubmit = await app.call('set_level_data', { category: cat, subcategory: sub, level: 2, answers: await sheet(2, N) }, token);
    expect(envelope(lockedSubmit).code).toBe('LEVEL_LOCKED');
  });

  it('scores the sheet on the server, pays coins by the rule and unlocks the next level', async () => {
    const { token } = await newSubscriber(app);
    const res = await submit(token, 1, await sheet(1, N));
    expect(res.statusCode).toBe(200);
    const result = envelope<Result>(res).data;
    expect(result).toMatchObject({ mode: 'ranked', practice_reason: null, passed: true, pass_percentage: 60 });
    // 4 points a right answer; 100% earns the rule's full 10 coins.
    expect(result).toMatchObject({ correct: N, percentage: 100, score_earned: 4 * N, coins_earned: 10, coins: 10, all_time_score: 4 * N, next_level: 2 });
    expect(result.review).toHaveLength(N);
    expect(result.review.every((r) => r.is_correct && r.note.length > 0)).toBe(true);

    const levels = envelope<{ levels: { status: string; best_percentage: number | null }[] }>(
      await app.call('get_level_data', { category: cat, subcategory: sub }, token),
    ).data;
    expect(levels.levels.map((l) => l.status)).toEqual(statuses(1));
    expect(levels.levels[0]?.best_percentage).toBe(100);
    expect(envelope(await app.call('get_user_coin_score', {}, token)).data).toEqual({ coins: 10, all_time_score: 4 * N });
  });

  it('pays no coins below the winning percentage, and a result under the pass mark unlocks nothing', async () => {
    const { token } = await newSubscriber(app);
    // 2 right is under the rule's 30% minimum in a level of 7 or more questions.
    const below = Math.round((2 / N) * 10_000) / 100;
    expect(below).toBeLessThan(30);
    const result = envelope<Result>(await submit(token, 1, await sheet(1, 2))).data;
    expect(result.percentage).toBe(below);
    expect(result.coins_earned).toBe(0);
    expect(result.score_earned).toBe(8);
    expect(result).toMatchObject({ passed: false, next_level: null });
    const locked = await app.call('get_questions_by_level', { category: cat, subcategory: sub, level: 2 }, token);
    expect(envelope(locked).code).toBe('LEVEL_LOCKED');
    const levels = envelope<{ levels: { status: string; best_percentage: number | null }[] }>(
      await app.call('get_level_data', { category: cat, subcategory: sub }, token),
    ).data;
    expect(levels.levels.map((l) => l.status)).toEqual(statuses(0));
    expect(levels.levels[0]?.best_percentage).toBe(below);
  });

  it('unlocks the next level at the pass mark of the system configuration', async () => {
    const { token } = await newSubscriber(app);
    // The fewest right answers that reach the default 60% pass mark pass; one fewer does not.
    const pass = Math.ceil(N * 0.6);
    expect(envelope<Result>(await submit(token, 1, await sheet(1, pass - 1))).data).toMatchObject({ passed: false, next_level: null });
    expect(envelope<Result>(await submit(token, 1, await sheet(1, pass))).data).toMatchObject({ passed: true, next_level: 2 });
    await writeScope(app.ctx.db, 'system', { quiz_zone_pass_percentage: 100 });
    app.settings.invalidate();
    try {
      const strict = await newSubscriber(app);
      expect(envelope<Result>(await submit(strict.token, 1, await sheet(1, N - 1))).data).toMatchObject({ passed: false, pass_percentage: 100, next_level: null });
    } finally {
      await writeScope(app.ctx.db, 'system', { quiz_zone_pass_percentage: 60 });
      app.settings.invalidate();
    }
  });

  it('pays a level once, for its first attempt: a replay earns nothing and says why', async () => {
    const { token } = await newSubscriber(app);
    // 6 of 10 is 60%: half-way from the rule's 30% to its 90%, so 5 of its 10 coins.
    expect(N).toBe(10);
    const first = envelope<Result>(await submit(token, 1, await sheet(1, 6))).data;
    expect(first).toMatchObject({ mode: 'ranked', coins_earned: 5, score_earned: 24 });
    const better = envelope<Result>(await submit(token, 1, await sheet(1, N))).data;
    expect(better).toMatchObject({ mode: 'practice', practice_reason: 'already_played', coins_earned: 0, score_earned: 0, coins: 5, all_time_score: 24 });
    // The replay still raises the best percentage, and its pass opens the next level.
    expect(better).toMatchObject({ percentage: 100, passed: true, next_level: 2 });
    const levels = envelope<{ levels: { status: string; best_percentage: number | null }[] }>(
      await app.call('get_level_data', { category: cat, subcategory: sub }, token),
    ).data;
    expect(levels.levels[0]).toMatchObject({ status: 'completed', best_percentage: 100 });
  });

  it('counts an answer late when the server saw its time pass, whatever the device claims', async () => {
    const { token } = await newSubscriber(app);
    const roundId = await serve(token, 1);
    // 40 s an answer pass on the server's clock (the round has not expired); the sheet claims 1 ms answers.
    app.advance(N * 40_000);
    const answers = (await sheet(1, N)).map((a) => ({ ...a, time_ms: 1 }));
    const result = envelope<Result>(await submit(token, 1, answers, roundId)).data;
    // 40 s an answer is more than the 32 s each may take: every answer was late.
    expect(result).toMatchObject({ mode: 'ranked', correct: 0, unanswered: N, coins_earned: 0 });
  });

  it('counts a late answer as unanswered when the claims fit the elapsed time', async () => {
    const { token } = await newSubscriber(app);
    const roundId = await serve(token, 1);
    // The claims (60 s, then 3 s each) fit the time the server saw, with 3 s to spare.
    app.advance(60_000 + N * 3_000);
    const answers = (await sheet(1, N)).map((a, i) => ({ ...a, time_ms: i === 0 ? 60_000 : 3_000 }));
    const result = envelope<Result>(await submit(token, 1, answers, roundId)).data;
    expect(result.correct).toBe(N - 1);
    expect(result.unanswered).toBe(1);
  });

  it('rejects a sheet that does not match the level', async () => {
    const { token } = await newSubscriber(app);
    const answers = await sheet(1, N);
    const cases = [answers.slice(1), [...answers, answers[0]], [...answers.slice(1), { ...answers[0], question_id: 999_999 }]];
    for (const bad of cases) {
      const res = await submit(token, 1, bad);
      expect(res.statusCode).toBe(400);
      expect(envelope(res)).toMatchObject({ code: 'ANSWER_SHEET_INVALID', field: 'answers' });
    }
    const outOfRange = await submit(token, 1, answers.map((a) => ({ ...a, answer: 7 })));
    expect(envelope(outOfRange).field).toBe('answers.0.answer');
    expect(envelope(await app.call('get_user_coin_score', {}, token)).data).toEqual({ coins: 0, all_time_score: 0 });
  });

  it('rejects a subcategory from another category', async () => {
    const { token } = await newSubscriber(app);
    const res = await app.call('get_level_data', { category: await categoryIdOf(app, 'science'), subcategory: sub }, token);
    expect(res.statusCode).toBe(404);
    expect(envelope(res).field).toBe('subcategory');
  });

  it('never pays twice when the same sheet arrives concurrently', async () => {
    const { token } = await newSubscriber(app);
    const answers = await sheet(1, N);
    const roundId = await serve(token, 1);
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(token, 1, answers, roundId)));
    // One round is scored once: the other copies are told it was played.
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).every((r) => envelope(r).message === 'You have Already Played')).toBe(true);
    // Five rounds of one level scored at once: the first pays, the others are replays.
    const other = await newSubscriber(app);
    const rounds = await Promise.all(Array.from({ length: 5 }, () => serve(other.token, 1)));
    const replays = await Promise.all(rounds.map((round) => submit(other.token, 1, answers, round)));
    expect(replays.every((r) => r.statusCode === 200)).toBe(true);
    expect(replays.map((r) => envelope<Result>(r).data.coins_earned).sort((a, b) => a - b)).toEqual([0, 0, 0, 0, 10]);
    const user = envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data;
    const rows = await app.ctx.db.select().from(coinLedger).where(eq(coinLedger.userId, user.id));
    expect(rows.reduce((n, r) => n + r.coins, 0)).toBe(10);
  });

  it('says so when Quiz Zone is switched off', async () => {
    const { token } = await newSubscriber(app);
    await writeScope(app.ctx.db, 'system', { quiz_zone_mode: '0' });
    app.settings.invalidate();
    const res = await app.call('get_categories', {}, token);
    expect(envelope(res)).toMatchObject({ code: 'QUIZ_DISABLED', message: 'No quizzes available! Please enable Quiz' });
    await writeScope(app.ctx.db, 'system', { quiz_zone_mode: '1' });
    app.settings.invalidate();
  });
});
