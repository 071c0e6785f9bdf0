import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n/i18n';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { resetRequestHooks, setRequestHooks } from '../../../lib/request/request-hooks';
import { resetSession, sessionStore } from '../../../lib/session/session-store';
import { signInSubscriber } from '../../../lib/session/test-session';
import { getOfflineDb } from '../../../offline/db';
import { fakeApiFetch } from '../../../offline/packs/test-platform';
import { clearOfflineDb } from '../../quiz/quiz-test-fixtures';
import { BookmarkToggle } from './BookmarkToggle';

let bodies: Record<string, unknown>[];

beforeAll(() => {
  initI18n();
});

beforeEach(async () => {
  await clearOfflineDb();
  resetSession();
  signInSubscriber();
  setRequestHooks({ getToken: () => sessionStore.get().token, translateMessage });
  bodies = [];
  vi.stubGlobal(
    'fetch',
    fakeApiFetch({
      set_bookmark: (body) => {
        bodies.push(body);
        if (body.status === false) throw { status: 500, code: 'INTERNAL', message: 'Something went wrong' };
        return { question_id: body.question_id, bookmarked: true, total: 1 };
      },
    }),
  );
});

afterEach(() => {
  cleanup();
  resetRequestHooks();
  vi.unstubAllGlobals();
});

describe('BookmarkToggle online', () => {
  it('saves at once, and a removal the server refuses says the spec’s words and stays marked', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <BookmarkToggle questionId={41} type="nonverbal" />
      </I18nextProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Bookmark' });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText('Bookmarked.')).toBeTruthy();
    expect(bodies[0]).toMatchObject({ question_id: 41, status: true, type: 'nonverbal' });
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByText('Cannot Remove Question from Bookmark.')).toBeTruthy());
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    // Online and answered, nothing waits in the outbox.
    expect(await getOfflineDb().outbox.count()).toBe(0);
  });
});
