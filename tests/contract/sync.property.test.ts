/**
 * Property: whatever order, duplication and interleaving the network delivers a user's ops in,
 * once the client's retries are through, the server ends in the same state as after one clean
 * delivery in each device's own order.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinLedger, levelProgress, questions, quizResults } from '../../server/db/schema';
import { createTestApp, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';
import { shippedCategory, shippedLevelSizes, subcategoryIdOf } from '../fixtures/seeded-content';

/** The topics played: subcategories 1 and 2, English General Knowledge's first two. */
const TOPICS = shippedCategory('general-knowledge').subcategorySlugs.slice(0, 2);
const SIZES = TOPICS.map((slug) => shippedLevelSizes(slug));
/** Questions in a level and levels in a topic (4 levels of 10 in the demo content). */
const N = SIZES[0]?.[0] ?? 0;
const LEVELS = SIZES[0]?.length ?? 0;
/** The fewest right answers that reach the default 60% pass mark. */
const PASS = Math.ceil(N * 0.6);

interface Play {
  readonly subcategory: 1 | 2;
  readonly level: number;
  readonly right: number;
}

/** A device's plays: per subcategory it plays levels in order, replaying some, as the app allows. */
const devicePlays = fc
  .array(fc.record({ subcategory: fc.constantFrom(1 as const, 2 as const), right: fc.integer({ min: 0, max: N }) }), { minLength: 1, maxLength: 5 })
  .map((steps) => {
    const reached = { 1: 1, 2: 1 };
    return steps.map(({ subcategory, right }): Play => {
      const level = reached[subcategory];
      // PASS right answers reach the default 60% pass mark and open the next level.
      if (right >= PASS && level < LEVELS) reached[subcategory] = level + 1;
      return { subcategory, level, right };
    });
  });

/** Deliveries: some batches of random ops, repeated and shuffled, then the client's final retry. */
const schedule = (count: number) =>
  fc.array(fc.array(fc.integer({ min: 0, max: count - 1 }), { minLength: 1, maxLength: count + 2 }), { minLength: 1, maxLength: 4 });

describe.each(lanes)('sync_ops delivery property (%s)', (lane) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(lane);
    // Every level of both topics holds N questions, as the model above assumes.
    expect(SIZES.flat().every((size) => size === N)).toBe(true);
    expect(await Promise.all(TOPICS.map((slug) => subcategoryIdOf(app, slug)))).toEqual([1, 2]);
  });
  afterAll(() => app.close());

  const keys = new Map<string, { id: number; answer: number }[]>();
  async function answerKey(subcategory: number, level: number) {
    const key = `${subcategory}:${level}`;
    const cached = keys.get(key);
    if (cached) return cached;
    const rows = await app.ctx.db
      .select({ id: questions.id, answer: questions.answer })
      .from(questions)
      .where(and(eq(questions.subcategoryId, subcategory), eq(questions.level, level)))
      .orderBy(asc(questions.sort), asc(questions.id));
    keys.set(key, rows);
    return rows;
  }

  async function opsFor(devices: Play[][]) {
    const ops = [];
    for (const [d, plays] of devices.entries()) {
      for (const [i, play] of plays.entries()) {
        const key = await answerKey(play.subcategory, play.level);
        const answers = key.map((q, n) => ({ question_id: q.id, answer: n < play.right ? q.answer : (q.answer + 1) % 4, time_ms: 2000 }));
        ops.push({
          op_id: randomBytes(12).toString('base64url'),
          device_id: `device-000${d}`,
          seq: i + 1,
          kind: 'quiz_zone_sheet',
          payload: { category: 1, subcategory: play.subcategory, level: play.level, answers },
          created_at: new Date().toISOString(),
        });
      }
    }
    return ops;
  }

  async function stateOf(token: string) {
    const { id } = envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data;
    const ledger = await app.ctx.db.select().from(coinLedger).where(eq(coinLedger.userId, id));
    const results = await app.ctx.db.select().from(quizResults).where(eq(quizResults.userId, id));
    const progress = await app.ctx.db.select().from(levelProgress).where(eq(levelProgress.userId, id));
    return {
      coins: ledger.reduce((n, r) => n + r.coins, 0),
      score: ledger.reduce((n, r) => n + r.score, 0),
      sheets: results.map((r) => `${r.subcategoryId}:${r.level}:${r.correct}`).sort(),
      progress: progress.map((p) => `${p.subcategoryId}:${p.levelReached}`).sort(),
    };
  }

  async function deliver(token: string, ops: unknown[]) {
    const res = await app.call('sync_ops', { ops }, token);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<{ results: { op_id: string; status: string }[] }>(res).data.results;
  }

  it('ends in the clean-delivery state for any order, duplication and interleaving', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(devicePlays, { minLength: 1, maxLength: 2 }).chain((devices) => {
          const count = devices.reduce((n, d) => n + d.length, 0);
          return fc.tuple(fc.constant(devices), schedule(count));
        }),
        async ([devices, batches]) => {
          const ops = await opsFor(devices);
          const clean = await newSubscriber(app);
          for (const op of ops) await deliver(clean.token, [op]);

          const messy = await newSubscriber(app);
          for (const batch of batches) await deliver(messy.token, batch.map((i) => ops[i]));
          // The client keeps every op that was not acknowledged and sends it again, oldest first.
          const acknowledged = new Set<string>();
          for (let round = 0; round < 3; round++) {
            const pending = ops.filter((op) => !acknowledged.has(op.op_id));
            if (pending.length === 0) break;
            for (const result of await deliver(messy.token, pending)) if (result.status !== 'rejected') acknowledged.add(result.op_id);
          }

          expect(acknowledged.size).toBe(ops.length);
          expect(await stateOf(messy.token)).toEqual(await stateOf(clean.token));
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
