import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { AdminLanguage } from '../../../../contract/api/admin-languages';
import { initI18n } from '../../../lib/i18n/i18n';
import { errorReply, okReply, renderAdmin, type Answer } from '../test-render';
import { TextsScreen } from './TextsScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const french: AdminLanguage = { id: 3, code: 'fr', name: 'Français', rtl: 0, is_default: false, for_ui: true, for_quiz: true, sort: 3, keys_total: 25, keys_present: 24, keys_missing: 1 };

/** 25 keys: common.k00 … common.k24; k07 is missing, k03 has the admin's own text. */
const strings = Array.from({ length: 25 }, (_, i) => {
  const key = `common.k${String(i).padStart(2, '0')}`;
  if (i === 7) return { key, english: `Hello ${i}`, value: null, override: null, missing: true };
  return { key, english: `Hello ${i}`, value: i === 3 ? 'Salut à vous' : `Bonjour ${i}`, override: i === 3 ? 'Salut à vous' : null, missing: false };
});

function open(path: string, answers: Record<string, Answer> = {}) {
  return renderAdmin(path, <Route path="/admin/languages/:id/texts" component={TextsScreen} />, {
    get_admin_languages: () => okReply([french]),
    get_admin_language_strings: () => okReply({ language_id: 3, code: 'fr', keys_total: 25, keys_missing: 1, data: strings }),
    ...answers,
  });
}

function jsonFile(name: string, text: string): File {
  return new File([text], name, { type: 'application/json' });
}

describe('TextsScreen', () => {
  it('shows each key with English beside the language’s text, paged in the browser', async () => {
    const { bodiesOf } = open('/admin/languages/3/texts');
    const table = await screen.findByRole('table', { name: 'Interface texts of Français' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Interface texts: Français');
    expect(bodiesOf('get_admin_language_strings')).toEqual([{ language_id: 3 }]);
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('1–20 of 25')).toBeTruthy();
    const missingRow = screen.getByRole('rowheader', { name: 'common.k07' }).closest('tr') as HTMLElement;
    expect(within(missingRow).getByText('Missing')).toBeTruthy();
    expect(within(screen.getByRole('rowheader', { name: 'common.k03' }).closest('tr') as HTMLElement).getByText('(your text)')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('21–25 of 25')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'common.k24' })).toBeTruthy();
  });

  it('filters to the missing keys and searches keys and texts', async () => {
    open('/admin/languages/3/texts');
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Show'), 'Missing only');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['common.k07']));
    await user.selectOptions(screen.getByLabelText('Show'), 'Any');
    await user.type(screen.getByLabelText('Key or text'), 'salut{Enter}');
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['common.k03']));
    await user.clear(screen.getByLabelText('Key or text'));
    await user.type(screen.getByLabelText('Key or text'), 'HELLO 12{Enter}');
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['common.k12']));
  });

  it('edits one key in place, sends it and shows the text players now get', async () => {
    const { bodiesOf } = open('/admin/languages/3/texts', {
      set_admin_language_string: (body) => okReply({ key: body.key, value: body.value === '' ? null : body.value, override: body.value === '' ? null : body.value, changed: true }),
    });
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit common.k07' }));
    const field = screen.getByLabelText('Text for common.k07');
    expect(document.activeElement).toBe(field);
    await user.type(field, 'Bonjour sept');
    await user.click(screen.getByRole('button', { name: 'Save text' }));
    expect(await screen.findByText('common.k07 saved.')).toBeTruthy();
    expect(bodiesOf('set_admin_language_string')).toEqual([{ language_id: 3, key: 'common.k07', value: 'Bonjour sept' }]);
    const row = screen.getByRole('rowheader', { name: 'common.k07' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Bonjour sept')).toBeTruthy();
    expect(within(row).queryByText('Missing')).toBeNull();
    expect(document.activeElement).toBe(within(row).getByRole('button', { name: 'Edit common.k07' }));
  });

  it('shows the server’s refusal of a text next to the field', async () => {
    open('/admin/languages/3/texts', { set_admin_language_string: () => errorReply(400, 'VALIDATION', 'value must be at most 5000 characters', 'value') });
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit common.k01' }));
    await user.click(screen.getByRole('button', { name: 'Save text' }));
    expect(await screen.findByText('value must be at most 5000 characters')).toBeTruthy();
    expect(screen.getByLabelText('Text for common.k01').getAttribute('aria-invalid')).toBe('true');
  });

  it('exports what players get as a JSON file', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:texts');
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    open('/admin/languages/3/texts', { get_admin_language_json: () => okReply({ code: 'fr', strings: { 'common.k00': 'Bonjour 0' } }) });
    await screen.findByRole('table');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export fr.json' }));
    expect(await screen.findByText('fr.json downloaded.')).toBeTruthy();
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(JSON.parse(text)).toEqual({ 'common.k00': 'Bonjour 0' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('fr.json');
    click.mockRestore();
    URL.createObjectURL = saved.create;
    URL.revokeObjectURL = saved.revoke;
  });

  it('says plainly when the chosen file is not JSON', async () => {
    const { bodiesOf } = open('/admin/languages/3/texts');
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('JSON file to import'), { target: { files: [jsonFile('fr.json', '{"common": ')] } });
    expect(await screen.findByText('fr.json is not a JSON file: it could not be read.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Check file' }) as HTMLButtonElement).disabled).toBe(true);
    expect(bodiesOf('set_admin_language_json')).toEqual([]);
  });

  it('checks a file with a dry run, shows the report, and imports only a clean file after asking', async () => {
    const report = { dry_run: true, written: false, unknown_keys: [], invalid_keys: [], changed_keys: ['common.k01'], unchanged: 1 };
    const { bodiesOf } = open('/admin/languages/3/texts', {
      set_admin_language_json: (body) => (body.dry_run ? okReply(report) : okReply({ ...report, dry_run: false, written: true })),
    });
    await screen.findByRole('table');
    const user = userEvent.setup();
    const content = { common: { k01: 'Salut', k02: 'Bonjour 2' } };
    fireEvent.change(screen.getByLabelText('JSON file to import'), { target: { files: [jsonFile('fr.json', JSON.stringify(content))] } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Check file' }) as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Would change: 1. Unchanged: 1. Unknown keys: 0. Not text: 0.')).toBeTruthy();
    expect(screen.getByText('common.k01', { selector: 'li code' })).toBeTruthy();
    expect(bodiesOf('set_admin_language_json')).toEqual([{ language_id: 3, strings: content, dry_run: true, replace: false }]);

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = screen.getByRole('dialog', { name: 'Import these texts into fr?' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported. Texts changed: 1.')).toBeTruthy();
    expect(bodiesOf('set_admin_language_json')[1]).toEqual({ language_id: 3, strings: content, dry_run: false, replace: false });
    // The texts are read again after the import.
    await waitFor(() => expect(bodiesOf('get_admin_language_strings')).toHaveLength(2));
  });

  it('will not import a file the dry run found unknown keys in', async () => {
    open('/admin/languages/3/texts', {
      set_admin_language_json: () => okReply({ dry_run: true, written: false, unknown_keys: ['nope.key'], invalid_keys: ['common.k02'], changed_keys: [], unchanged: 0 }),
    });
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('JSON file to import'), { target: { files: [jsonFile('fr.json', '{"nope.key": "x", "common.k02": 3}')] } });
    const user = userEvent.setup();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Check file' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('This file cannot be imported: fix or remove the keys below first.')).toBeTruthy();
    expect(screen.getByText('nope.key')).toBeTruthy();
    expect(screen.getByText('common.k02', { selector: 'li code' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
