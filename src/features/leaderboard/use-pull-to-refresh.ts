/**
 * Pull to refresh on a touch screen (pull-gesture.ts has the rules). Touch events rather than
 * pointer events: once the browser takes a touch for scrolling it cancels the pointer, and only a
 * touchmove listener that is not passive can keep a pull from scrolling the page or from setting
 * off the browser's own pull-to-refresh, which would reload the whole app.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { idlePull, isArmed, pullMove, pullStart, type PullState } from './pull-gesture';

export function usePullToRefresh(area: RefObject<HTMLElement | null>, onRefresh: () => void): PullState {
  const [pull, setPull] = useState<PullState>(idlePull);
  // The listeners are added once; they read the latest callback from here.
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    let state = idlePull;
    const set = (next: PullState): void => {
      if (next === state) return;
      state = next;
      setPull(next);
    };
    const onStart = (event: TouchEvent): void => {
      const touch = event.touches[0];
      set(event.touches.length === 1 && touch ? pullStart(touch.clientY, window.scrollY <= 0) : idlePull);
    };
    const onMove = (event: TouchEvent): void => {
      const touch = event.touches[0];
      if (state.startY === null || !touch) return;
      set(pullMove(state, touch.clientY));
      // Pulling down from the top: the page must not scroll (nor the browser reload it).
      if (state.distance > 0 && event.cancelable) event.preventDefault();
    };
    const onEnd = (): void => {
      const armed = isArmed(state);
      set(idlePull);
      if (armed) refresh.current();
    };
    const onCancel = (): void => set(idlePull);
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onCancel);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onCancel);
    };
  }, [area]);

  return pull;
}
