import { describe, expect, it } from 'vitest';
import { createInstallPrompt } from './install-prompt';
import { fakeInstallEvent, fakeInstallHost } from './install-test-helpers';

describe('the install offer', () => {
  it('keeps the browser offer instead of letting it show its own banner', () => {
    const page = fakeInstallHost();
    const capture = createInstallPrompt(page);
    const event = fakeInstallEvent();
    page.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(capture.store.get().offer).toBe(event);
  });

  it('shows the browser dialog once and is installed when the player accepts', async () => {
    const page = fakeInstallHost();
    const capture = createInstallPrompt(page);
    const event = fakeInstallEvent('accepted');
    page.dispatchEvent(event);
    await expect(capture.prompt()).resolves.toBe('accepted');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(capture.store.get()).toEqual({ offer: null, installed: true });
    // The event is spent: a second click has nothing to show.
    await expect(capture.prompt()).resolves.toBe('unavailable');
    expect(event.prompt).toHaveBeenCalledTimes(1);
  });

  it('drops a dismissed offer and takes the next one the browser makes', async () => {
    const page = fakeInstallHost();
    const capture = createInstallPrompt(page);
    page.dispatchEvent(fakeInstallEvent('dismissed'));
    await expect(capture.prompt()).resolves.toBe('dismissed');
    expect(capture.store.get()).toEqual({ offer: null, installed: false });
    const again = fakeInstallEvent();
    page.dispatchEvent(again);
    expect(capture.store.get().offer).toBe(again);
  });

  it('forgets the offer once the app is installed another way (appinstalled)', () => {
    const page = fakeInstallHost();
    const capture = createInstallPrompt(page);
    page.dispatchEvent(fakeInstallEvent());
    page.dispatchEvent(new Event('appinstalled'));
    expect(capture.store.get()).toEqual({ offer: null, installed: true });
  });

  it('offers nothing in the installed app (display-mode standalone)', async () => {
    const page = fakeInstallHost(true);
    const capture = createInstallPrompt(page);
    page.dispatchEvent(fakeInstallEvent());
    expect(capture.store.get()).toEqual({ offer: null, installed: true });
    await expect(capture.prompt()).resolves.toBe('unavailable');
  });

  it('ignores an event that cannot prompt, and stops listening when asked', () => {
    const page = fakeInstallHost();
    const capture = createInstallPrompt(page);
    page.dispatchEvent(new Event('beforeinstallprompt'));
    expect(capture.store.get().offer).toBeNull();
    capture.stop();
    page.dispatchEvent(fakeInstallEvent());
    expect(capture.store.get().offer).toBeNull();
  });
});
