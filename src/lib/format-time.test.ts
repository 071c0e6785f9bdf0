import { describe, expect, it } from 'vitest';
import { formatTimer } from './format-time';

describe('formatTimer', () => {
  it('pads minutes and seconds to two digits', () => {
    expect(formatTimer(0)).toBe('00:00');
    expect(formatTimer(5)).toBe('00:05');
    expect(formatTimer(30)).toBe('00:30');
    expect(formatTimer(65)).toBe('01:05');
    expect(formatTimer(600)).toBe('10:00');
    expect(formatTimer(3599)).toBe('59:59');
  });

  it('never shows negative or fractional time', () => {
    expect(formatTimer(-3)).toBe('00:00');
    expect(formatTimer(9.9)).toBe('00:09');
    expect(formatTimer(Number.NaN)).toBe('00:00');
  });
});
