/**
 * Spec section 9: the exam auto-completes when the app is hidden for more than
 * EXAM_HIDDEN_LIMIT_MS. When the page is hidden the server is told at once (so it can end the
 * attempt itself if this device never runs again) and a timer starts; when it fires, or when the
 * page comes back after longer than the limit (a frozen tab's timers do not run), the attempt
 * ends with the rules violated. Back in time, the server is told the app is visible again, and a
 * page that starts visible says so once more a moment later (SETTLE_REPORT_MS: a reload's old page
 * reported "hidden" as it unloaded).
 * Pure (clock and timers are passed in), so the rule is tested without a browser.
 */
import { EXAM_HIDDEN_LIMIT_MS } from '../../../contract/api/exam-limits';

export interface VisibilityEffects {
  readonly now: () => number;
  readonly setTimer: (run: () => void, ms: number) => unknown;
  readonly clearTimer: (timer: unknown) => void;
  /** Tell the server the app went to the background (true) or came back (false). */
  readonly report: (hidden: boolean) => void;
  /** End the attempt with rules_violated; called at most once. */
  readonly violate: () => void;
}

/**
 * How long after a page starts playing an attempt it tells the server once more that it is visible.
 * A reload's old page reports "hidden" as it unloads, and the resume clears that on the server; on a
 * slow network the old page's report can reach the server after the resume, and this puts it right.
 */
export const SETTLE_REPORT_MS = 2_000;

export interface VisibilityGuard {
  /** The page starts playing the attempt, visible or not. */
  readonly start: (visible: boolean) => void;
  readonly hidden: () => void;
  readonly visible: () => void;
  /** The attempt ended another way: no more reports, no violation. */
  readonly stop: () => void;
}

export function createVisibilityGuard(effects: VisibilityEffects, limitMs: number = EXAM_HIDDEN_LIMIT_MS): VisibilityGuard {
  let hiddenAt: number | null = null;
  let timer: unknown = null;
  let settle: unknown = null;
  let over = false;

  const clearSettle = (): void => {
    if (settle !== null) effects.clearTimer(settle);
    settle = null;
  };
  const clear = (): void => {
    if (timer !== null) effects.clearTimer(timer);
    timer = null;
  };
  const end = (): void => {
    if (over) return;
    over = true;
    clear();
    effects.violate();
  };

  const hidden = (): void => {
    clearSettle();
    if (over || hiddenAt !== null) return;
    hiddenAt = effects.now();
    effects.report(true);
    timer = effects.setTimer(end, limitMs);
  };

  return {
    start(visible) {
      if (!visible) {
        hidden();
        return;
      }
      settle = effects.setTimer(() => {
        settle = null;
        if (!over && hiddenAt === null) effects.report(false);
      }, SETTLE_REPORT_MS);
    },
    hidden,
    visible() {
      if (over || hiddenAt === null) return;
      const away = effects.now() - hiddenAt;
      hiddenAt = null;
      clear();
      if (away > limitMs) end();
      else effects.report(false);
    },
    stop() {
      over = true;
      clear();
      clearSettle();
    },
  };
}
