import { describe, expect, it, vi } from 'vitest';
import { createLimiter, MAX_PARALLEL_READS } from './limiter';
import { backoffDelay, retryWithBackoff, TRANSLATION_RETRIES, TRANSLATION_RETRY_BASE_MS } from './retry';

describe('retryWithBackoff', () => {
  it('tries once and then retries up to 5 times before giving up', async () => {
    const task = vi.fn(() => Promise.reject(new Error('offline')));
    const sleep = vi.fn((_ms: number) => Promise.resolve());
    await expect(retryWithBackoff(task, { sleep, random: () => 0 })).rejects.toThrow('offline');
    expect(TRANSLATION_RETRIES).toBe(5);
    expect(task).toHaveBeenCalledTimes(6);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('stops as soon as an attempt succeeds', async () => {
    const task = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('a')).mockRejectedValueOnce(new Error('b')).mockResolvedValue('ok');
    await expect(retryWithBackoff(task, { sleep: () => Promise.resolve() })).resolves.toBe('ok');
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('does not retry failures marked as permanent', async () => {
    const task = vi.fn(() => Promise.reject(new Error('404')));
    await expect(retryWithBackoff(task, { shouldRetry: () => false, sleep: () => Promise.resolve() })).rejects.toThrow('404');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits with a 350 ms base, doubling, plus at most 50% jitter', () => {
    expect(TRANSLATION_RETRY_BASE_MS).toBe(350);
    expect(backoffDelay(0, 350, () => 0)).toBe(350);
    expect(backoffDelay(0, 350, () => 0.999)).toBeLessThanOrEqual(525);
    expect(backoffDelay(2, 350, () => 0.5)).toBe(1750);
  });

  it('really sleeps between attempts (fake timers)', async () => {
    vi.useFakeTimers();
    const task = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('x')).mockResolvedValue('ok');
    const result = retryWithBackoff(task, { random: () => 0 });
    await vi.advanceTimersByTimeAsync(349);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    vi.useRealTimers();
  });
});

describe('createLimiter', () => {
  it('runs at most 10 reads in parallel and starts waiting ones as others finish', async () => {
    expect(MAX_PARALLEL_READS).toBe(10);
    const limiter = createLimiter(MAX_PARALLEL_READS);
    let running = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const tasks = Array.from({ length: 25 }, (_, i) =>
      limiter.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return i;
      }),
    );
    await Promise.resolve();
    expect(limiter.active).toBe(10);
    expect(limiter.waiting).toBe(15);
    while (releases.length > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await expect(Promise.all(tasks)).resolves.toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(peak).toBe(10);
    expect(limiter.active).toBe(0);
  });

  it('keeps going after a task fails', async () => {
    const limiter = createLimiter(1);
    const failed = limiter.run(() => Promise.reject(new Error('boom')));
    const ok = limiter.run(() => Promise.resolve('fine'));
    await expect(failed).rejects.toThrow('boom');
    await expect(ok).resolves.toBe('fine');
  });
});
