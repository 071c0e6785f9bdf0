import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, toastOptions, toastsOverLimit } from './toast-limit';

describe('toast limit', () => {
  it('keeps the newest 20 visible toasts and dismisses the oldest', () => {
    const toasts = Array.from({ length: 23 }, (_, i) => ({ id: `t${i}`, visible: true, createdAt: i }));
    expect(TOAST_LIMIT).toBe(20);
    expect(toastsOverLimit(toasts).sort()).toEqual(['t0', 't1', 't2']);
  });

  it('ignores toasts already dismissed', () => {
    const toasts = Array.from({ length: 21 }, (_, i) => ({ id: `t${i}`, visible: i !== 5, createdAt: i }));
    expect(toastsOverLimit(toasts)).toEqual([]);
  });

  it('uses the spec durations', () => {
    expect(toastOptions.error?.duration).toBe(4000);
    expect(toastOptions.success?.duration).toBe(2000);
    expect(toastOptions.blank?.duration).toBe(4000);
    expect(toastOptions.loading?.duration).toBe(Infinity);
  });
});
