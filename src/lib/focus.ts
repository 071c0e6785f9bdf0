/** Focus helpers for content that replaces what had focus (a form turning into a message, a new screen). */

/** True when nothing meaningful has focus: the page itself, the main region, or an element that went away or is hidden. */
export function focusIsIdle(main: Element | null = document.getElementById('main')): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === document.documentElement || active === main) return true;
  if (!active.isConnected) return true;
  return typeof active.checkVisibility === 'function' ? !active.checkVisibility() : false;
}

/**
 * Moves focus to a heading (made focusable with tabindex -1) when focus was lost, e.g. because the
 * button that had it was replaced. Focus the user put somewhere else (the header, a field) stays.
 * Returns whether the heading has focus afterwards.
 */
export function focusHeadingIfIdle(heading: HTMLElement | null): boolean {
  if (!heading) return false;
  if (!focusIsIdle()) return document.activeElement === heading;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: false });
  return document.activeElement === heading;
}
