import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterStartup, FIRST_SCREEN_WAIT_MS, headingShown, resetStartup, settleStartup, startupSettled } from './after-start';

afterEach(() => {
  resetStartup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** Lets timers (the idle fallback) and promise callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('work deferred until after start-up', () => {
  it('waits for the first screen, then runs in the order it was queued', async () => {
    const ran: string[] = [];
    afterStartup(() => ran.push('sync'));
    afterStartup(() => ran.push('languages'));
    let showScreen: () => void = () => undefined;
    settleStartup(new Promise<void>((resolve) => (showScreen = resolve)));
    await flush();
    expect(ran).toEqual([]);
    expect(startupSettled()).toBe(false);
    showScreen();
    await vi.waitFor(() => expect(ran).toEqual(['sync', 'languages']));
    expect(startupSettled()).toBe(true);
  });

  it('runs later work without waiting for a screen, but still not synchronously', async () => {
    settleStartup(Promise.resolve());
    await vi.waitFor(() => expect(startupSettled()).toBe(true));
    const task = vi.fn();
    afterStartup(task);
    expect(task).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });

  it('counts only the first settle, and a failing task does not stop the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const after = vi.fn();
    afterStartup(() => {
      throw new Error('broken');
    });
    afterStartup(after);
    settleStartup(new Promise<void>(() => undefined));
    settleStartup(Promise.resolve());
    await flush();
    expect(after).not.toHaveBeenCalled();
    resetStartup();
    afterStartup(() => {
      throw new Error('broken');
    });
    afterStartup(after);
    settleStartup(Promise.resolve());
    await vi.waitFor(() => expect(after).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalledWith('A start-up task failed', expect.any(Error));
    warn.mockRestore();
  });
});

describe('headingShown', () => {
  it('resolves at once when the screen already has its heading, or without a root', async () => {
    const main = document.createElement('main');
    main.innerHTML = '<h1>Practice</h1>';
    await expect(headingShown(main)).resolves.toBeUndefined();
    await expect(headingShown(null)).resolves.toBeUndefined();
  });

  it('resolves when an h1 arrives, not for a loading state', async () => {
    const main = document.createElement('main');
    document.body.append(main);
    let shown = false;
    void headingShown(main, 10_000).then(() => (shown = true));
    main.innerHTML = '<div role="status">Loading</div>';
    await flush();
    expect(shown).toBe(false);
    main.innerHTML = '<div><h1>Question 1 of 10</h1></div>';
    await vi.waitFor(() => expect(shown).toBe(true));
  });

  it('gives up waiting after the longest wait', async () => {
    vi.useFakeTimers();
    const main = document.createElement('main');
    let shown = false;
    void headingShown(main).then(() => (shown = true));
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(shown).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toBe(true);
  });
});
