import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { getOfflineDb } from '../../../offline/db';
import { fakeApiFetch } from '../../../offline/packs/test-platform';
import { clearOfflineDb } from '../../quiz/quiz-test-fixtures';
import { BookmarkToggle } from './BookmarkToggle';
import { setUpSignedInScreenTests } from '../../../lib/screen-test-setup';

let bodies: Record<string, unknown>[];

setUpSignedInScreenTests();
beforeEach(async () => {
  await clearOfflineDb();
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
