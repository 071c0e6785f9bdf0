/**
 * The batch path of sync_ops: runs of one kind applied together, other kinds between them, the
 * op-by-op redo when one op fails, an op repeated inside one request, and the subscription gate
 * asked once per request.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Curriculum, SetMathsProgressResult } from '../../contract/api/maths';
import { generateQuestion } from '../../contract/maths/generate';
import { curricula, op, unitLevels, type UnitWithLevels } from '../fixtures/maths';
import { createTestApp, lanes, newSubscriber, newVerifiedUser, type TestApp } from '../fixtures/test-app';
import { quizSheet, syncOps, type SyncResult } from '../fixtures/sync';
import { appliedOps, coinLedger, levelProgress, mathsProgress, mathsResets, quizResults, users } from '../../server/db/schema';

type OpResult = SyncResult;

describe.each(lanes)('sync_ops batches (%s)', (lane) => {
  let app: TestApp;
  let year3: Curriculum;
  let unit: UnitWithLevels;

  beforeAll(async () => {
    app = await createTestApp(lane);
    const { token } = await newSubscriber(app);
    year3 = (await curricula(app, token)).find((c) => c.slug === 'year-3-maths') as Curriculum;
    unit = (await unitLevels(app, token, year3.id)).units[0] as UnitWithLevels;
  });
  afterAll(() => app.close());

  /** A right answer to question n of Year 3 level 1. */
  function answer(n: number) {
    const level = unit.levels[0];
    if (!level) throw new Error('no level 1');
    const q = generateQuestion(level.generator, `${level.level_key}:${n}`);
    return { curriculum_id: year3.id, level_key: level.level_key, question_id: q.id, answer: q.answer };
  }

  /** A Quiz Zone sheet of subcategory 1 with every answer right. */
  const sheet = (level: number) => quizSheet(app, level);

  const sync = (token: string, ops: unknown[]) => syncOps(app, token, ops);

  /** The batch's results, and how many times the server logged redoing the batch op by op. */
  async function syncCountingRedos(token: string, ops: unknown[]) {
    const info = vi.spyOn(app.ctx.log, 'info');
    try {
      const results = await sync(token, ops);
      return { results, redos: info.mock.calls.filter(([, message]) => message === 'sync batch redone op by op').length };
    } finally {
      info.mockRestore();
    }
  }

  const attemptedAfter = (r: OpResult | undefined) => (r?.result as SetMathsProgressResult | undefined)?.level.attempted;

  it('applies maths answers around a quiz sheet in order, the sheet between the two runs', async () => {
    const { token } = await newSubscriber(app);
    const ops = [
      op('maths_answer', answer(1), 1),
      op('maths_answer', answer(2), 2),
      op('quiz_zone_sheet', await sheet(1), 3),
      op('maths_answer', answer(3), 4),
      op('maths_answer', answer(4), 5),
    ];
    const { results, redos } = await syncCountingRedos(token, ops);
    expect(redos).toBe(0);
    expect(results.map((r) => r.status)).toEqual(ops.map(() => 'applied'));
    expect([0, 1, 3, 4].map((i) => attemptedAfter(results[i]))).toEqual([1, 2, 3, 4]);
    expect(results[2]?.result).toMatchObject({ coins_earned: 10, next_level: 2 });
  });

  it('redoes a batch op by op when one op fails in it, with the same answers for the others', async () => {
    const { token } = await newSubscriber(app);
    const ops = [
      op('maths_answer', answer(1), 1),
      op('maths_answer', answer(2), 2),
      // Level 3 is locked for a new player: this op fails inside the batch transaction.
      op('quiz_zone_sheet', await sheet(3), 3),
      op('maths_answer', answer(3), 4),
      op('maths_answer', answer(4), 5),
    ];
    const { results, redos } = await syncCountingRedos(token, ops);
    expect(redos).toBe(1);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'rejected', 'applied', 'applied']);
    expect(results[2]?.error).toMatchObject({ code: 'LEVEL_LOCKED', field: 'payload.level' });
    expect([0, 1, 3, 4].map((i) => attemptedAfter(results[i]))).toEqual([1, 2, 3, 4]);
    // Applied exactly once: sent again, every good op is a duplicate with the same result.
    const again = await sync(token, ops);
    expect(again.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'rejected', 'duplicate', 'duplicate']);
    expect(again.map((r) => r.result)).toEqual(results.map((r) => r.result));
  });

  it('answers the first copy of an op sent twice in one request as applied, the other as its duplicate', async () => {
    const { token } = await newSubscriber(app);
    const first = op('maths_answer', answer(1), 1);
    const second = op('maths_answer', answer(2), 2);
    const results = await sync(token, [first, second, first]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'duplicate']);
    expect(results[2]?.result).toEqual(results[0]?.result);
    expect(attemptedAfter(results[1])).toBe(2);
  });

  /** The rows of this user in every table an op writes: claims, maths progress and resets, results, levels, coins. */
  async function rowsOf(email: string) {
    const [user] = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    const tables = { appliedOps, mathsProgress, mathsResets, quizResults, levelProgress, coinLedger };
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) counts[name] = (await app.ctx.db.select().from(table).where(eq(table.userId, user.id))).length;
    return counts;
  }

  it('rejects every op of a player without a subscription, whatever its kind, and keeps nothing of them', async () => {
    const { token, email } = await newVerifiedUser(app);
    const ops = [
      op('maths_answer', answer(1), 1),
      op('quiz_zone_sheet', await sheet(1), 2),
      op('maths_reset', { curriculum_id: year3.id }, 3),
      op('maths_answer', answer(2), 4),
    ];
    const results = await sync(token, ops);
    expect(results.map((r) => r.error?.code)).toEqual(ops.map(() => 'SUBSCRIPTION_REQUIRED'));
    expect(await rowsOf(email)).toEqual({ appliedOps: 0, mathsProgress: 0, mathsResets: 0, quizResults: 0, levelProgress: 0, coinLedger: 0 });
  });

  it('rejects a kind the contract does not declare, even the name of an object property', async () => {
    const { token } = await newSubscriber(app);
    const results = await sync(token, [op('toString', {}, 1), op('constructor', {}, 2), op('coin_gift', {}, 3)]);
    expect(results.map((r) => r.error)).toEqual(
      ['toString', 'constructor', 'coin_gift'].map((kind) => ({
        code: 'VALIDATION',
        message: `Unknown op kind '${kind}'.`,
        message_code: 'OP_KIND_UNKNOWN',
        message_params: { kind },
        field: 'kind',
      })),
    );
  });
});
