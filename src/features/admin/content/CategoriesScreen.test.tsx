import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n/i18n';
import { okReply, renderAdmin } from '../test-render';
import { CategoriesScreen } from './CategoriesScreen';
import { categoryRow, languagesReply, page } from './content-fixtures';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CategoriesScreen', () => {
  it('lists categories with their language, counts and state, each linking to its page', async () => {
    renderAdmin('/admin/categories', <CategoriesScreen />, {
      get_admin_languages: () => okReply(languagesReply),
      get_admin_categories: () => okReply(page([categoryRow(), categoryRow({ id: 4, slug: 'oceans-ar', name: 'المحيطات', language_id: 2, is_premium: true, coins: 30, active: false })])),
    });
    const table = await screen.findByRole('table', { name: 'Categories' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: /Oceans/ }).getAttribute('href')).toBe('/admin/categories/3');
    await waitFor(() => expect(within(rows[1]!).getByText('العربية (ar)')).toBeTruthy());
    expect(within(rows[1]!).getByText('Premium (30 coins)')).toBeTruthy();
    expect(within(rows[1]!).getByText('Disabled')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: '4' }).getAttribute('href')).toBe('/admin/questions?category=3');
    expect(screen.getByRole('link', { name: 'New category' }).getAttribute('href')).toBe('/admin/categories/new');
  });

  it('sends the search, language, enabled filter and order the admin chose', async () => {
    const { bodiesOf } = renderAdmin('/admin/categories', <CategoriesScreen />, {
      get_admin_languages: () => okReply(languagesReply),
      get_admin_categories: () => okReply(page([categoryRow()])),
    });
    await screen.findByRole('table', { name: 'Categories' });
    expect(bodiesOf('get_admin_categories')[0]).toEqual({ offset: 0, limit: 20, order_by: 'sort' });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('option', { name: 'العربية (ar)' })).toBeTruthy());
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ocean');
    await user.selectOptions(screen.getByLabelText('Language'), 'العربية (ar)');
    await user.selectOptions(screen.getByLabelText('Enabled'), 'Disabled');
    await user.selectOptions(screen.getByLabelText('Order by'), 'Name');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodiesOf('get_admin_categories').at(-1)).toEqual({ offset: 0, limit: 20, search: 'ocean', language_id: 2, active: 'false', order_by: 'name' }));
  });
});
