/**
 * What every tutor screen test does around each test: English, a signed-in subscriber whose token
 * the request layer sends, and afterwards the screen, hooks, language and stubbed globals put back.
 * `after` adds a file's own clean-up (the device's tables it wrote).
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { applyDocumentLanguage, i18n, initI18n } from '../../lib/i18n/i18n';
import { translateMessage } from '../../lib/i18n/translate-message';
import { resetRequestHooks, setRequestHooks } from '../../lib/request/request-hooks';
import { resetSession, sessionStore } from '../../lib/session/session-store';
import { signInSubscriber } from '../../lib/session/test-session';

export function setUpTutorScreenTests(after: () => Promise<unknown>): void {
  beforeAll(() => {
    initI18n();
  });

  beforeEach(async () => {
    await act(() => i18n.changeLanguage('en'));
    resetSession();
    signInSubscriber();
    setRequestHooks({ getToken: () => sessionStore.get().token, translateMessage });
  });

  afterEach(async () => {
    cleanup();
    resetRequestHooks();
    applyDocumentLanguage('en', 0);
    vi.unstubAllGlobals();
    await after();
  });
}
