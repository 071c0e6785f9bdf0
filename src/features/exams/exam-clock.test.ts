import { describe, expect, it } from 'vitest';
import { deviceDeadline, secondsLeft } from './exam-clock';
import { announcedMark } from './ExamTimer';

describe('the exam clock', () => {
  it('counts down from the server deadline even when the device clock is wrong', () => {
    // The device's clock is 7 minutes behind the server's.
    const serverNow = Date.parse('2026-11-26T10:00:00Z');
    const deviceNow = serverNow - 7 * 60_000;
    const deadline = deviceDeadline({ deadline_at: '2026-11-26T10:30:00Z', server_now: '2026-11-26T10:00:00Z' }, deviceNow);
    expect(secondsLeft(deadline, deviceNow)).toBe(30 * 60);
    expect(secondsLeft(deadline, deviceNow + 61_000)).toBe(29 * 60 - 1);
    expect(secondsLeft(deadline, deviceNow + 31 * 60_000)).toBe(0);
  });

  it('announces the time at each whole minute and at 30 and 10 seconds, holding it in between', () => {
    expect(announcedMark(300)).toBe(300);
    expect(announcedMark(299)).toBe(300);
    expect(announcedMark(241)).toBe(300);
    expect(announcedMark(240)).toBe(240);
    expect(announcedMark(45)).toBe(60);
    expect(announcedMark(30)).toBe(30);
    expect(announcedMark(11)).toBe(30);
    expect(announcedMark(10)).toBe(10);
    expect(announcedMark(0)).toBeNull();
  });
});
