import { describe, expect, it } from 'vitest';
import { lifelineRefusal, localFiftyFifty, localPoll } from './lifeline-rules';

const all = ['fifty_fifty', 'audience_poll', 'reset_time', 'skip'] as const;

describe('lifeline rules', () => {
  it('refuses a lifeline the mode forbids, and one already used in the round', () => {
    expect(lifelineRefusal('fifty_fifty', ['reset_time', 'skip'], [], 1)).toBe('LIFELINE_NOT_ALLOWED');
    expect(lifelineRefusal('skip', all, [{ lifeline: 'skip', question_id: 1 }], 2)).toBe('LIFELINE_USED');
    expect(lifelineRefusal('skip', all, [{ lifeline: 'reset_time', question_id: 1 }], 1)).toBeNull();
  });

  it('keeps 50/50 and the audience poll apart on one question only', () => {
    expect(lifelineRefusal('fifty_fifty', all, [{ lifeline: 'audience_poll', question_id: 4 }], 4)).toBe('FIFTY_FIFTY_AFTER_POLL');
    expect(lifelineRefusal('audience_poll', all, [{ lifeline: 'fifty_fifty', question_id: 4 }], 4)).toBe('POLL_AFTER_FIFTY_FIFTY');
    expect(lifelineRefusal('audience_poll', all, [{ lifeline: 'fifty_fifty', question_id: 4 }], 5)).toBeNull();
  });

  it('50/50 from the key takes two wrong options away and never the right one', () => {
    for (let seed = 0; seed < 6; seed += 1) {
      const removed = localFiftyFifty(4, 2, seed);
      expect(removed).toHaveLength(2);
      expect(removed).not.toContain(2);
    }
  });

  it('the poll from the key sums to 100 with most on the right answer and none on removed options', () => {
    for (let seed = 0; seed < 40; seed += 7) {
      const poll = localPoll(4, 1, seed, [0]);
      expect(poll.reduce((a, b) => a + b, 0)).toBe(100);
      expect(poll[0]).toBe(0);
      expect(Math.max(...poll)).toBe(poll[1]);
    }
  });
});
