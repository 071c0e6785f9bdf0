import { describe, expect, it } from 'vitest';
import { countDay, dayStart, daysBetween, localDay, visibleStreak, type StreakState } from './streak';

const rules = { freezeDays: 7, maxFreezes: 2 };
const start: StreakState = { current: 0, longest: 0, lastDay: null, freezes: 0 };

function play(days: string[], from = start): StreakState {
  return days.reduce((state, day) => countDay(state, day, rules), from);
}

/** Consecutive days from 2026-03-01. */
const run = (n: number, offset = 0) => Array.from({ length: n }, (_, i) => new Date(Date.UTC(2026, 2, 1 + offset + i)).toISOString().slice(0, 10));

describe('the daily streak', () => {
  it('counts days in a row once each, and starts again after a missed day without a freeze', () => {
    expect(play(['2026-03-01', '2026-03-01', '2026-03-02', '2026-03-03'])).toMatchObject({ current: 3, longest: 3, freezes: 0 });
    expect(play(['2026-03-01', '2026-03-02', '2026-03-04'])).toMatchObject({ current: 1, longest: 2, lastDay: '2026-03-04' });
  });

  it('earns a freeze every 7 days, holds at most 2, and a freeze covers one missed day', () => {
    expect(play(run(7))).toMatchObject({ current: 7, freezes: 1 });
    expect(play(run(21))).toMatchObject({ current: 21, freezes: 2 });
    // Day 9 missed: the freeze of day 7 covers it, the streak goes on at 9.
    expect(play([...run(8), ...run(1, 9)])).toMatchObject({ current: 9, freezes: 0 });
    // Two days missed with one freeze: the streak starts again.
    expect(play([...run(8), ...run(1, 10)])).toMatchObject({ current: 1, longest: 8, freezes: 0 });
    // Two freezes cover two missed days.
    expect(play([...run(14), ...run(1, 16)])).toMatchObject({ current: 15, freezes: 0 });
  });

  it('ignores a round dated before the last counted day', () => {
    const state = play(['2026-03-05']);
    expect(countDay(state, '2026-03-04', rules)).toBe(state);
  });

  it('shows a streak alive while freezes cover the missed days, and 0 once they do not', () => {
    const state = play(run(7));
    expect(visibleStreak(state, '2026-03-07')).toEqual({ current: 7, playedToday: true, freezes: 1 });
    expect(visibleStreak(state, '2026-03-08')).toEqual({ current: 7, playedToday: false, freezes: 1 });
    expect(visibleStreak(state, '2026-03-09')).toEqual({ current: 7, playedToday: false, freezes: 0 });
    expect(visibleStreak(state, '2026-03-10')).toEqual({ current: 0, playedToday: false, freezes: 0 });
  });

  it('counts days in the player\'s time zone', () => {
    const lateEvening = new Date('2026-03-01T23:30:00Z');
    expect(localDay(lateEvening, 'UTC')).toBe('2026-03-01');
    expect(localDay(lateEvening, 'Asia/Riyadh')).toBe('2026-03-02');
    expect(localDay(lateEvening, 'America/New_York')).toBe('2026-03-01');
    expect(localDay(lateEvening, 'Not/AZone')).toBe('2026-03-01');
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
  });
});

describe('dayStart', () => {
  it('is midnight UTC of the same day', () => {
    expect(dayStart(new Date('2026-11-23T23:59:59.999Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});
