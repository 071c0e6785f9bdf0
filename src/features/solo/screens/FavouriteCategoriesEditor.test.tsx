/**
 * "Your favourite categories" by keyboard: add, move up and down (the moved row keeps the focus and
 * the move is announced), remove, and save the order with set_quiz_categories; a refusal is shown.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { FavouriteCategoriesEditor } from './FavouriteCategoriesEditor';
import { playerCategory, serve, WAIT } from './test-helpers';
import { setUpSignedInScreenTests } from '../../../lib/screen-test-setup';

const categories = [
  playerCategory({ id: 1, slug: 'history', name: 'History', favourite_rank: 1 }),
  playerCategory({ id: 2, slug: 'science', name: 'Science', favourite_rank: 2 }),
  playerCategory({ id: 3, slug: 'sport', name: 'Sport' }),
];

function renderEditor(onSaved = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <FavouriteCategoriesEditor categories={categories} onSaved={onSaved} onClose={vi.fn()} />
    </I18nextProvider>,
  );
  return onSaved;
}

const chosenNames = () => [...document.querySelectorAll('ol.solo-favourites > li > span')].map((span) => span.textContent);

setUpSignedInScreenTests();

describe('FavouriteCategoriesEditor', () => {
  it('reorders from the keyboard, keeps the focus on the moved row and saves the order', async () => {
    const bodies = serve({ set_quiz_categories: (body) => ({ type: 'quiz_zone', categories: body.categories }) });
    const onSaved = renderEditor();
    expect(document.activeElement?.textContent).toBe('Your favourite categories');
    expect(chosenNames()).toEqual(['History', 'Science']);

    screen.getByRole('button', { name: 'Add Sport to your favourites' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(chosenNames()).toEqual(['History', 'Science', 'Sport']);
    expect(screen.getByRole('status').textContent).toBe('Sport added as number 3.');

    screen.getByRole('button', { name: 'Move Sport up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(chosenNames()).toEqual(['History', 'Sport', 'Science']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Sport up' }));
    await userEvent.keyboard('{Enter}');
    expect(chosenNames()).toEqual(['Sport', 'History', 'Science']);
    // At the top its "up" is disabled, so the focus moves to its "down".
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Sport down' }));
    expect(screen.getByRole('status').textContent).toBe('Sport is now number 1.');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Science from your favourites' }));
    expect(chosenNames()).toEqual(['Sport', 'History']);

    await userEvent.click(screen.getByRole('button', { name: 'Save favourites' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith([3, 1]), WAIT);
    expect(bodies.set_quiz_categories).toEqual([{ type: 'quiz_zone', categories: [3, 1] }]);
  });

  it('shows why the server refused the list', async () => {
    serve({
      set_quiz_categories: () => {
        throw { status: 422, code: 'VALIDATION', message: 'Choose at most 12 favourite categories' };
      },
    });
    const onSaved = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Save favourites' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe('The request is not valid.');
    expect(onSaved).not.toHaveBeenCalled();
    expect(within(screen.getByRole('region', { name: 'Your favourite categories' })).getByRole('button', { name: 'Save favourites' })).toBeTruthy();
  });
});
