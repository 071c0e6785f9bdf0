import { describe, expect, it } from 'vitest';
import { formatAgo, formatDayMonth, formatHoursMinutes } from './date-format';

const now = new Date('2026-05-14T18:48:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('date formats', () => {
  // French keeps its no-break spaces from Intl (narrow before a unit symbol): written out here.
  it('says how long ago, by the minute under an hour and by the hour under a day, in the language', () => {
    expect(formatAgo(before(20_000), now, 'en')).toBe('this minute');
    expect(formatAgo(before(12 * MINUTE + 59_000), now, 'en')).toBe('12 min. ago');
    expect(formatAgo(before(3 * HOUR + 20 * MINUTE), now, 'en')).toBe('3 hr. ago');
    expect(formatAgo(before(3 * HOUR), now, 'fr')).toBe('il y a 3\u00a0h');
    expect(formatAgo(before(3 * HOUR), now, 'ar')).toBe('قبل 3 ساعات');
  });

  it('leaves a day or more to the date itself, and a clock running behind reads as this minute', () => {
    expect(formatAgo(before(24 * HOUR), now, 'en')).toBeNull();
    expect(formatAgo(new Date(now.getTime() + 5 * MINUTE), now, 'en')).toBe('this minute');
  });

  it('writes a span in hours and minutes, rounding up to the minute so it reads 0 only once over', () => {
    expect(formatHoursMinutes(5 * HOUR + 12 * MINUTE, 'en')).toBe('5 hr 12 min');
    expect(formatHoursMinutes(5 * HOUR + 11 * MINUTE + 1, 'en')).toBe('5 hr 12 min');
    expect(formatHoursMinutes(5 * HOUR + 12 * MINUTE, 'fr')).toBe('5\u202fh 12\u00a0min');
    expect(formatHoursMinutes(2 * HOUR, 'en')).toBe('2 hr');
    expect(formatHoursMinutes(45 * MINUTE, 'en')).toBe('45 min');
    expect(formatHoursMinutes(1_000, 'en')).toBe('1 min');
  });

  it('names a day without its year', () => {
    expect(formatDayMonth(new Date(2026, 11, 1, 12), 'en')).toBe('December 1');
    expect(formatDayMonth(new Date(2026, 11, 1, 12), 'fr')).toBe('1 décembre');
  });
});
