/**
 * Exactly-once replay of outbox operations, including the ways networks and devices misbehave:
 * duplicate batches, a response lost after commit, two devices of one user, one bad op among good.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinLedger, quizResults } from '../../server/db/schema';
import { createTestApp, envelope, lanes, newSubscriber, newVerifiedUser, type TestApp } from '../fixtures/test-app';
import { quizSheet, syncOps } from '../fixtures/sync';
import { shippedCategory, shippedLevelSizes } from '../fixtures/seeded-content';

/** Questions in a level of the topic the sync fixtures play (English General Knowledge's first; 10). */
const N = shippedLevelSizes(shippedCategory('general-knowledge').subcategorySlugs[0] ?? '')[0] ?? 0;

const opId = () => randomBytes(12).toString('base64url');

type SheetResult = { coins_earned: number; coins: number; next_level: number | null };
describe.each(lanes)('sync_ops (%s)', (lane) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(lane);
  });
  afterAll(() => app.close());

  const sheet = (level: number, right: number, subcategory = 1) => quizSheet(app, level, { right, subcategory });

  function op(payload: unknown, seq: number, device = 'tablet-0001', kind = 'quiz_zone_sheet') {
    return { op_id: opId(), device_id: device, seq, kind, payload, created_at: new Date().toISOString() };
  }

  const sync = (token: string, ops: unknown[]) => syncOps<SheetResult>(app, token, ops);

  async function ledgerCoins(token: string) {
    const { id } = envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data;
    const rows = await app.ctx.db.select().from(coinLedger).where(eq(coinLedger.userId, id));
    const results = await app.ctx.db.select().from(quizResults).where(eq(quizResults.userId, id));
    return { coins: rows.reduce((n, r) => n + r.coins, 0), score: rows.reduce((n, r) => n + r.score, 0), results: results.length };
  }

  it('applies a batch and answers each op with the server-scored result', async () => {
    const { token } = await newSubscriber(app);
    const [one, two] = [op(await sheet(1, N), 1), op(await sheet(2, N), 2)];
    const results = await sync(token, [one, two]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(results[0]?.result).toMatchObject({ coins_earned: 10, next_level: 2 });
    expect(results[1]?.result).toMatchObject({ coins: 20, next_level: 3 });
  });

  it('applies a duplicate batch once and returns the stored results (a response lost after commit)', async () => {
    const { token } = await newSubscriber(app);
    const batch = [op(await sheet(1, N - 2), 1), op(await sheet(2, N - 1), 2)];
    const first = await sync(token, batch);
    const before = await ledgerCoins(token);
    const again = await sync(token, batch);
    expect(again.map((r) => r.status)).toEqual(['duplicate', 'duplicate']);
    expect(again.map((r) => r.result)).toEqual(first.map((r) => r.result));
    expect(await ledgerCoins(token)).toEqual(before);
  });

  it('applies a device\'s ops in its own sequence whatever order they arrive in', async () => {
    const { token } = await newSubscriber(app);
    const one = op(await sheet(1, N), 1);
    const two = op(await sheet(2, N), 2);
    const results = await sync(token, [two, one]);
    expect(results.map((r) => r.op_id)).toEqual([two.op_id, one.op_id]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
  });

  it('lands the good ops of a batch beside a bad one, and names what is wrong with the bad one', async () => {
    const { token } = await newSubscriber(app);
    const good = op(await sheet(1, N), 1);
    const badPayload = op({ category: 1, subcategory: 1, level: 'x', answers: [] }, 2);
    const unknownKind = op({}, 3, 'tablet-0001', 'teleport');
    const locked = op(await sheet(3, N), 4);
    const results = await sync(token, [good, badPayload, unknownKind, locked]);
    expect(results[0]?.status).toBe('applied');
    expect(results[1]).toMatchObject({ status: 'rejected', error: { code: 'VALIDATION', field: 'payload.level' } });
    expect(results[2]).toMatchObject({ status: 'rejected', error: { code: 'VALIDATION', field: 'kind', message_code: 'OP_KIND_UNKNOWN', message_params: { kind: expect.any(String) as string } } });
    expect(results[3]).toMatchObject({ status: 'rejected', error: { code: 'LEVEL_LOCKED', field: 'payload.level' } });
    expect((await ledgerCoins(token)).coins).toBe(10);
  });

  it('retries a rejected op without it ever having left a trace', async () => {
    const { token } = await newSubscriber(app);
    const early = op(await sheet(2, N), 2);
    expect((await sync(token, [early]))[0]?.status).toBe('rejected');
    await sync(token, [op(await sheet(1, N), 1)]);
    expect((await sync(token, [early]))[0]?.status).toBe('applied');
    expect(await ledgerCoins(token)).toMatchObject({ coins: 20, results: 2 });
  });

  it('merges two devices of one user: a level practised on both pays its best practice result once, and no score', async () => {
    const { token } = await newSubscriber(app);
    const tablet = op(await sheet(1, Math.ceil(N / 2)), 1, 'tablet-0001');
    const phone = op(await sheet(1, N), 1, 'phone-00001');
    await Promise.all([sync(token, [tablet]), sync(token, [phone])]);
    expect(await ledgerCoins(token)).toMatchObject({ coins: 10, score: 0, results: 2 });
  });

  it('applies concurrent deliveries of one op exactly once', async () => {
    const { token } = await newSubscriber(app);
    const one = op(await sheet(1, N), 1);
    const all = await Promise.all(Array.from({ length: 4 }, () => sync(token, [one])));
    expect(all.map((r) => r[0]?.status).sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate']);
    expect(await ledgerCoins(token)).toMatchObject({ coins: 10, results: 1 });
  });

  it('keeps op ids per user: another user may use the same id', async () => {
    const a = await newSubscriber(app);
    const b = await newSubscriber(app);
    const shared = op(await sheet(1, N), 1);
    expect((await sync(a.token, [shared]))[0]?.status).toBe('applied');
    expect((await sync(b.token, [shared]))[0]?.status).toBe('applied');
  });

  it('holds an op to the same gate as the action: no subscription, no quiz op', async () => {
    const { token } = await newVerifiedUser(app);
    const results = await sync(token, [op(await sheet(1, N), 1)]);
    expect(results[0]).toMatchObject({ status: 'rejected', error: { code: 'SUBSCRIPTION_REQUIRED' } });
  });

  it('refuses a malformed envelope or an oversize batch as a whole, naming the field', async () => {
    const { token } = await newSubscriber(app);
    const bad = await app.call('sync_ops', { ops: [{ ...op({}, 1), op_id: 'short' }] }, token);
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).field).toBe('ops.0.op_id');
    const tooMany = await app.call('sync_ops', { ops: Array.from({ length: 101 }, (_, i) => op({}, i + 1)) }, token);
    expect(tooMany.statusCode).toBe(400);
    expect(envelope(tooMany).field).toBe('ops');
  });
});
