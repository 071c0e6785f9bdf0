/**
 * check_level_answer: per-question feedback inside a served round without a second chance. Each
 * test is an attempt to get more out of the feedback than a player who answers once: answering
 * again, asking before the question was served, after the round ended, in another user's round,
 * or sending a sheet that contradicts the answers already checked.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerVerdict, LevelResult } from '../../contract/api/quiz';
import { quizResults, quizRoundAnswers } from '../../server/db/schema';
import { ROUND_ANSWER_RETENTION_MS, sweepRoundAnswers } from '../../server/features/quiz/round-answer-sweep';
import { createTestApp, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';
import { servedQuizSheet } from '../fixtures/sync';

describe.each(lanes)('check_level_answer (%s)', (lane) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(lane);
  });
  afterAll(() => app.close());

  const check = (token: string, body: { round_id: string; question_id: number; answer: number | null; time_ms?: number }) =>
    app.call('check_level_answer', { time_ms: 2_000, ...body }, token);

  /** A served round of level 1 with the seeded key, in the order served. */
  async function round(token: string) {
    const sheet = await servedQuizSheet(app, token, 1);
    const key = sheet.answers.map((a) => ({ id: a.question_id, answer: a.answer as number }));
    return { sheet, key, roundId: sheet.round_id };
  }

  it('answers right or wrong with the right option and the note, and the first answer is final', async () => {
    const { token } = await newSubscriber(app);
    const { key, roundId } = await round(token);
    const [first] = key;
    if (!first) throw new Error('no question');
    const wrong = (first.answer + 1) % 4;
    const res = await check(token, { round_id: roundId, question_id: first.id, answer: wrong });
    expect(res.statusCode, res.body).toBe(200);
    const verdict = envelope<AnswerVerdict>(res).data;
    expect(verdict).toMatchObject({ question_id: first.id, chosen: wrong, is_correct: false, correct_answer: first.answer });
    expect(verdict.note.length).toBeGreaterThan(0);
    // Knowing the answer now, asking again with it gets the first answer's verdict.
    const again = envelope<AnswerVerdict>(await check(token, { round_id: roundId, question_id: first.id, answer: first.answer })).data;
    expect(again).toEqual(verdict);
    const [second] = key.slice(1);
    if (!second) throw new Error('no second question');
    expect(envelope<AnswerVerdict>(await check(token, { round_id: roundId, question_id: second.id, answer: second.answer })).data).toMatchObject({
      chosen: second.answer,
      is_correct: true,
    });
  });

  it('scores the sheet with the recorded answers: a sheet that says otherwise is overruled', async () => {
    const { token } = await newSubscriber(app);
    const { sheet, key, roundId } = await round(token);
    // Two questions answered wrong through the check; the sheet then claims them right.
    for (const q of key.slice(0, 2)) await check(token, { round_id: roundId, question_id: q.id, answer: (q.answer + 1) % 4 });
    const res = await app.call('set_level_data', sheet, token);
    expect(res.statusCode, res.body).toBe(200);
    const result = envelope<LevelResult>(res).data;
    expect(result).toMatchObject({ mode: 'ranked', correct: key.length - 2, incorrect: 2 });
    expect(result.review.slice(0, 2).every((r) => !r.is_correct)).toBe(true);
  });

  it('records a timed-out question as unanswered, and an answer later than its time as none', async () => {
    const { token } = await newSubscriber(app);
    const { sheet, key, roundId } = await round(token);
    const [first, second] = key;
    if (!first || !second) throw new Error('no questions');
    const timedOut = envelope<AnswerVerdict>(await check(token, { round_id: roundId, question_id: first.id, answer: null, time_ms: 32_000 })).data;
    expect(timedOut).toMatchObject({ chosen: null, is_correct: false, correct_answer: first.answer });
    // The device claims 40 s and the server saw more than that pass: later than 30 s plus grace.
    app.advance(45_000);
    const late = envelope<AnswerVerdict>(await check(token, { round_id: roundId, question_id: second.id, answer: second.answer, time_ms: 40_000 })).data;
    expect(late).toMatchObject({ chosen: null, is_correct: false });
    const result = envelope<LevelResult>(await app.call('set_level_data', sheet, token)).data;
    expect(result).toMatchObject({ mode: 'ranked', unanswered: 2, correct: key.length - 2 });
  });

  it('never records more time than the server saw pass since the previous answer', async () => {
    const { token } = await newSubscriber(app);
    const { sheet, key, roundId } = await round(token);
    app.advance(3_000);
    for (const q of key) await check(token, { round_id: roundId, question_id: q.id, answer: q.answer, time_ms: 30_000 });
    const result = envelope<LevelResult>(await app.call('set_level_data', sheet, token)).data;
    expect(result.correct).toBe(key.length);
    const { id } = envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data;
    const [stored] = await app.ctx.db.select().from(quizResults).where(and(eq(quizResults.userId, id), eq(quizResults.roundId, roundId)));
    // 30 s claimed each, but only 3 s passed before the first (and the real moments of the
    // requests themselves) and next to nothing between the others.
    const [firstMs = 0, ...rest] = stored?.answers.map((a) => a.time_ms) ?? [];
    expect(firstMs).toBeGreaterThanOrEqual(3_000);
    expect(firstMs).toBeLessThan(6_000);
    expect(rest).toHaveLength(key.length - 1);
    expect(Math.max(...rest)).toBeLessThan(2_000);
  });

  it('refuses a question the round did not serve, a made-up round and another user’s round', async () => {
    const { token } = await newSubscriber(app);
    const other = await newSubscriber(app);
    const { key, roundId } = await round(token);
    const level2 = await servedQuizSheet(app, other.token, 1);
    const notServed = level2.answers.at(-1)?.question_id ?? 0;
    // A question of another level (or subcategory) is not in this round's fingerprint.
    const otherLevel = await check(token, { round_id: roundId, question_id: notServed + 1000, answer: 0 });
    expect(otherLevel.statusCode).toBe(400);
    expect(envelope(otherLevel)).toMatchObject({ code: 'ROUND_NOT_SERVED', field: 'question_id' });
    const first = key[0];
    if (!first) throw new Error('no question');
    for (const round_id of ['madeUpRoundId0123456789', level2.round_id]) {
      const res = await check(token, { round_id, question_id: first.id, answer: 0 });
      expect(res.statusCode, round_id).toBe(400);
      expect(envelope(res)).toMatchObject({ code: 'ROUND_NOT_SERVED', field: 'round_id' });
    }
    // The other user's round is untouched by the attempt: their first answer is still open.
    const theirs = envelope<AnswerVerdict>(await check(other.token, { round_id: level2.round_id, question_id: first.id, answer: first.answer })).data;
    expect(theirs).toMatchObject({ chosen: first.answer, is_correct: true });
  });

  it('refuses answers after the round expired or once its sheet was scored', async () => {
    const { token } = await newSubscriber(app);
    const expired = await round(token);
    // Each question's 32 s and 20 s of feedback, plus 30 s for the network, and a second more.
    app.advance(expired.key.length * (32_000 + 20_000) + 31_000);
    const late = await check(token, { round_id: expired.roundId, question_id: expired.key[0]?.id ?? 0, answer: 0 });
    expect(late.statusCode).toBe(409);
    expect(envelope(late)).toMatchObject({ code: 'ROUND_EXPIRED', field: 'round_id' });

    const scored = await round(token);
    expect((await app.call('set_level_data', scored.sheet, token)).statusCode).toBe(200);
    const after = await check(token, { round_id: scored.roundId, question_id: scored.key[0]?.id ?? 0, answer: 0 });
    expect(envelope(after)).toMatchObject({ code: 'ALREADY_PLAYED', field: 'round_id' });
  });

  it('keeps no checked answers once the round is scored, and sweeps those of rounds never scored', async () => {
    const { token } = await newSubscriber(app);
    const rows = (roundId: string) => app.ctx.db.select().from(quizRoundAnswers).where(eq(quizRoundAnswers.roundId, roundId));
    const scored = await round(token);
    const [q] = scored.key;
    if (!q) throw new Error('no question');
    await check(token, { round_id: scored.roundId, question_id: q.id, answer: q.answer });
    expect(await rows(scored.roundId)).toHaveLength(1);
    expect((await app.call('set_level_data', scored.sheet, token)).statusCode).toBe(200);
    expect(await rows(scored.roundId)).toEqual([]);

    const abandoned = await round(token);
    await check(token, { round_id: abandoned.roundId, question_id: abandoned.key[0]?.id ?? 0, answer: 0 });
    const [left] = await rows(abandoned.roundId);
    if (!left) throw new Error('the checked answer was not recorded');
    const answeredAt = left.answeredAt.getTime();
    // Within the retention the sweep leaves a round's answers alone (it may take other tests' older ones).
    await sweepRoundAnswers(app.ctx.db, new Date(answeredAt + ROUND_ANSWER_RETENTION_MS));
    expect(await rows(abandoned.roundId)).toHaveLength(1);
    expect(await sweepRoundAnswers(app.ctx.db, new Date(answeredAt + ROUND_ANSWER_RETENTION_MS + 1))).toBeGreaterThanOrEqual(1);
    expect(await rows(abandoned.roundId)).toEqual([]);
  });

  it('says a level that does not exist is not found, before it would say locked', async () => {
    const { token } = await newSubscriber(app);
    const missing = await app.call('get_questions_by_level', { category: 1, subcategory: 1, level: 999 }, token);
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing)).toMatchObject({ code: 'LEVEL_NOT_FOUND', field: 'level', message: 'This level does not exist.' });
    const locked = await app.call('get_questions_by_level', { category: 1, subcategory: 1, level: 2 }, token);
    expect(envelope(locked)).toMatchObject({ code: 'LEVEL_LOCKED', field: 'level' });
  });
});
