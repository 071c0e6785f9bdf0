import { afterEach, describe, expect, it } from 'vitest';
import type { OpResult } from '../../contract/sync/ops';
import { onOpResult, publishOpResults, waitForOpResult } from './op-results';

/** Another context of the app (the service worker, another tab): its own end of the same channel. */
function otherContext() {
  const end = new BroadcastChannel('quizhive.op-results');
  const heard: unknown[] = [];
  end.addEventListener('message', (event: MessageEvent<unknown>) => heard.push(event.data));
  return { end, heard };
}

const applied = (opId: string, coins: number): OpResult => ({ op_id: opId, status: 'applied', result: { coins } });

describe('op results across contexts', () => {
  const opened: BroadcastChannel[] = [];
  afterEach(() => {
    for (const end of opened.splice(0)) end.close();
  });

  it("gives a waiting screen the answer another context's flusher got (the service worker's Background Sync won the race)", async () => {
    const worker = otherContext();
    opened.push(worker.end);
    const totals: Array<[string, string]> = [];
    const stop = onOpResult((result, userId) => totals.push([result.op_id, userId]));
    const answer = waitForOpResult('op-sent-by-the-worker', 5_000);
    worker.end.postMessage({ userId: '7', results: [applied('op-sent-by-the-worker', 40)] });
    await expect(answer).resolves.toEqual(applied('op-sent-by-the-worker', 40));
    expect(totals).toEqual([['op-sent-by-the-worker', '7']]);
    stop();
  });

  it("tells the other contexts this flusher's answers, once per batch, and delivers them here too", async () => {
    const tab = otherContext();
    opened.push(tab.end);
    const here = waitForOpResult('op-b', 5_000);
    publishOpResults([applied('op-a', 10), applied('op-b', 20)], '9');
    await expect(here).resolves.toEqual(applied('op-b', 20));
    await expect.poll(() => tab.heard).toEqual([{ userId: '9', results: [applied('op-a', 10), applied('op-b', 20)] }]);
  });

  it('ignores a message that is not an answer batch, and posts nothing for an empty batch', async () => {
    const stranger = otherContext();
    opened.push(stranger.end);
    const answer = waitForOpResult('op-c', 200);
    stranger.end.postMessage({ results: 'not a list' });
    publishOpResults([], '9');
    await expect(answer).resolves.toBeNull();
    expect(stranger.heard).toEqual([]);
  });
});
