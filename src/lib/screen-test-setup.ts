/**
 * What every signed-in screen test does around each test: the interface in English, a signed-in
 * subscriber (test-session.ts) whose token the request layer sends, and afterwards the screen
 * unmounted and the language, request hooks and stubbed globals put back. `after` is a file's own
 * clean-up, run once its screen is gone; a file's own set-up goes in a beforeEach of its own, which
 * runs after this one.
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { applyDocumentLanguage, i18n, initI18n } from './i18n/i18n';
import { translateMessage } from './i18n/translate-message';
import { resetRequestHooks, setRequestHooks } from './request/request-hooks';
import { resetSession, sessionStore } from './session/session-store';
import { signInSubscriber } from './session/test-session';

export function setUpSignedInScreenTests(after?: () => unknown): void {
  beforeAll(() => {
    initI18n();
  });

  beforeEach(async () => {
    if (i18n.language !== 'en') await act(() => i18n.changeLanguage('en'));
    resetSession();
    signInSubscriber();
    setRequestHooks({ getToken: () => sessionStore.get().token, translateMessage });
  });

  afterEach(async () => {
    cleanup();
    await after?.();
    resetRequestHooks();
    applyDocumentLanguage('en', 0);
    vi.unstubAllGlobals();
  });
}
