/**
 * React.lazy for named exports, so every screen is its own chunk; and the guard for chunks that
 * vanished. After a deploy, a page still running the old build asks for chunk files the server no
 * longer has. Instead of a blank page it reloads once into the new build; a flag in
 * sessionStorage makes sure it is only once, so a chunk that fails again (offline and not cached,
 * a broken deploy) reaches the error screen (src/app/pwa/LoadErrorBoundary.tsx) instead of a loop.
 */
import { createElement, lazy, useState, type ComponentType } from 'react';
import type { EnglishPart } from './i18n/english-parts';
import { loadEnglish } from './i18n/i18n';

export const CHUNK_RELOAD_KEY = 'quizhive.chunkReload';

/** The messages browsers and Vite give when a dynamic import or its preloaded CSS cannot be fetched. */
const CHUNK_LOAD_MESSAGE = /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_MESSAGE.test(error.message);
}

export interface ReloadEnvironment {
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  readonly reload: () => void;
}

function browserEnvironment(): ReloadEnvironment {
  let storage: Storage | null = null;
  try {
    storage = typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage disabled: without the flag there is no safe way to reload only once, so never reload.
  }
  return { storage, reload: () => window.location.reload() };
}

let reloading = false;

/**
 * Reloads the page unless this same load already caused a reload in this tab; returns whether it
 * did. `what` names the failing load, so one screen's success does not re-arm another's reload.
 */
export function reloadOnce(what: string, env: ReloadEnvironment = browserEnvironment()): boolean {
  if (reloading) return true;
  if (!env.storage || env.storage.getItem(CHUNK_RELOAD_KEY) === what) return false;
  env.storage.setItem(CHUNK_RELOAD_KEY, what);
  reloading = true;
  env.reload();
  return true;
}

/** A load that works again clears its flag, so a later deploy in the same tab gets its one reload too. */
export function markLoaded(what: string, env: ReloadEnvironment = browserEnvironment()): void {
  if (env.storage?.getItem(CHUNK_RELOAD_KEY) === what) env.storage.removeItem(CHUNK_RELOAD_KEY);
}

/** The Retry of the error screen: forget the flag, so the next load may reload once more. */
export function forgetChunkReload(env: ReloadEnvironment = browserEnvironment()): void {
  env.storage?.removeItem(CHUNK_RELOAD_KEY);
}

/** For tests: forget that a reload is under way. */
export function resetChunkReloadState(): void {
  reloading = false;
}

const never = <T>() => new Promise<T>(() => undefined);

/** Screen loads under way; while any runs, a Vite preload error is theirs to handle. */
let screenLoads = 0;

/** Loads a screen module, reloading the page once if its chunk is gone. */
export async function loadWithReload<M>(load: () => Promise<M>, what: string, env?: ReloadEnvironment): Promise<M> {
  let module: M;
  screenLoads += 1;
  try {
    module = await load();
  } catch (error) {
    // While the page reloads, keep the screen suspended rather than flash an error.
    if (isChunkLoadError(error) && reloadOnce(what, env)) return never<M>();
    throw error;
  } finally {
    screenLoads -= 1;
  }
  markLoaded(what, env);
  return module;
}

/** A lazy screen that can start loading its chunk before it renders (src/app/route-preload.ts). */
export type PreloadableScreen<P extends object> = ComponentType<P> & {
  /** Starts the chunk's download and evaluation now; the screen's first render then finds it loaded. */
  readonly preload: () => Promise<void>;
};

/**
 * A screen in its own chunk. Until the chunk has loaded it renders through React.lazy (the route's
 * Suspense fallback shows); once loaded (preload() or an earlier visit) it renders the component
 * directly. That matters beyond the fallback: React holds back the reveal of suspended content
 * until 300 ms after a fallback appeared, so a screen whose chunk was preloaded but that still
 * suspended once would show up to 300 ms late.
 */
export function lazyScreen<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  /** The parts of the built-in English the screen shows beyond the shell's (src/lib/i18n/english-parts.ts). */
  english: readonly EnglishPart[],
): PreloadableScreen<P> {
  // The screen's words load beside its chunk and the screen waits for both: it never renders a key.
  const loadWithWords = () => Promise.all([load(), loadEnglish(english)]).then(([module]) => module);
  // One load shared by preload() and the render, so an early start is never a second download. A
  // failed load is forgotten, so the next attempt (the render after a preload failed) tries again.
  let pending: Promise<Record<K, ComponentType<P>>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const loadOnce = (): Promise<Record<K, ComponentType<P>>> => {
    pending ??= loadWithReload(loadWithWords, `screen:${name}`).then(
      (module) => {
        loaded = module[name];
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy<ComponentType<P>>(async () => ({ default: (await loadOnce())[name] }));
  function Screen(props: P) {
    // Decided once per mounted screen: switching from Lazy to the component later would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? createElement(Loaded, props) : createElement(Lazy, props);
  }
  Screen.displayName = name;
  // A failed preload stays quiet: the render loads again and shows the error screen if it must.
  return Object.assign(Screen, { preload: () => loadOnce().then(() => undefined, () => undefined) });
}

interface PreloadErrorEvent extends Event {
  readonly payload?: unknown;
}

let guarded = false;

/**
 * Vite raises 'vite:preloadError' when a dynamic import or its dependencies fail to load. A lazy
 * screen handles its own failure (loadWithReload); any other dynamic import reloads once here.
 * Idempotent.
 */
export function guardChunkLoads(): void {
  if (guarded || typeof window === 'undefined') return;
  guarded = true;
  window.addEventListener('vite:preloadError', (event: Event) => {
    // Left to the screen's loader, which reloads under the screen's own name.
    if (screenLoads > 0) return;
    const payload = (event as PreloadErrorEvent).payload;
    const what = `preload:${payload instanceof Error ? payload.message : String(payload)}`;
    // preventDefault would make the import resolve to nothing; only do it when the page is going away.
    if (reloadOnce(what)) event.preventDefault();
  });
}
