import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpEnvelope, OpResult } from '../../contract/sync/ops';
import type { QuizhiveDb } from './db';
import { flushOutbox } from './flusher';
import { enqueueWith } from './outbox';
import { getOutboxStatus, resetOutboxStatus } from './status';
import { freshDb, noLocal } from './test-helpers';
import { waitingRoundIds, walletTotalsOf, watchRounds, type WalletTotals } from './waiting-rounds';

/** vi.waitFor gives up after 1 s by default; a busy CI machine can take longer. */
const WAIT = { timeout: 5_000 };

let db: QuizhiveDb;
const stops: (() => void)[] = [];

beforeEach(() => {
  db = freshDb();
});

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  resetOutboxStatus();
  await db.delete();
});

const sheet = (userId = 'u1') => enqueueWith(userId, 'quiz_zone_sheet', { level: 1 }, noLocal, db);
const mathsAnswer = (userId = 'u1') => enqueueWith(userId, 'maths_answer', { answer: 1 }, noLocal, db);

/** A level result as the server sends it for a scored sheet, with the wallet after it. */
const levelResult = (coins: number, score: number) => ({ coins, all_time_score: score, coins_earned: 10, score_earned: 0 });

/** A server that applies every op, answering sheets with the wallet `wallet()` gives at that moment. */
function applyAll(wallet: () => WalletTotals) {
  return (ops: OpEnvelope[]): Promise<OpResult[]> =>
    Promise.resolve(
      ops.map((op) => {
        if (op.kind !== 'quiz_zone_sheet') return { op_id: op.op_id, status: 'applied' as const };
        const { coins, all_time_score } = wallet();
        return { op_id: op.op_id, status: 'applied' as const, result: levelResult(coins, all_time_score) };
      }),
    );
}

function watch(userId: string, hooks: Parameters<typeof watchRounds>[1]): void {
  stops.push(watchRounds(userId, hooks, db));
}

describe('the rounds waiting', () => {
  it('are the user’s sheets not yet answered: not maths answers, not refused sheets, not another user’s', async () => {
    const first = await sheet();
    const second = await sheet();
    await mathsAnswer();
    await sheet('u2');
    const refused = await sheet();
    await db.outbox.update(refused.op_id, { status: 'dead', lastError: { code: 'VALIDATION', message: 'Bad sheet' } });
    await db.outbox.update(second.op_id, { status: 'in-flight', inFlightAt: Date.now() });

    expect((await waitingRoundIds('u1', db)).sort()).toEqual([first.op_id, second.op_id].sort());
    expect(await waitingRoundIds('u3', db)).toEqual([]);
  });

  it('are counted in the status store as they are written and as the server takes them', async () => {
    await sheet();
    watch('u1', {});
    await vi.waitFor(() => expect(getOutboxStatus().rounds).toBe(1), WAIT);
    await sheet();
    await mathsAnswer();
    await vi.waitFor(() => expect(getOutboxStatus().rounds).toBe(2), WAIT);

    await flushOutbox({ userId: 'u1', send: applyAll(() => ({ coins: 0, all_time_score: 0 })), db });
    await vi.waitFor(() => expect(getOutboxStatus().rounds).toBe(0), WAIT);
  });

  it('give the session the wallet of the last round the server applied, and read the totals again once they left', async () => {
    await sheet();
    await sheet();
    const totals: WalletTotals[] = [];
    const onRoundsLeft = vi.fn(() => Promise.resolve());
    watch('u1', { onTotals: (t) => totals.push(t), onRoundsLeft });
    await vi.waitFor(() => expect(getOutboxStatus().rounds).toBe(2), WAIT);

    let coins = 100;
    await flushOutbox({ userId: 'u1', send: applyAll(() => ({ coins: (coins += 10), all_time_score: 40 })), db });
    // In the server's order: the second sheet's wallet is the newest.
    expect(totals).toEqual([
      { coins: 110, all_time_score: 40 },
      { coins: 120, all_time_score: 40 },
    ]);
    await vi.waitFor(() => expect(onRoundsLeft).toHaveBeenCalledTimes(1), WAIT);
    expect(getOutboxStatus().rounds).toBe(0);
  });

  it('read the totals again when only a worker or another tab flushed (no answer reached this page)', async () => {
    await sheet();
    const onTotals = vi.fn();
    const onRoundsLeft = vi.fn(() => Promise.resolve());
    watch('u1', { onTotals, onRoundsLeft });
    await vi.waitFor(() => expect(getOutboxStatus().rounds).toBe(1), WAIT);

    // What the worker's flush leaves behind: the op is gone, and this page published nothing.
    await db.outbox.clear();
    await vi.waitFor(() => expect(onRoundsLeft).toHaveBeenCalledTimes(1), WAIT);
    expect(onTotals).not.toHaveBeenCalled();
  });

  it('do not read the totals when what left the outbox was not a round', async () => {
    await mathsAnswer();
    await sheet();
    const onRoundsLeft = vi.fn(() => Promise.resolve());
    watch('u1', { onRoundsLeft });
    await vi.waitFor(() => expect(getOutboxStatus().rounds).toBe(1), WAIT);
    const maths = (await db.outbox.toArray()).filter((op) => op.kind === 'maths_answer');
    await db.outbox.bulkDelete(maths.map((op) => op.op_id));
    await sheet();
    await vi.waitFor(() => expect(getOutboxStatus().rounds).toBe(2), WAIT);
    expect(onRoundsLeft).not.toHaveBeenCalled();
  });

  it('read the totals once more when rounds leave while the last read is on its way', async () => {
    const a = await sheet();
    const b = await sheet();
    let release: () => void = () => {};
    const reads: string[] = [];
    const onRoundsLeft = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          reads.push('read');
          release = resolve;
        }),
    );
    watch('u1', { onRoundsLeft });
    await vi.waitFor(() => expect(getOutboxStatus().rounds).toBe(2), WAIT);

    await db.outbox.delete(a.op_id);
    await vi.waitFor(() => expect(reads).toEqual(['read']), WAIT);
    // Scored while the first read is out: that answer may not count it.
    await db.outbox.delete(b.op_id);
    await vi.waitFor(() => expect(getOutboxStatus().rounds).toBe(0), WAIT);
    release();
    await vi.waitFor(() => expect(reads).toEqual(['read', 'read']), WAIT);
    release();
  });

  it('never take another user’s answers for this user’s wallet', async () => {
    await sheet('u2');
    const onTotals = vi.fn();
    watch('u1', { onTotals });
    await flushOutbox({ userId: 'u2', send: applyAll(() => ({ coins: 999, all_time_score: 999 })), db });
    expect(onTotals).not.toHaveBeenCalled();
  });

  it('stop counting when stopped', async () => {
    const stop = watchRounds('u1', {}, db);
    await sheet();
    await vi.waitFor(() => expect(getOutboxStatus().rounds).toBe(1), WAIT);
    stop();
    resetOutboxStatus();
    await sheet();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getOutboxStatus().rounds).toBe(0);
  });
});

describe('walletTotalsOf', () => {
  it('reads the wallet of an op applied now', () => {
    expect(walletTotalsOf({ op_id: 'x', status: 'applied', result: levelResult(70, 30) })).toEqual({ coins: 70, all_time_score: 30 });
  });

  it('ignores a duplicate, whose stored result is from when it was first applied', () => {
    expect(walletTotalsOf({ op_id: 'x', status: 'duplicate', result: levelResult(70, 30) })).toBeNull();
  });

  it('ignores answers without a wallet, or with figures that are not whole numbers', () => {
    expect(walletTotalsOf({ op_id: 'x', status: 'applied' })).toBeNull();
    expect(walletTotalsOf({ op_id: 'x', status: 'applied', result: { coins: '70', all_time_score: 30 } })).toBeNull();
    expect(walletTotalsOf({ op_id: 'x', status: 'applied', result: { coins: 70.5, all_time_score: 30 } })).toBeNull();
    expect(walletTotalsOf({ op_id: 'x', status: 'rejected', error: { code: 'VALIDATION', message: 'no' } })).toBeNull();
  });
});
