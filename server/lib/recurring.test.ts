import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRecurring } from './recurring';

describe('startRecurring', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const log = () => ({ info: vi.fn(), warn: vi.fn() });

  it('runs first after its delay, then every interval, and logs what a run reports', async () => {
    const logger = log();
    const run = vi.fn().mockResolvedValueOnce({ removed: 3 }).mockResolvedValue(null);
    const stop = startRecurring({ name: 'sweep', firstAfterMs: 1_000, everyMs: 5_000, run }, logger);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(logger.info).toHaveBeenCalledWith({ removed: 3 }, 'sweep');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(3);
    expect(logger.info).toHaveBeenCalledTimes(1);
    await stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('never starts a run while the one before is still going, and tries again after a failure', async () => {
    const logger = log();
    let finish: () => void = () => undefined;
    const run = vi
      .fn()
      .mockImplementationOnce(() => new Promise<null>((resolve) => (finish = () => resolve(null))))
      .mockRejectedValueOnce(new Error('database gone'))
      .mockResolvedValue(null);
    const stop = startRecurring({ name: 'close', firstAfterMs: 0, everyMs: 1_000, run }, logger);
    await vi.advanceTimersByTimeAsync(3_500);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(logger.warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'close: failed, tried again in 1 s');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(3);
    await stop();
  });
});
