/**
 * Spec section 9: the exam auto-completes when the app is hidden for more than
 * EXAM_HIDDEN_LIMIT_MS. When the page is hidden the server is told at once (so it can end the
 * attempt itself if this device never runs again) and a timer starts; when it fires, or when the
 * page comes back after longer than the limit (a frozen tab's timers do not run), the attempt
 * ends with the rules violated. Back in time, the server is told the app is visible again.
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

export interface VisibilityGuard {
  readonly hidden: () => void;
  readonly visible: () => void;
  /** The attempt ended another way: no more reports, no violation. */
  readonly stop: () => void;
}

export function createVisibilityGuard(effects: VisibilityEffects, limitMs: number = EXAM_HIDDEN_LIMIT_MS): VisibilityGuard {
  let hiddenAt: number | null = null;
  let timer: unknown = null;
  let over = false;

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

  return {
    hidden() {
      if (over || hiddenAt !== null) return;
      hiddenAt = effects.now();
      effects.report(true);
      timer = effects.setTimer(end, limitMs);
    },
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
    },
  };
}
