/**
 * Safe points: while anything marks the app busy (a level or practice being played, an exam),
 * disruptive things wait, such as reloading into a new version. Screens call useBusyWhile(playing).
 */
import { useEffect } from 'react';
import { createStore, useStore } from './store';

const busyStore = createStore<number>(0);

/** Marks the app busy until the returned release is called (idempotent). */
export function markBusy(): () => void {
  busyStore.set((count) => count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    busyStore.set((count) => count - 1);
  };
}

export function isBusy(): boolean {
  return busyStore.get() > 0;
}

export function subscribeBusy(listener: () => void): () => void {
  return busyStore.subscribe(listener);
}

export function useIsBusy(): boolean {
  return useStore(busyStore, (count) => count > 0);
}

/** Keeps the app busy while `active` is true and the component is mounted. */
export function useBusyWhile(active: boolean): void {
  useEffect(() => (active ? markBusy() : undefined), [active]);
}
