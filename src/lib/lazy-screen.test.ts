import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, forgetChunkReload, isChunkLoadError, loadWithReload, resetChunkReloadState, type ReloadEnvironment } from './lazy-screen';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: https://quizhive.test/assets/PlayScreen-abc.js');

function environment() {
  return { storage: sessionStorage, reload: vi.fn<() => void>() } satisfies ReloadEnvironment;
}

/** What a fresh page load after the reload looks like: no reload under way, sessionStorage kept. */
const afterReload = () => resetChunkReloadState();

afterEach(() => {
  resetChunkReloadState();
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
