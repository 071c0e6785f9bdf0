/**
 * The keyboard of a question, the same in Quiz Zone and the solo modes: arrow keys move between its
 * options in the reading direction, and the number keys answer only while the player is in the
 * question (WCAG 2.1.4). At LOW_TIME_SECONDS left the timer turns red and one announcement says so.
 */
import type { KeyboardEvent } from 'react';

/** At this many seconds left the timer turns red and says so once. */
export const LOW_TIME_SECONDS = 5;

/** Arrow keys move between a question's options, in the reading direction (RTL swaps left and right); disabled options are passed over. */
export function moveFocus(event: KeyboardEvent<HTMLOListElement>): void {
  const rtl = document.documentElement.dir === 'rtl';
  const forward = ['ArrowDown', rtl ? 'ArrowLeft' : 'ArrowRight'];
  const backward = ['ArrowUp', rtl ? 'ArrowRight' : 'ArrowLeft'];
  if (![...forward, ...backward].includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const index = buttons.findIndex((b) => b === document.activeElement);
  const step = forward.includes(event.key) ? 1 : -1;
  const next = buttons[(index + step + buttons.length) % buttons.length];
  event.preventDefault();
  next?.focus();
}

/** Keys belong to the question when focus is in it, or on the page or main region as a whole. */
export function keysBelongToQuestion(section: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!section) return false;
  if (!active || active === document.body || active === document.documentElement) return true;
  return section.contains(active) || active === document.getElementById('main');
}
