import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminPage } from '../../../../contract/api/admin-config';
import type { AdminLanguage } from '../../../../contract/api/admin-languages';
import { initI18n } from '../../../lib/i18n/i18n';
import { errorReply, okReply, renderAdmin, type Answer } from '../test-render';
import { PagesScreen } from './PagesScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lang = (id: number, code: string, name: string, fields: Partial<AdminLanguage> = {}): AdminLanguage => ({
  id, code, name, rtl: 0, is_default: false, for_ui: true, for_quiz: true, sort: id, keys_total: 1, keys_present: 1, keys_missing: 0, ...fields,
});
const english = lang(1, 'en', 'English', { is_default: true });
const arabic = lang(2, 'ar', 'العربية', { rtl: 1 });

const page = (type: AdminPage['type'], languageId: number, fields: Partial<AdminPage> = {}): AdminPage => ({
  type, language_id: languageId, stored: true, title: `${type} title`, body: `${type} body`, items: [], updated_at: '2026-05-01T10:00:00.000Z', ...fields,
});

function open(path: string, answers: Record<string, Answer> = {}) {
  return renderAdmin(path, <PagesScreen />, {
    get_admin_languages: () => okReply([english, arabic]),
    get_admin_pages: (body) =>
      okReply(
        body.language_id === 1
          ? [page('about_us', 1), page('faq', 1, { items: [{ question: 'Q1', answer: 'A1' }, { question: 'Q2', answer: 'A2' }] })]
          : [page('about_us', 2, { stored: false }), page('faq', 2, { title: 'أسئلة', items: [] })],
      ),
    ...answers,
  });
}

describe('PagesScreen', () => {
  it('opens the default language’s first page and edits its title and text', async () => {
    const { bodiesOf } = open('/admin/pages', { set_admin_page: () => okReply({ type: 'about_us', language_id: 1, changed: true }) });
    const title = await screen.findByLabelText('Title');
    expect(bodiesOf('get_admin_pages')).toEqual([{ language_id: 1 }]);
    expect(screen.getByRole('heading', { name: 'About us in English' })).toBeTruthy();
    const user = userEvent.setup();
    await user.clear(title);
    await user.type(title, 'About Quizhive');
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('About us saved in English.')).toBeTruthy();
    expect(bodiesOf('set_admin_page')).toEqual([{ type: 'about_us', language_id: 1, title: 'About Quizhive', body: 'about_us body', items: [] }]);
    // The default language's page cannot be deleted.
    expect(screen.queryByRole('button', { name: 'Delete this language’s page' })).toBeNull();
  });

  it('says when a language shows the default language’s text', async () => {
    open('/admin/pages?language=2&type=about_us');
    expect(await screen.findByText(/العربية has no page of its own here: its players see the English text below/)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'About us (default language’s text)' })).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('dir')).toBe('rtl');
    expect(screen.queryByRole('button', { name: 'Delete this language’s page' })).toBeNull();
  });

  it('adds, reorders and removes the FAQ’s questions and sends them in order', async () => {
    const { bodiesOf } = open('/admin/pages?type=faq', { set_admin_page: () => okReply({ type: 'faq', language_id: 1, changed: true }) });
    await screen.findByRole('group', { name: 'Questions and answers' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect((screen.getByLabelText('Question 1') as HTMLInputElement).value).toBe('Q2');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    expect(screen.getByText('Write the question, or remove it.')).toBeTruthy();
    expect(bodiesOf('set_admin_page')).toEqual([]);
    await user.type(screen.getByLabelText('Question 3'), 'Q3');
    await user.type(screen.getByLabelText('Answer 3'), 'A3');
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(bodiesOf('set_admin_page')).toHaveLength(1));
    expect(bodiesOf('set_admin_page')[0]?.items).toEqual([
      { question: 'Q2', answer: 'A2' },
      { question: 'Q3', answer: 'A3' },
    ]);
  });

  it('shows the server’s refusal of a question beside it', async () => {
    open('/admin/pages?type=faq', { set_admin_page: () => errorReply(400, 'VALIDATION', 'items.1.question must be at most 500 characters', 'items.1.question') });
    await screen.findByRole('group', { name: 'Questions and answers' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('items.1.question must be at most 500 characters')).toBeTruthy();
    expect(screen.getByLabelText('Question 2').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks before deleting a language’s own page, then reads the pages again', async () => {
    const { bodiesOf } = open('/admin/pages', { delete_admin_page: () => okReply({ type: 'faq', language_id: 2, changed: true }) });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Language'), 'العربية');
    await user.selectOptions(await screen.findByLabelText('Page'), 'FAQ');
    await user.click(await screen.findByRole('button', { name: 'Delete this language’s page' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete FAQ in العربية?' });
    expect(within(dialog).getByText('Its players will see the English page instead.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete this language’s page' }));
    expect(await screen.findByText('FAQ in العربية deleted: its players see the default language’s.')).toBeTruthy();
    expect(bodiesOf('delete_admin_page')).toEqual([{ type: 'faq', language_id: 2 }]);
    expect(bodiesOf('get_admin_pages')).toEqual([{ language_id: 1 }, { language_id: 2 }, { language_id: 2 }]);
  });
});
