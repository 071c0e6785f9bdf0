import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminLanguage } from '../../../../contract/api/admin-languages';
import { initI18n } from '../../../lib/i18n/i18n';
import { errorReply, okReply, renderAdmin } from '../test-render';
import { LanguagesScreen } from './LanguagesScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function language(id: number, code: string, name: string, fields: Partial<AdminLanguage> = {}): AdminLanguage {
  return { id, code, name, rtl: 0, is_default: false, for_ui: true, for_quiz: true, sort: id, keys_total: 815, keys_present: 815, keys_missing: 0, ...fields };
}

const english = language(1, 'en', 'English', { is_default: true });
const arabic = language(2, 'ar', 'العربية', { rtl: 1, keys_present: 800, keys_missing: 15 });
const german = language(3, 'de', 'Deutsch', { for_ui: false, for_quiz: false, keys_present: 0, keys_missing: 815 });

function rowOf(name: string): HTMLElement {
  return screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
}

describe('LanguagesScreen', () => {
  it('lists each language with its direction, where it is offered, the default and its texts', async () => {
    renderAdmin('/admin/languages', <LanguagesScreen />, { get_admin_languages: () => okReply([english, arabic, german]) });
    await screen.findByRole('table', { name: 'Languages' });
    const ar = rowOf('العربية');
    expect(within(ar).getByText('Right to left')).toBeTruthy();
    expect(within(ar).getByRole('link', { name: '800 of 815 (15 missing): interface texts of العربية' }).getAttribute('href')).toBe('/admin/languages/2/texts');
    expect(within(ar).getByText('800 of 815 (15 missing)')).toBeTruthy();
    expect(within(rowOf('English')).getByText('Default')).toBeTruthy();
    expect(within(rowOf('Deutsch')).getByRole<HTMLInputElement>('checkbox', { name: 'Offer Deutsch for the interface' }).checked).toBe(false);
  });

  it('turns a language on for the interface and shows the answer in place', async () => {
    const { bodiesOf } = renderAdmin('/admin/languages', <LanguagesScreen />, {
      get_admin_languages: () => okReply([english, german]),
      set_admin_language: () => okReply({ language: { ...german, for_ui: true }, changed: true }),
    });
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Offer Deutsch for the interface' }));
    expect(await screen.findByText('Deutsch is offered for the interface.')).toBeTruthy();
    expect(bodiesOf('set_admin_language')).toEqual([{ language_id: 3, for_ui: true }]);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Offer Deutsch for the interface' }).checked).toBe(true);
  });

  it('shows the server’s refusal to turn the default language off', async () => {
    renderAdmin('/admin/languages', <LanguagesScreen />, {
      get_admin_languages: () => okReply([english]),
      set_admin_language: () => errorReply(400, 'VALIDATION', 'The default language stays enabled: make another the default first', 'for_ui'),
    });
    await screen.findByRole('table');
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Offer English for the interface' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The default language stays enabled: make another the default first');
  });

  it('asks before making a language the default, then moves the default', async () => {
    const { bodiesOf } = renderAdmin('/admin/languages', <LanguagesScreen />, {
      get_admin_languages: () => okReply([english, arabic]),
      set_admin_language_default: () => okReply({ language_id: 2, code: 'ar', changed: true }),
    });
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Make default (العربية)' }));
    const dialog = screen.getByRole('dialog', { name: 'Make العربية the default language?' });
    expect(bodiesOf('set_admin_language_default')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Make default' }));
    expect(await screen.findByText('العربية is now the default language.')).toBeTruthy();
    expect(bodiesOf('set_admin_language_default')).toEqual([{ language_id: 2 }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(rowOf('العربية')).getByText('Default')).toBeTruthy();
    expect(within(rowOf('English')).getByRole('button', { name: 'Make default (English)' })).toBeTruthy();
  });

  it('will not make a language the default while it is off for the interface or quiz content', async () => {
    renderAdmin('/admin/languages', <LanguagesScreen />, { get_admin_languages: () => okReply([english, german]) });
    await screen.findByRole('table');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Make default (Deutsch)' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Turn this language on for the interface and quiz content first/)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Make default' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a language, checking the code first and showing the server’s refusal beside its field', async () => {
    let added = 0;
    const { bodiesOf } = renderAdmin('/admin/languages', <LanguagesScreen />, {
      get_admin_languages: () => okReply([english]),
      add_admin_language: () => (++added === 1 ? errorReply(400, 'VALIDATION', 'A language with this code exists', 'code') : okReply(german)),
    });
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), 'German');
    await user.type(screen.getByLabelText('Name'), 'Deutsch');
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a language code such as de or pt-BR.')).toBeTruthy();
    expect(bodiesOf('add_admin_language')).toEqual([]);

    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), 'de');
    await user.click(screen.getByLabelText('Written right to left'));
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    expect(await screen.findByText('A language with this code exists')).toBeTruthy();
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByLabelText('Written right to left'));
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    expect(await screen.findByText('Deutsch added, turned off for now.')).toBeTruthy();
    expect(bodiesOf('add_admin_language')).toEqual([
      { code: 'de', name: 'Deutsch', rtl: 1 },
      { code: 'de', name: 'Deutsch', rtl: 0 },
    ]);
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'Deutsch' })).toBeTruthy());
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('');
  });
});
