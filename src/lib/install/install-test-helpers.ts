/** Test doubles for the install offer: Chromium's event and a page that fires it. */
import { vi } from 'vitest';
import type { BeforeInstallPromptEvent, InstallPromptHost } from './install-prompt';

/** Chromium's beforeinstallprompt as a plain Event: prompt() is recorded and the player's choice is already made. */
export function fakeInstallEvent(outcome: 'accepted' | 'dismissed' = 'accepted'): BeforeInstallPromptEvent & { readonly prompt: ReturnType<typeof vi.fn> } {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(event, {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
}

/** A page the test fires events at; `standalone` answers the display-mode query as the installed app does. */
export function fakeInstallHost(standalone = false): InstallPromptHost & EventTarget {
  const target = new EventTarget();
  return Object.assign(target, { matchMedia: (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }) });
}
