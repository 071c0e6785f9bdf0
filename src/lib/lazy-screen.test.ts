import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  forgetChunkReload,
  isChunkLoadError,
  lazyScreen,
  loadWithReload,
  resetChunkReloadState,
  type ReloadEnvironment,
} from './lazy-screen';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: https://quizhive.test/assets/PlayScreen-abc.js');

function environment() {
  return { storage: sessionStorage, reload: vi.fn<() => void>() } satisfies ReloadEnvironment;
}

/** What a fresh page load after the reload looks like: no reload under way, sessionStorage kept. */
const afterReload = () => resetChunkReloadState();

afterEach(() => {
  resetChunkReloadState();
  cleanup();
});

describe('chunk load errors', () => {
  it('recognises the messages of Chromium, Firefox, Safari and Vite', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('loading a screen after a deploy', () => {
  it('reloads the page once and stays pending instead of showing an error', async () => {
    const env = environment();
    let settled = false;
    void loadWithReload(() => Promise.reject(chunkError()), 'screen:Play', env).finally(() => (settled = true));
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('screen:Play');
  });

  it('gives up with the error when the same screen fails again after the reload', async () => {
    const env = environment();
    void loadWithReload(() => Promise.reject(chunkError()), 'screen:Play', env);
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1));
    afterReload();
    await expect(loadWithReload(() => Promise.reject(chunkError()), 'screen:Play', env)).rejects.toThrow(/dynamically imported module/);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('clears the flag once the screen loads, so a later deploy gets its reload too', async () => {
    const env = environment();
    void loadWithReload(() => Promise.reject(chunkError()), 'screen:Play', env);
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1));
    afterReload();
    await expect(loadWithReload(() => Promise.resolve({ ok: true }), 'screen:Play', env)).resolves.toEqual({ ok: true });
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    void loadWithReload(() => Promise.reject(chunkError()), 'screen:Play', env);
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalledTimes(2));
  });

  it("does not clear another screen's flag", async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, 'screen:Play');
    await loadWithReload(() => Promise.resolve({}), 'screen:Home', environment());
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('screen:Play');
  });

  it('never reloads for an error that is not a missing chunk', async () => {
    const env = environment();
    await expect(loadWithReload(() => Promise.reject(new RangeError('bug')), 'screen:Play', env)).rejects.toThrow('bug');
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('never reloads without sessionStorage, where "once" cannot be kept', async () => {
    const env = { storage: null, reload: vi.fn<() => void>() };
    await expect(loadWithReload(() => Promise.reject(chunkError()), 'screen:Play', env)).rejects.toThrow();
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('lets Retry on the error screen arm one more reload', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, 'screen:Play');
    forgetChunkReload({ storage: sessionStorage, reload: vi.fn<() => void>() });
    const env = environment();
    void loadWithReload(() => Promise.reject(chunkError()), 'screen:Play', env);
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1));
  });
});

describe('preloading a screen', () => {
  const Practice = () => createElement('h1', null, 'Practice');
  const renderScreen = (Screen: ReturnType<typeof lazyScreen>) => render(createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, createElement(Screen)));

  it('starts the load before the render, and a loaded screen renders without suspending', async () => {
    const load = vi.fn(() => Promise.resolve({ Practice }));
    const Screen = lazyScreen(load, 'Practice', []);
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
    renderScreen(Screen);
    // In the very first commit: no fallback, so React has no reveal to hold back.
    expect(screen.getByRole('heading', { name: 'Practice' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends a screen whose chunk is not there yet, and shares the load with a preload started meanwhile', async () => {
    let finish: (module: { Practice: typeof Practice }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ Practice: typeof Practice }>((resolve) => (finish = resolve)));
    const Screen = lazyScreen(load, 'Practice', []);
    renderScreen(Screen);
    expect(screen.getByText('Loading')).toBeTruthy();
    void Screen.preload();
    await act(async () => finish({ Practice }));
    expect(await screen.findByRole('heading', { name: 'Practice' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never rejects, and a failed preload leaves the render to try again', async () => {
    const load = vi
      .fn<() => Promise<{ Practice: typeof Practice }>>()
      .mockRejectedValueOnce(new RangeError('flaky'))
      .mockResolvedValue({ Practice });
    const Screen = lazyScreen(load, 'Practice', []);
    await expect(Screen.preload()).resolves.toBeUndefined();
    await act(async () => {
      renderScreen(Screen);
    });
    expect(await screen.findByRole('heading', { name: 'Practice' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
