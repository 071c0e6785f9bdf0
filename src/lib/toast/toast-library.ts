/**
 * react-hot-toast (about 5 KB gzip) loads with the first toast, not with the start-up JS: most
 * first screens raise none. Until it is in, calls wait in order; once in, they run at once. The
 * toaster (AppToaster) mounts when the library is first asked for; toasts raised before it mounts
 * are kept in the library's store and show when it does.
 */
import { createStore, useStore } from '../store';

type ToastLibrary = typeof import('react-hot-toast');

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

/** Runs `use` with the library: now when it is loaded, else once it is (in call order). */
export function withToastLibrary(use: (library: ToastLibrary) => void): void {
  if (loaded) use(loaded);
  else loadToastLibrary().then(use, (error: unknown) => console.warn('Toasts could not be loaded', error));
}

/** Runs `use` once the library is in, if anything asked for it; never loads it (nothing to dismiss then). */
export function ifToastLibraryAsked(use: (library: ToastLibrary) => void): void {
  if (loaded) use(loaded);
  else void loading?.then(use, () => undefined);
}

export function useToastsRequested(): boolean {
  return useStore(requestedStore);
}
