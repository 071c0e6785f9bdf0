import { describe, expect, it } from 'vitest';
import { idlePull, isArmed, pullMove, pullStart, PULL_MAX, PULL_THRESHOLD } from './pull-gesture';

describe('the pull gesture', () => {
  it('pulls at half the finger travel from where the touch began, and arms at the threshold', () => {
    let pull = pullStart(100, true);
    expect(pull).toEqual({ startY: 100, distance: 0 });
    pull = pullMove(pull, 160);
    expect(pull.distance).toBe(30);
    expect(isArmed(pull)).toBe(false);
    pull = pullMove(pull, 100 + PULL_THRESHOLD * 2);
    expect(pull.distance).toBe(PULL_THRESHOLD);
    expect(isArmed(pull)).toBe(true);
  });

  it('comes no further than its limit however far the finger goes, and not below zero when it goes back up', () => {
    const pull = pullStart(0, true);
    expect(pullMove(pull, 2000).distance).toBe(PULL_MAX);
    expect(pullMove(pull, -50).distance).toBe(0);
    expect(isArmed(pullMove(pullMove(pull, 2000), 40))).toBe(false);
  });

  it('never starts when the page is not at its top: the touch scrolls the page', () => {
    const pull = pullStart(100, false);
    expect(pull).toBe(idlePull);
    expect(pullMove(pull, 400)).toBe(idlePull);
    expect(isArmed(pullMove(pull, 400))).toBe(false);
  });
});
