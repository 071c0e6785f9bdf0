/**
 * react-hot-toast (about 5 KB gzip) loads with the first toast, not with the start-up JS: most
 * first screens raise none. Until it is in, calls wait in order; once in, they run at once. The
 * toaster (AppToaster) mounts when the library is first asked for; toasts raised before it mounts
 * are kept in the library's store and show when it does.
 */
import type * as ReactHotToast from 'react-hot-toast';
import { createStore, useStore } from '../store';

type ToastLibrary = typeof ReactHotToast;

let loaded: ToastLibrary | null = null;
let loading: Promise<ToastLibrary> | null = null;

/** Whether anything asked for toasts yet: the toaster mounts from then on. */
const requestedStore = createStore(false);

export function loadToastLibrary(): Promise<ToastLibrary> {
  requestedStore.set(() => true);
  loading ??= import('react-hot-toast').then(
    (library) => {
      loaded = library;
      return library;
    },
    (error: unknown) => {
      // Tried again by the next toast (the chunk is precached, so this is rare: a broken deploy).
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Runs `run` with the library: now when it is loaded, else once it is (in call order). */
export function withToastLibrary(run: (library: ToastLibrary) => void): void {
  if (loaded) run(loaded);
  else loadToastLibrary().then(run, (error: unknown) => console.warn('Toasts could not be loaded', error));
}

/** Runs `run` once the library is in, if anything asked for it; never loads it (nothing to dismiss then). */
export function ifToastLibraryAsked(run: (library: ToastLibrary) => void): void {
  if (loaded) run(loaded);
  else void loading?.then(run, () => undefined);
}

export function useToastsRequested(): boolean {
  return useStore(requestedStore);
}
