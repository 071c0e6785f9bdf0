/**
 * After a navigation: scroll to the top, dismiss the toasts that belonged to the previous page, and
 * move focus to the new page's h1 so screen readers announce where the player is (WCAG 2.4.3).
 * Screens load lazily and fetch their data, so the h1 may arrive later: focus waits on the main
 * region meanwhile and moves to the h1 once it appears, unless the player has moved focus elsewhere.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { focusIsIdle } from '../lib/focus';
import { notify } from '../lib/toast/notify';

/** How long to wait for a screen's h1 before giving up (the main region keeps focus). */
export const HEADING_WAIT_MS = 10_000;

/** Focuses the first shown h1 in main; false when there is none yet. */
function focusFirstHeading(main: HTMLElement): boolean {
  for (const heading of main.querySelectorAll<HTMLElement>('h1')) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    if (document.activeElement === heading) return true;
  }
  return false;
}

export function RouteEffects() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    notify.dismissPageToasts();
    window.scrollTo({ top: 0 });
    const main = document.getElementById('main');
    if (!main || focusFirstHeading(main)) return;
    main.focus({ preventScroll: true });
    const observer = new MutationObserver(() => {
      if (!focusIsIdle(main)) observer.disconnect();
      else if (focusFirstHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [location]);
  return null;
}
