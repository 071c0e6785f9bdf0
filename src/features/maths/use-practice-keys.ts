/**
 * The physical keyboard in a practice round: digits and editing keys type, Enter checks or moves
 * on. Keys count only while focus is in the round, or nowhere in particular, never while the player
 * is on another control such as the header (WCAG 2.1.4).
 */
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { keyFromKeyboard, type KeypadKey } from './answer-format';

export interface PracticeKeyHandlers {
  readonly onKey: (key: KeypadKey) => void;
  readonly onEnter: () => void;
}

function keysBelongTo(section: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!section) return false;
  if (!active || active === document.body || active === document.documentElement) return true;
  return section.contains(active) || active === document.getElementById('main');
}

export function usePracticeKeys(section: RefObject<HTMLElement | null>, handlers: PracticeKeyHandlers): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !keysBelongTo(section.current)) return;
    if (event.key === 'Enter') {
      // Enter on a button or link is that control's own click.
      const onControl = event.target instanceof HTMLElement && event.target.closest('button, a') !== null;
      if (onControl || event.repeat) return;
      event.preventDefault();
      handlers.onEnter();
      return;
    }
    const key = keyFromKeyboard(event.key);
    if (key) {
      event.preventDefault();
      handlers.onKey(key);
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent): void => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
