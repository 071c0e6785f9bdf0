/** The spec's two-participant Timers: totals, hh:mm:ss snapshots adding time used, mm:ss texts, resets. */
import { describe, expect, it } from 'vitest';
import {
  initialTimers,
  parseClock,
  resetRemainingSecond,
  resetUser2RemainingSecond,
  setSecondSnap,
  setTotalSecond,
  setUser2SecondSnap,
  setUser2TotalSecond,
  timersFromAnswers,
  toClock,
} from './timers';

describe('the battle timers', () => {
  it('reads hh:mm:ss and writes it back', () => {
    expect(parseClock('01:02:03')).toBe(3723);
    expect(parseClock('00:00:15')).toBe(15);
    expect(parseClock('nonsense')).toBe(0);
    expect(toClock(3723)).toBe('01:02:03');
  });

  it('adds total less the snapshot to the stored seconds for user 1, shown as mm:ss', () => {
    let timers = setTotalSecond(initialTimers, 15);
    timers = setSecondSnap(timers, '00:00:11');
    expect(timers).toMatchObject({ totalSecond: 15, secondSnap: 11, storeSecond: 4, remainingSecond: '00:04' });
    timers = setSecondSnap(timers, '00:00:00');
    expect(timers).toMatchObject({ storeSecond: 19, remainingSecond: '00:19' });
    timers = resetRemainingSecond(timers, 65);
    expect(timers).toMatchObject({ storeSecond: 65, remainingSecond: '01:05' });
    // User 2's are their own.
    expect(timers.user2StoreSecond).toBe(0);
  });

  it('does the same for user 2', () => {
    let timers = setUser2TotalSecond(initialTimers, 30);
    timers = setUser2SecondSnap(timers, '00:00:20');
    expect(timers).toMatchObject({ user2TotalSecond: 30, user2SecondSnap: 20, user2StoreSecond: 10, user2RemainingSecond: '00:10' });
    timers = resetUser2RemainingSecond(timers, 0);
    expect(timers).toMatchObject({ user2StoreSecond: 0, user2RemainingSecond: '00:00' });
    expect(timers.storeSecond).toBe(0);
  });

  it('sums each player’s time used over the closed questions (no answer: the whole time)', () => {
    const timers = timersFromAnswers(15, [
      { first: 2_400, second: 9_000 },
      { first: null, second: 1_000 },
    ]);
    expect(timers.remainingSecond).toBe('00:18');
    expect(timers.user2RemainingSecond).toBe('00:10');
  });
});
