/**
 * The solo modes through the real server (issue 14): serving without answer keys, sheets bound to
 * their round, lifelines and hints paid once, premium gates, the daily quiz, Self Challenge,
 * outbox practice sheets, and the round scored once.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyQuizSchema, SoloResult, SoloRound, SoloVerdict } from '../../contract/api/solo';
import type { z } from 'zod';
import { coinLedger, questions, soloResults } from '../../server/db/schema';
import { creditWallet, insertEntry } from '../../server/features/economy/ledger.repo';
import { insertSoloFixture, type SoloFixture } from '../fixtures/solo-engine-content';
import { syncOps } from '../fixtures/sync';
import { createTestApp, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';

type DailyQuiz = z.infer<typeof DailyQuizSchema>;

/** Every field a served question may have: none of them is a key. */
const QUESTION_FIELDS = ['id', 'kind', 'question', 'options', 'image_url', 'image_alt', 'audio_url', 'transcript', 'math', 'letters', 'word_length', 'hint', 'type'];

describe.each(lanes)('solo modes (%s)', (lane) => {
  let app: TestApp;
  let fx: SoloFixture;

  beforeAll(async () => {
    app = await createTestApp(lane);
    fx = await insertSoloFixture(app, `solo${lane}`);
  });
  afterAll(() => app.close());

  async function player(coins = 0): Promise<{ token: string; id: number }> {
    const { token } = await newSubscriber(app);
    const id = envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data.id;
    if (coins > 0) {
      await app.ctx.db.transaction(async (tx) => {
        await insertEntry(tx, { userId: id, coins, score: 0, type: 'admin_grant', title: 'Test grant', source: 'admin_grant' });
        await creditWallet(tx, id, coins, 0, false);
      });
    }
    return { token, id };
  }

  async function ok<T>(action: string, body: unknown, token: string): Promise<T> {
    const res = await app.call(action, body, token);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return envelope<T>(res).data;
  }

  async function refused(action: string, body: unknown, token: string): Promise<{ code?: string; message_code?: string; field?: string }> {
    const res = await app.call(action, body, token);
    expect(res.statusCode, `${action}: ${res.body}`).toBeGreaterThanOrEqual(400);
    return envelope(res);
  }

  /** Right answers for a round's questions, in the order served, 2 s each. */
  function rightSheet(round: SoloRound, wrong: ReadonlySet<number> = new Set()) {
    return {
      mode: round.mode,
      round_id: round.round_id,
      answers: round.questions.map((q) => {
        const k = fx.key.get(q.id);
        if (!k) throw new Error(`question ${q.id} is not the fixture's`);
        const bad = wrong.has(q.id);
        return k.text !== null
          ? { question_id: q.id, answer: null, text: bad ? 'WRONG' : k.text.toLowerCase(), time_ms: 2000 }
          : { question_id: q.id, answer: bad ? (k.answer + 1) % q.options.length : k.answer, time_ms: 2000 };
      }),
    };
  }

  /** The right option of questions not made by the fixture (the seed's), read from the database. */
  async function keyOf(ids: number[]): Promise<Map<number, number>> {
    const rows = await app.ctx.db.select({ id: questions.id, answer: questions.answer }).from(questions).where(inArray(questions.id, ids));
    return new Map(rows.map((r) => [r.id, r.answer]));
  }

  const trueFalseRound = (token: string) => ok<SoloRound>('get_questions_by_type', { type: 'true_false', category: fx.category.trueFalse.id, limit: 4 }, token);
  const audioRound = (token: string) => ok<SoloRound>('get_audio_questions', { category: fx.category.audio.id }, token);

  it('serves every mode without an answer key, with what each mode needs', async () => {
    const { token } = await player();
    const rounds: SoloRound[] = [
      await trueFalseRound(token),
      await ok<SoloRound>('get_guess_the_word', { category: fx.category.word.id }, token),
      await audioRound(token),
      await ok<SoloRound>('get_questions_for_nonverbal_reasoning', { category: fx.category.nonverbal.id, subcategory: fx.category.nonverbal.sub }, token),
      await ok<SoloRound>('get_maths_questions', { type: 'math_mania', type_id: fx.category.maths.id }, token),
      await ok<SoloRound>('get_fun_n_learn_questions', { fun_n_learn_id: fx.passage }, token),
      await ok<SoloRound>('get_questions_for_self_challenge', { category_slug: fx.category.quiz.slug, limit: 5, timer: 3 }, token),
      (await ok<DailyQuiz>('get_daily_quiz', {}, token)).round as SoloRound,
    ];
    for (const round of rounds) {
      expect(round.questions.length, round.mode).toBeGreaterThan(0);
      for (const q of round.questions) {
        for (const field of Object.keys(q)) expect(QUESTION_FIELDS, `${round.mode}: ${field}`).toContain(field);
        expect(q).not.toHaveProperty('answer');
        expect(q).not.toHaveProperty('note');
      }
    }
    const [tf, word, audio, nonverbal, maths, fun, self] = rounds as [SoloRound, SoloRound, SoloRound, SoloRound, SoloRound, SoloRound, SoloRound];
    expect(tf.questions).toHaveLength(4);
    expect(tf.questions.every((q) => q.options.length === 2 && q.type === 'true_false')).toBe(true);
    expect(tf.lifelines.allowed).toEqual(['reset_time', 'skip']);
    expect(tf.seconds_per_question).toBe(30);
    const paris = word.questions.find((q) => q.question === 'Capital of France');
    expect(paris).toMatchObject({ kind: 'word', options: [], word_length: 5, hint: 'On the Seine' });
    expect(paris?.letters).toHaveLength(5 + 4);
    const tiles = [...(paris?.letters ?? [])];
    for (const letter of 'PARIS') tiles.splice(tiles.indexOf(letter), 1);
    expect(tiles).toHaveLength(4);
    expect(word.hint_price).toBe(2);
    expect(JSON.stringify(word)).not.toContain('PARIS');
    expect(audio.questions.every((q) => q.transcript === 'A cat says meow' && q.audio_url)).toBe(true);
    expect(maths.questions.every((q) => q.math === true)).toBe(true);
    expect(nonverbal.questions.every((q) => q.image_url && q.image_alt === 'four shapes')).toBe(true);
    expect(fun.questions).toHaveLength(5);
    expect(self).toMatchObject({ paid: false, seconds_per_question: null, total_seconds: 180, lifelines: { allowed: [] } });
  });

  it('says which thing does not exist, and when a pool is empty', async () => {
    const { token } = await player();
    expect(await refused('get_guess_the_word', { category: fx.category.audio.id }, token)).toMatchObject({ code: 'NOT_FOUND', field: 'category' });
    expect(await refused('get_guess_the_word', { category: fx.category.word.id, subcategory: fx.category.audio.sub }, token)).toMatchObject({ code: 'NOT_FOUND', field: 'subcategory' });
    expect(await refused('get_fun_n_learn_questions', { fun_n_learn_id: 999999 }, token)).toMatchObject({ code: 'NOT_FOUND', field: 'fun_n_learn_id' });
    expect(await refused('get_questions_for_self_challenge', { category_slug: 'no-such', limit: 5, timer: 3 }, token)).toMatchObject({ code: 'NOT_FOUND', field: 'category_slug' });
    expect(await refused('get_questions_by_type', { type: 'true_false', language_id: 999 }, token)).toMatchObject({ code: 'NO_QUESTIONS' });
  });

  it('scores a served round as ranked, with a full review', async () => {
    const { token } = await player();
    const round = await audioRound(token);
    const wrong = new Set([round.questions[0]!.id]);
    const result = await ok<SoloResult>('submit_solo_round', rightSheet(round, wrong), token);
    expect(result).toMatchObject({ mode: 'audio_questions', earning: 'ranked', total: 4, correct: 3, incorrect: 1, unanswered: 0, skipped: 0, percentage: 75, score_earned: 12 });
    // The Quiz Zone coin rule: 30% -> 1 coin, 90% -> 10, linear between.
    expect(result.coins_earned).toBe(Math.max(1, Math.floor(((75 - 30) / 60) * 10)));
    expect(result.review).toHaveLength(4);
    expect(result.review[0]).toMatchObject({ question_id: round.questions[0]!.id, is_correct: false, correct_answer: fx.key.get(round.questions[0]!.id)!.answer, note: expect.any(String) });
  });

  it('refuses a sheet for questions it was not served: other ids, other order, another player, no round', async () => {
    const { token } = await player();
    const other = await player();
    const round = await trueFalseRound(token);
    const sheet = rightSheet(round);
    const reordered = { ...sheet, answers: [...sheet.answers].reverse() };
    expect(await refused('submit_solo_round', reordered, token)).toMatchObject({ code: 'ROUND_NOT_SERVED' });
    // Six statements, four served: two of the same category were not.
    const foreign = [...fx.key.entries()].find(([qid, k]) => k.type === 'true_false' && !round.questions.some((r) => r.id === qid))![0];
    const swapped = { ...sheet, answers: sheet.answers.map((a, i) => (i === 0 ? { ...a, question_id: foreign } : a)) };
    expect(await refused('submit_solo_round', swapped, token)).toMatchObject({ code: 'ROUND_NOT_SERVED' });
    expect(await refused('submit_solo_round', sheet, other.token)).toMatchObject({ code: 'ROUND_NOT_SERVED' });
    expect(await refused('submit_solo_round', { mode: 'true_false', scope: `category:${fx.category.trueFalse.id}`, answers: sheet.answers }, token)).toMatchObject({ code: 'ROUND_NOT_SERVED' });
    // A round of another mode cannot stand for this one.
    expect(await refused('submit_solo_round', { ...sheet, mode: 'audio_questions' }, token)).toMatchObject({ code: 'ROUND_NOT_SERVED' });
    // The untouched sheet still scores.
    expect((await ok<SoloResult>('submit_solo_round', sheet, token)).earning).toBe('ranked');
  });

  it('uses each lifeline once per round, with exclusions, prices and the mode rules', async () => {
    const { token, id } = await player(100);
    const round = await audioRound(token);
    const [q0, q1, q2, q3] = round.questions as [SoloRound['questions'][number], SoloRound['questions'][number], SoloRound['questions'][number], SoloRound['questions'][number]];
    const use = (question_id: number, lifeline: string) => app.call('use_lifeline', { round_id: round.round_id, question_id, lifeline }, token);

    const fifty = envelope<{ removed: number[]; charged: number; coins: number }>(await use(q0.id, 'fifty_fifty')).data;
    expect(fifty.removed).toHaveLength(2);
    expect(fifty.removed).not.toContain(fx.key.get(q0.id)!.answer);
    expect(fifty).toMatchObject({ charged: 4, coins: 96 });
    // The same call again answers the first, without a second charge.
    expect(envelope(await use(q0.id, 'fifty_fifty')).data).toMatchObject({ removed: fifty.removed, charged: 0, coins: 96 });
    expect(envelope(await use(q1.id, 'fifty_fifty'))).toMatchObject({ code: 'LIFELINE_USED' });
    expect(envelope(await use(q0.id, 'audience_poll'))).toMatchObject({ code: 'POLL_AFTER_FIFTY_FIFTY' });
    const poll = envelope<{ poll: number[] }>(await use(q1.id, 'audience_poll')).data;
    expect(poll.poll).toHaveLength(4);
    expect(poll.poll.reduce((a, b) => a + b, 0)).toBe(100);
    expect(envelope(await use(q2.id, 'skip')).data).toMatchObject({ skipped: true, charged: 3 });
    expect(envelope(await use(q3.id, 'reset_time')).data).toMatchObject({ seconds: 30, charged: 3 });
    // A question the round did not serve.
    const others = await ok<SoloRound>('get_questions_for_nonverbal_reasoning', { category: fx.category.nonverbal.id }, token);
    const fresh = await audioRound(token);
    const notInRound = { round_id: fresh.round_id, question_id: others.questions[0]!.id };
    expect(await refused('use_lifeline', { ...notInRound, lifeline: 'skip' }, token)).toMatchObject({ code: 'ROUND_NOT_SERVED', message_code: 'QUESTION_NOT_IN_ROUND', field: 'question_id' });
    expect(await refused('check_solo_answer', { ...notInRound, answer: 0, time_ms: 1000 }, token)).toMatchObject({ code: 'ROUND_NOT_SERVED', message_code: 'QUESTION_NOT_IN_ROUND' });

    const result = await ok<SoloResult>('submit_solo_round', rightSheet(round), token);
    expect(result).toMatchObject({ total: 4, skipped: 1, correct: 3, coins_spent: 14 });
    expect(result.review.find((r) => r.question_id === q2.id)).toMatchObject({ skipped: true, is_correct: false });
    // Help is refused on a round already scored.
    expect(envelope(await use(q0.id, 'fifty_fifty')).data).toMatchObject({ charged: 0 });
    const spent = await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(coinLedger).where(and(eq(coinLedger.userId, id), eq(coinLedger.source, 'spend')));
    expect(spent[0]?.n).toBe(4);

    // 50/50 after the poll on one question, in a fresh round.
    const again = await audioRound(token);
    await ok('use_lifeline', { round_id: again.round_id, question_id: again.questions[0]!.id, lifeline: 'audience_poll' }, token);
    expect(await refused('use_lifeline', { round_id: again.round_id, question_id: again.questions[0]!.id, lifeline: 'fifty_fifty' }, token)).toMatchObject({ code: 'FIFTY_FIFTY_AFTER_POLL' });
    await ok('submit_solo_round', rightSheet(again), token);
    expect(await refused('use_lifeline', { round_id: again.round_id, question_id: again.questions[1]!.id, lifeline: 'skip' }, token)).toMatchObject({ code: 'ALREADY_PLAYED' });

    // Not allowed: 50/50 on true/false, anything in Self Challenge.
    const tf = await trueFalseRound(token);
    expect(await refused('use_lifeline', { round_id: tf.round_id, question_id: tf.questions[0]!.id, lifeline: 'fifty_fifty' }, token)).toMatchObject({ code: 'LIFELINE_NOT_ALLOWED' });
    const self = await ok<SoloRound>('get_questions_for_self_challenge', { category_slug: fx.category.quiz.slug, limit: 5, timer: 3 }, token);
    expect(await refused('use_lifeline', { round_id: self.round_id, question_id: self.questions[0]!.id, lifeline: 'skip' }, token)).toMatchObject({ code: 'LIFELINE_NOT_ALLOWED' });
  });

  it('charges a lifeline once when the same call comes twice at once, and refuses what the balance cannot pay', async () => {
    const { token, id } = await player(10);
    const round = await audioRound(token);
    const body = { round_id: round.round_id, question_id: round.questions[0]!.id, lifeline: 'fifty_fifty' };
    const [a, b] = await Promise.all([app.call('use_lifeline', body, token), app.call('use_lifeline', body, token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(envelope(a).data).toEqual({ ...(envelope(b).data as object), charged: expect.any(Number), coins: 6 });
    const charges = await app.ctx.db.select({ coins: coinLedger.coins }).from(coinLedger).where(and(eq(coinLedger.userId, id), eq(coinLedger.type, 'lifeline_fifty_fifty')));
    expect(charges).toEqual([{ coins: -4 }]);
    const poor = await player(0);
    const theirs = await audioRound(poor.token);
    expect(await refused('use_lifeline', { round_id: theirs.round_id, question_id: theirs.questions[0]!.id, lifeline: 'skip' }, poor.token)).toMatchObject({ code: 'NOT_ENOUGH_COINS' });
  });

  it('checks one answer as given: the first is final, a word is normalised, a late one is none', async () => {
    const { token } = await player(20);
    const round = await ok<SoloRound>('get_guess_the_word', { category: fx.category.word.id }, token);
    const paris = round.questions.find((q) => q.question === 'Capital of France')!;
    const banana = round.questions.find((q) => q.question === 'A yellow fruit')!;
    const hint = (question_id: number) => app.call('use_word_hint', { round_id: round.round_id, question_id }, token);
    expect(envelope(await hint(paris.id)).data).toMatchObject({ revealed: [{ position: 0, letter: 'P' }], charged: 2, coins: 18 });
    expect(envelope(await hint(paris.id)).data).toMatchObject({ revealed: [{ position: 0, letter: 'P' }, { position: 1, letter: 'A' }], charged: 2 });
    for (let i = 2; i < 5; i++) await hint(paris.id);
    expect(envelope(await hint(paris.id))).toMatchObject({ code: 'NO_MORE_HINTS' });

    const first = await ok<SoloVerdict>('check_solo_answer', { round_id: round.round_id, question_id: paris.id, answer: null, text: '  paris ', time_ms: 1000 }, token);
    expect(first).toMatchObject({ is_correct: true, correct_text: 'PARIS', correct_answer: -1 });
    const second = await ok<SoloVerdict>('check_solo_answer', { round_id: round.round_id, question_id: paris.id, answer: null, text: 'LONDON', time_ms: 1000 }, token);
    expect(second).toMatchObject({ is_correct: true, chosen_text: '  paris ' });
    // Past the question's time (30 s + grace): recorded as unanswered.
    app.advance(40_000);
    const late = await ok<SoloVerdict>('check_solo_answer', { round_id: round.round_id, question_id: banana.id, answer: null, text: 'banana', time_ms: 35_000 }, token);
    expect(late).toMatchObject({ is_correct: false, chosen_text: null });
    const result = await ok<SoloResult>('submit_solo_round', rightSheet(round), token);
    expect(result).toMatchObject({ correct: 1, unanswered: 1, coins_spent: 10 });
  });

  it('keeps premium questions unreadable until the category is unlocked', async () => {
    const { token } = await player(50);
    const body = { category: fx.category.premium.id };
    expect(await refused('get_questions_for_nonverbal_reasoning', body, token)).toMatchObject({ code: 'PREMIUM_LOCKED' });
    const sheet = { mode: 'nonverbal', scope: `category:${fx.category.premium.id}`, answers: [...fx.key.entries()].filter(([, k]) => k.type === 'nonverbal').slice(-3).map(([qid, k]) => ({ question_id: qid, answer: k.answer, time_ms: 1000 })) };
    const op = { op_id: randomBytes(12).toString('base64url'), device_id: 'tablet-0001', seq: 1, kind: 'nonverbal_sheet', payload: sheet, created_at: new Date().toISOString() };
    expect((await syncOps(app, token, [op]))[0]).toMatchObject({ status: 'rejected', error: { code: 'PREMIUM_LOCKED' } });
    await ok('unlock_premium_category', body, token);
    const round = await ok<SoloRound>('get_questions_for_nonverbal_reasoning', body, token);
    expect(round.questions).toHaveLength(3);
    expect((await ok<SoloResult>('submit_solo_round', rightSheet(round), token)).earning).toBe('ranked');
  });

  it('serves one daily quiz a day, the same for every player, paid once', async () => {
    const a = await player();
    const b = await player();
    const peek = await ok<DailyQuiz>('get_daily_quiz', { peek: true }, a.token);
    expect(peek).toMatchObject({ played: false, round: null, result: null, question_count: 10 });
    const roundA = (await ok<DailyQuiz>('get_daily_quiz', {}, a.token)).round!;
    const roundB = (await ok<DailyQuiz>('get_daily_quiz', {}, b.token)).round!;
    expect(roundA.questions.map((q) => q.id)).toEqual(roundB.questions.map((q) => q.id));
    expect(roundA.scope).toBe(`day:${peek.day}`);
    const second = (await ok<DailyQuiz>('get_daily_quiz', {}, a.token)).round!;
    const answers = await keyOf(roundA.questions.map((q) => q.id));
    const sheet = (round: SoloRound) => ({ mode: 'daily_quiz', round_id: round.round_id, answers: round.questions.map((q) => ({ question_id: q.id, answer: answers.get(q.id) ?? 0, time_ms: 1500 })) });
    const result = await ok<SoloResult>('submit_solo_round', sheet(roundA), a.token);
    expect(result).toMatchObject({ earning: 'ranked', correct: 10, coins_earned: 10, score_earned: 40 });
    // A round opened before the first was scored pays nothing: one ranked daily quiz a day.
    const again = await ok<SoloResult>('submit_solo_round', sheet(second), a.token);
    expect(again).toMatchObject({ earning: 'practice', practice_reason: 'already_played', coins_earned: 0, score_earned: 0 });
    expect(await refused('get_daily_quiz', {}, a.token)).toMatchObject({ code: 'ALREADY_PLAYED' });
    const after = await ok<DailyQuiz>('get_daily_quiz', { peek: true }, a.token);
    expect(after).toMatchObject({ played: true, streak: 1, result: { earning: 'ranked', correct: 10 } });
    expect(after.result?.review).toHaveLength(10);
  });

  it('scores Self Challenge unpaid, with its review and its one clock', async () => {
    const { token } = await player();
    const round = await ok<SoloRound>('get_questions_for_self_challenge', { category_slug: fx.category.quiz.slug, subcategory_slug: fx.category.quiz.subSlug, limit: 10, timer: 3 }, token);
    expect(round.questions).toHaveLength(10);
    const result = await ok<SoloResult>('submit_solo_round', rightSheet(round), token);
    expect(result).toMatchObject({ mode: 'self_challenge', earning: 'unpaid', correct: 10, coins_earned: 0, score_earned: 0, practice_reason: null });
    expect(result.review).toHaveLength(10);
    // One clock for the round: 3 minutes. Sent 185 s after serving with 20 s claimed per answer, the
    // claims are scaled to the time that passed (18.5 s each) and the last one falls past the clock.
    const timed = await ok<SoloRound>('get_questions_for_self_challenge', { category_slug: fx.category.quiz.slug, limit: 10, timer: 3 }, token);
    app.advance(185_000);
    const slow = rightSheet(timed);
    const late = await ok<SoloResult>('submit_solo_round', { ...slow, answers: slow.answers.map((a) => ({ ...a, time_ms: 20_000 })) }, token);
    expect(late).toMatchObject({ earning: 'unpaid', correct: 9, unanswered: 1 });
    expect(late.review[9]).toMatchObject({ chosen: null, is_correct: false });
    const stats = await ok<{ categories: { category_id: number; questions_answered: number }[] }>('get_users_statistics', {}, token);
    expect(stats.categories.find((c) => c.category_id === fx.category.quiz.id)?.questions_answered).toBe(20);
  });

  it('scores an outbox sheet without a round as practice, every question inside its scope', async () => {
    const { token } = await player();
    const tfIds = [...fx.key.entries()].filter(([, k]) => k.type === 'true_false');
    const answers = tfIds.map(([qid, k]) => ({ question_id: qid, answer: k.answer, time_ms: 1000 }));
    const op = (payload: unknown) => ({ op_id: randomBytes(12).toString('base64url'), device_id: 'tablet-0001', seq: 1, kind: 'true_false_sheet', payload, created_at: new Date().toISOString() });
    const [practice] = await syncOps<SoloResult>(app, token, [op({ mode: 'true_false', scope: `category:${fx.category.trueFalse.id}`, answers })]);
    expect(practice).toMatchObject({ status: 'applied', result: { earning: 'practice', practice_reason: 'not_served', score_earned: 0, correct: 6 } });
    expect(practice?.result?.coins_earned).toBeLessThanOrEqual(10);
    const audioQuestion = [...fx.key.entries()].find(([, k]) => k.type === 'audio_questions')![0];
    const [outside] = await syncOps(app, token, [op({ mode: 'true_false', scope: `category:${fx.category.trueFalse.id}`, answers: [...answers, { question_id: audioQuestion, answer: 0, time_ms: 1000 }] })]);
    expect(outside).toMatchObject({ status: 'rejected', error: { code: 'ANSWER_SHEET_INVALID' } });
    const [noScope] = await syncOps(app, token, [op({ mode: 'true_false', answers })]);
    expect(noScope).toMatchObject({ status: 'rejected', error: { code: 'ANSWER_SHEET_INVALID' } });
    // A served round's sheet arriving late through the outbox: practice.
    const late = await player();
    const round = await trueFalseRound(late.token);
    app.advance(10 * 60_000);
    const [lateSheet] = await syncOps<SoloResult>(app, late.token, [op(rightSheet(round))]);
    expect(lateSheet).toMatchObject({ status: 'applied', result: { earning: 'practice', practice_reason: 'round_expired' } });
  });

  it('lists Fun & Learn passages with their best result, and serves a type-wide True & False round', async () => {
    const { token } = await player();
    const list = await ok<{ id: number; no_of_questions: number; best_percentage: number | null; detail: string }[]>('get_fun_n_learn', { category: fx.category.funNLearn.id }, token);
    expect(list).toEqual([expect.objectContaining({ id: fx.passage, no_of_questions: 5, best_percentage: null, detail: expect.stringContaining('Bees') })]);
    const round = await ok<SoloRound>('get_fun_n_learn_questions', { fun_n_learn_id: fx.passage }, token);
    await ok('submit_solo_round', rightSheet(round, new Set([round.questions[0]!.id])), token);
    const after = await ok<{ best_percentage: number | null }[]>('get_fun_n_learn', { category: fx.category.funNLearn.id }, token);
    expect(after[0]?.best_percentage).toBe(80);
    const wide = await ok<SoloRound>('get_questions_by_type', { type: 'true_false', language_id: fx.languageId, limit: 50 }, token);
    expect(wide.scope).toBe('type:true_false');
    expect(wide.questions.every((q) => q.type === 'true_false')).toBe(true);
    const key = await keyOf(wide.questions.map((q) => q.id));
    const sheet = { mode: 'true_false', round_id: wide.round_id, answers: wide.questions.map((q) => ({ question_id: q.id, answer: key.get(q.id) ?? 0, time_ms: 1000 })) };
    expect(await ok<SoloResult>('submit_solo_round', sheet, token)).toMatchObject({ earning: 'ranked', percentage: 100 });
  });

  it('charges the lifelines of an offline sheet at scoring, never below zero', async () => {
    const { token, id } = await player(5);
    // Every answer wrong, so the sheet earns nothing and the balance is the test's 5 coins.
    const answers = [...fx.key.entries()].filter(([, k]) => k.type === 'audio_questions').map(([qid, k]) => ({ question_id: qid, answer: (k.answer + 1) % 4, time_ms: 1000 }));
    const payload = {
      mode: 'audio_questions',
      scope: `category:${fx.category.audio.id}`,
      answers,
      lifelines: [
        { lifeline: 'fifty_fifty', question_id: answers[0]!.question_id },
        { lifeline: 'skip', question_id: answers[1]!.question_id },
      ],
    };
    const op = { op_id: randomBytes(12).toString('base64url'), device_id: 'tablet-0001', seq: 1, kind: 'audio_questions_sheet', payload, created_at: new Date().toISOString() };
    const [applied] = await syncOps<SoloResult>(app, token, [op]);
    expect(applied?.result).toMatchObject({ earning: 'practice', skipped: 1, correct: 0, coins_earned: 0, coins: 0 });
    const spends = await app.ctx.db.select({ coins: coinLedger.coins }).from(coinLedger).where(and(eq(coinLedger.userId, id), eq(coinLedger.source, 'spend')));
    // 5 coins: 50/50 takes 4, the skip the 1 left (its price is 3).
    expect(spends.map((r) => r.coins).sort((a, b) => a - b)).toEqual([-4, -1]);
    expect(applied?.result?.coins_spent).toBe(5);
    // The same op again is the sync service's duplicate: nothing charged twice.
    const [again] = await syncOps(app, token, [op]);
    expect(again?.status).toBe('duplicate');
  });

  it('scores a round once under concurrent submits', async () => {
    const { token, id } = await player();
    const round = await ok<SoloRound>('get_questions_for_nonverbal_reasoning', { category: fx.category.nonverbal.id }, token);
    const sheet = rightSheet(round);
    const responses = await Promise.all([app.call('submit_solo_round', sheet, token), app.call('submit_solo_round', sheet, token), app.call('submit_solo_round', sheet, token)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(responses.filter((r) => r.statusCode === 409).every((r) => envelope(r).code === 'ALREADY_PLAYED')).toBe(true);
    const rows = await app.ctx.db.select().from(soloResults).where(and(eq(soloResults.userId, id), eq(soloResults.roundId, round.round_id)));
    expect(rows).toHaveLength(1);
    const paid = await app.ctx.db.select().from(coinLedger).where(and(eq(coinLedger.userId, id), like(coinLedger.ref, 'solo:nonverbal:%')));
    expect(paid).toHaveLength(1);
  });
});
