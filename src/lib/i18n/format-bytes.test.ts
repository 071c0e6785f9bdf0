import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('picks the largest unit that keeps the number at least 1, with kilobytes as the floor', () => {
    expect(formatBytes(0, 'en')).toBe('0 kB');
    expect(formatBytes(840, 'en')).toBe('0.8 kB');
    expect(formatBytes(12_800, 'en')).toBe('12.5 kB');
    expect(formatBytes(3.2 * 1024 ** 2, 'en')).toBe('3.2 MB');
    expect(formatBytes(2 * 1024 ** 3, 'en')).toBe('2 GB');
  });

  it('writes numbers the way the language does', () => {
    expect(formatBytes(12_800, 'fr')).toMatch(/^12,5\s?ko$/);
    // Western digits in Arabic too, as everywhere in the app.
    expect(formatBytes(12_800, 'ar')).toMatch(/^12[.,٫]5/);
  });
});
