import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { BUSY_RETRIES, busyRetryDelay, isRetryableRead, MAX_BUSY_WAIT_MS } from './busy-retry';
import { retryAfterMs } from './transport';

const busy = (retryAfter?: number) => new ApiError('SERVER_BUSY', 503, 'Busy', undefined, { retryAfterMs: retryAfter });

describe('busy retry', () => {
  it('waits the Retry-After the server asked for, plus up to half again of jitter', () => {
    expect(busyRetryDelay(busy(2_000), 0, () => 0)).toBe(2_000);
    expect(busyRetryDelay(busy(2_000), 0, () => 0.999)).toBeCloseTo(2_999, 0);
  });

  it('bounds a long Retry-After and stops after its retries', () => {
    expect(busyRetryDelay(busy(120_000), 0, () => 0.5)).toBe(MAX_BUSY_WAIT_MS);
    expect(busyRetryDelay(busy(1_000), BUSY_RETRIES, () => 0)).toBeNull();
  });

  it('doubles from one second without a Retry-After', () => {
    expect(busyRetryDelay(busy(), 0, () => 0)).toBe(1_000);
    expect(busyRetryDelay(busy(), 1, () => 0)).toBe(2_000);
  });

  it('never retries maintenance, other statuses or writes', () => {
    expect(busyRetryDelay(new ApiError('MAINTENANCE', 503, 'Maintenance'), 0)).toBeNull();
    expect(busyRetryDelay(new ApiError('INTERNAL', 500, 'Oops'), 0)).toBeNull();
    expect(isRetryableRead('get_categories')).toBe(true);
    expect(isRetryableRead('sync_ops')).toBe(false);
    expect(isRetryableRead('set_maths_progress')).toBe(false);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('2')).toBe(2_000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 5_000)).toBe(5_000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
