import { describe, expect, it } from 'vitest';
import { EXAM_HIDDEN_LIMIT_MS } from '../../../contract/api/exams';
import { createVisibilityGuard, SETTLE_REPORT_MS } from './exam-visibility';

/** A hand-driven clock and timers, and what the guard did. */
function harness() {
  let now = 1_000_000;
  const timers = new Map<number, { at: number; run: () => void }>();
  let nextId = 1;
  const reports: boolean[] = [];
  let violations = 0;
  const guard = createVisibilityGuard({
    now: () => now,
    setTimer: (run, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimer: (id) => timers.delete(id as number),
    report: (hidden) => reports.push(hidden),
    violate: () => (violations += 1),
  });
  return {
    guard,
    reports,
    violations: () => violations,
    /** Moves the clock; timers due run unless `frozen` (a background tab whose timers do not run). */
    advance(ms: number, frozen = false) {
      now += ms;
      if (frozen) return;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.run();
        }
      }
    },
  };
}

describe('the exam visibility rule', () => {
  it('tells the server at once when hidden and ends the attempt when hidden past the limit', () => {
    const h = harness();
    h.guard.hidden();
    expect(h.reports).toEqual([true]);
    h.advance(EXAM_HIDDEN_LIMIT_MS - 1);
    expect(h.violations()).toBe(0);
    h.advance(1);
    expect(h.violations()).toBe(1);
    // Coming back afterwards changes nothing: the attempt is over.
    h.guard.visible();
    expect(h.reports).toEqual([true]);
    expect(h.violations()).toBe(1);
  });

  it('reports the return and keeps the attempt when back within the limit', () => {
    const h = harness();
    h.guard.hidden();
    h.advance(4_000);
    h.guard.visible();
    expect(h.reports).toEqual([true, false]);
    h.advance(10_000);
    expect(h.violations()).toBe(0);
  });

  it('ends the attempt on return when the page was frozen longer than the limit', () => {
    const h = harness();
    h.guard.hidden();
    h.advance(EXAM_HIDDEN_LIMIT_MS + 1_000, true);
    expect(h.violations()).toBe(0);
    h.guard.visible();
    expect(h.violations()).toBe(1);
    expect(h.reports).toEqual([true]);
  });

  it('counts each time away on its own: two short absences are no violation', () => {
    const h = harness();
    for (let i = 0; i < 2; i++) {
      h.guard.hidden();
      h.advance(3_000);
      h.guard.visible();
    }
    h.advance(10_000);
    expect(h.violations()).toBe(0);
    expect(h.reports).toEqual([true, false, true, false]);
  });

  it('ignores a second hidden event while already hidden (the timer is not restarted)', () => {
    const h = harness();
    h.guard.hidden();
    h.advance(3_000);
    h.guard.hidden();
    h.advance(2_000);
    expect(h.violations()).toBe(1);
    expect(h.reports).toEqual([true]);
  });

  it('does nothing after stop (the attempt ended another way)', () => {
    const h = harness();
    h.guard.hidden();
    h.guard.stop();
    h.advance(EXAM_HIDDEN_LIMIT_MS * 2);
    h.guard.visible();
    h.guard.hidden();
    expect(h.violations()).toBe(0);
    expect(h.reports).toEqual([true]);
  });

  it('says once, a moment after a visible start, that the page is visible (a reload’s “hidden” may reach the server late)', () => {
    const h = harness();
    h.guard.start(true);
    h.advance(SETTLE_REPORT_MS - 1);
    expect(h.reports).toEqual([]);
    h.advance(1);
    expect(h.reports).toEqual([false]);
    h.advance(EXAM_HIDDEN_LIMIT_MS * 2);
    expect(h.reports).toEqual([false]);
    expect(h.violations()).toBe(0);
  });

  it('sends no late “visible” when the page was hidden or the attempt ended before it was due', () => {
    const hiddenSoon = harness();
    hiddenSoon.guard.start(true);
    hiddenSoon.advance(SETTLE_REPORT_MS / 2);
    hiddenSoon.guard.hidden();
    hiddenSoon.advance(SETTLE_REPORT_MS);
    expect(hiddenSoon.reports).toEqual([true]);
    const stopped = harness();
    stopped.guard.start(true);
    stopped.guard.stop();
    stopped.advance(SETTLE_REPORT_MS);
    expect(stopped.reports).toEqual([]);
  });

  it('starts hidden as a hide: reported at once, and a violation past the limit', () => {
    const h = harness();
    h.guard.start(false);
    expect(h.reports).toEqual([true]);
    h.advance(EXAM_HIDDEN_LIMIT_MS);
    expect(h.violations()).toBe(1);
  });
});
