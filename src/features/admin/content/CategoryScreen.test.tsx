import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { initI18n } from '../../../lib/i18n/i18n';
import { errorReply, okReply, renderAdmin, type Answer } from '../test-render';
import { CategoryScreen } from './CategoryScreen';
import { categoryRow, languagesReply, page, subcategoryRow } from './content-fixtures';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(path: string, answers: Record<string, Answer>) {
  return renderAdmin(path, <Route path="/admin/categories/:id" component={CategoryScreen} />, { get_admin_languages: () => okReply(languagesReply), ...answers });
}

describe('CategoryScreen', () => {
  it('creates a category: checks the form, suggests the slug, uploads a picture and shows the server refusal beside the slug', async () => {
    let attempts = 0;
    const { bodiesOf, location } = show('/admin/categories/new', {
      upload_admin_content_media: () => okReply({ url: '/uploads/content/abc.png', kind: 'picture', content_type: 'image/png', bytes: 68 }),
      set_admin_category: (body) => {
        attempts += 1;
        return attempts === 1 ? errorReply(400, 'VALIDATION', 'slug is taken by "Oceans" (3)', 'slug') : okReply({ category: categoryRow({ id: 8, ...body }), changed: true });
      },
      get_admin_categories: () => okReply(page([categoryRow({ id: 8 })])),
      get_admin_subcategories: () => okReply(page([])),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create the category' }));
    expect(screen.getByText('Enter a name.')).toBeTruthy();
    expect(screen.getByText('Choose the language of this category.')).toBeTruthy();
    expect(bodiesOf('set_admin_category')).toEqual([]);

    await user.type(screen.getByLabelText('Name'), 'Oceans & Seas');
    expect((screen.getByLabelText(/^Slug/) as HTMLInputElement).value).toBe('oceans-seas');
    await waitFor(() => expect(screen.getByRole('option', { name: 'English (en)' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Language'), 'English (en)');
    await user.type(screen.getByLabelText('Icon (an emoji)'), '🌊');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'wave.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Picture: choose a file'), file);
    await waitFor(() => expect(bodiesOf('upload_admin_content_media')).toEqual([{ file: expect.any(File) }]));
    expect((await screen.findByRole('presentation')).getAttribute('src')).toBe('/uploads/content/abc.png');
    await user.click(screen.getByLabelText('Premium: players unlock it with coins'));
    await user.type(screen.getByLabelText('Unlock price in coins'), '25');
    await user.click(screen.getByRole('button', { name: 'Create the category' }));

    const slug = screen.getByLabelText(/^Slug/);
    expect(await screen.findByText('slug is taken by "Oceans" (3)')).toBeTruthy();
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    await user.clear(slug);
    await user.type(slug, 'oceans-2');
    await user.click(screen.getByRole('button', { name: 'Create the category' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin/categories/8'));
    expect(bodiesOf('set_admin_category').at(-1)).toEqual({
      name: 'Oceans & Seas',
      slug: 'oceans-2',
      language_id: 1,
      icon: '🌊',
      image_url: '/uploads/content/abc.png',
      description: '',
      is_premium: true,
      coins: 25,
      sort: 0,
      active: true,
    });
  });

  it('edits a category, asking before disabling it, and adds a subcategory', async () => {
    const { bodiesOf } = show('/admin/categories/3', {
      get_admin_categories: () => okReply(page([categoryRow()])),
      get_admin_subcategories: () => okReply(page([subcategoryRow()])),
      set_admin_category: (body) => okReply({ category: categoryRow({ ...body }), changed: true }),
      set_admin_subcategory: (body) => okReply({ subcategory: subcategoryRow({ id: 6, ...body, questions: 0, max_level: 0 }), changed: true }),
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Oceans' });
    expect(bodiesOf('get_admin_categories')).toEqual([{ id: 3, offset: 0, limit: 1, order_by: 'sort' }]);
    const subs = await screen.findByRole('table', { name: 'Subcategories of this category' });
    expect(within(subs).getByRole('link', { name: 'Order of level 2 of Deep sea' }).getAttribute('href')).toBe('/admin/questions/order?subcategory=5&level=2');

    await user.click(screen.getByLabelText('Enabled: players see it'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable “Oceans”?' });
    expect(bodiesOf('set_admin_category')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(bodiesOf('set_admin_category')).toEqual([expect.objectContaining({ id: 3, active: false, slug: 'oceans-en', language_id: 1 })]));
    expect(await screen.findByText('Category “Oceans” saved.')).toBeTruthy();

    await user.click(within(subs).getByRole('button', { name: 'Edit Deep sea' }));
    const edit = screen.getByRole('form', { name: 'Edit Deep sea' });
    expect(document.activeElement).toBe(within(edit).getByLabelText('Subcategory name'));
    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit Deep sea' })).toBeNull();

    const add = screen.getByRole('form', { name: 'New subcategory' });
    await user.type(within(add).getByLabelText('Subcategory name'), 'Coral reefs');
    await user.click(within(add).getByRole('button', { name: 'Add the subcategory' }));
    await waitFor(() => expect(bodiesOf('set_admin_subcategory')).toEqual([{ category_id: 3, name: 'Coral reefs', slug: 'coral-reefs', sort: 0, active: true }]));
    expect(await screen.findByText('Subcategory “Coral reefs” saved.')).toBeTruthy();
  });

  it('says so when the category does not exist', async () => {
    show('/admin/categories/77', { get_admin_categories: () => okReply(page([])) });
    expect(await screen.findByText('No such category')).toBeTruthy();
  });
});
