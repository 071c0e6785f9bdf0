/**
 * Small pieces the solo player shares with Quiz Zone's play (src/features/quiz), restated here
 * because a feature may not reach inside another and the quiz index must stay screens only (its
 * helpers there would ride into the entry). Keep them in step with quiz-offline.ts, submit-sheet.ts
 * and QuestionView.tsx; hoisting them to src/lib is the tidy follow-up.
 */
import type { KeyboardEvent } from 'react';
import { isOnline } from '../../../lib/connectivity/connectivity';
import { isApiError } from '../../../lib/request/api-error';
import { sessionStore } from '../../../lib/session/session-store';

/** How long a screen waits for the server's score before it says the sheet is saved on the device. */
export const SHEET_WAIT_MS = 8_000;

/** At this many seconds left the timer turns red and says so once. */
export const LOW_TIME_SECONDS = 5;

/** No answer from the server at all: the cases a download can stand in for. */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && (error.code === 'NETWORK' || error.code === 'TIMEOUT');
}

/** The server's answer, or the pack's when there is no network (known offline: the pack first). */
export async function withPackFallback<T>(online: () => Promise<T>, fromPack: () => Promise<T | null>): Promise<T> {
  if (!isOnline()) {
    const stored = await fromPack();
    if (stored) return stored;
  }
  try {
    return await online();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const stored = await fromPack();
    if (stored) return stored;
    throw error;
  }
}

/** The signed-in user's id as the outbox keys it. */
export function currentUserId(): string | null {
  const id = sessionStore.get().user?.id;
  return id === undefined ? null : String(id);
}

/** Arrow keys move between a question's options, in the reading direction (RTL swaps left and right). */
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
