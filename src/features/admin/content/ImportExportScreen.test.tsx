import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n/i18n';
import { errorReply, okReply, renderAdmin } from '../test-render';
import { categoryRow, languagesReply, page } from './content-fixtures';
import { readText } from '../components/download-file';
import { ImportExportScreen } from './ImportExportScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const lists = {
  get_admin_languages: () => okReply(languagesReply),
  get_admin_categories: () => okReply(page([categoryRow()])),
  get_admin_subcategories: () => okReply(page([])),
};

const CSV = 'category_slug,subcategory_slug,level,question,option_1,option_2,option_3,option_4,answer\noceans-en,deep-sea,1,Q?,a,b,c,d,1\n';

describe('ImportExportScreen', () => {
  it('checks a file first, lists every problem by line and field, and imports only a clean file after asking', async () => {
    let clean = false;
    const { bodiesOf } = renderAdmin('/admin/import', <ImportExportScreen />, {
      ...lists,
      import_admin_questions: (body) => {
        if (!clean) return okReply({ dry_run: true, written: false, rows: 2, created: 1, updated: 0, unchanged: 0, problems: [{ line: 3, field: 'answer', message: 'answer must be 1 to 4' }] });
        return okReply({ dry_run: body.dry_run, written: !body.dry_run, rows: 1, created: 1, updated: 0, unchanged: 0, problems: [] });
      },
    });
    const user = userEvent.setup();
    const importForm = within(await screen.findByRole('region', { name: 'Import' }));
    await user.click(importForm.getByRole('button', { name: 'Check the file' }));
    expect(screen.getByText('Choose a file first.')).toBeTruthy();

    await user.upload(screen.getByLabelText('Questions file (CSV or JSON)'), new File([CSV], 'ocean.json', { type: 'application/json' }));
    expect((importForm.getByLabelText('File format') as HTMLSelectElement).value).toBe('json');
    await user.upload(screen.getByLabelText('Questions file (CSV or JSON)'), new File([CSV], 'ocean.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const problems = await screen.findByRole('table', { name: 'Problems in the file' });
    expect(within(problems).getByRole('rowheader').textContent).toBe('3');
    expect(within(problems).getByText('answer must be 1 to 4')).toBeTruthy();
    expect(screen.getByText('Nothing was written. Problems: 1, in a file of 2 rows. Correct them and check the file again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
    expect(bodiesOf('import_admin_questions')).toEqual([{ format: 'csv', content: CSV, dry_run: true }]);

    clean = true;
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('The file is ready. Rows: 1; to add: 1; to update: 0; unchanged: 0.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = screen.getByRole('dialog', { name: 'Import this file?' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported. Added: 1; updated: 0; unchanged: 0.')).toBeTruthy();
    expect(bodiesOf('import_admin_questions').at(-1)).toEqual({ format: 'csv', content: CSV, dry_run: false });
  });

  it('shows a file the server cannot read as the file field error', async () => {
    renderAdmin('/admin/import', <ImportExportScreen />, { ...lists, import_admin_questions: () => errorReply(400, 'VALIDATION', 'content must hold the file', 'content') });
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Questions file (CSV or JSON)'), new File(['x'], 'bad.csv'));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('content must hold the file')).toBeTruthy();
    expect(screen.getByLabelText('Questions file (CSV or JSON)').getAttribute('aria-invalid')).toBe('true');
  });

  it('exports with the chosen format and filters, saves the file and says plainly when it was cut short', async () => {
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (created.push(blob), 'blob:questions')), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { bodiesOf } = renderAdmin('/admin/import', <ImportExportScreen />, {
      ...lists,
      export_admin_questions: () => okReply({ format: 'json', content: '[]', rows: 20000, truncated: true }),
    });
    const user = userEvent.setup();
    const exportForm = within(await screen.findByRole('region', { name: 'Export' }));
    await user.selectOptions(exportForm.getByLabelText('File format'), 'JSON');
    await waitFor(() => expect(exportForm.getByRole('option', { name: 'English (en)' })).toBeTruthy());
    await user.selectOptions(exportForm.getByLabelText('Language'), 'English (en)');
    await user.selectOptions(exportForm.getByLabelText('Enabled'), 'Enabled');
    await user.click(exportForm.getByRole('button', { name: 'Export the questions' }));
    expect(await screen.findByText(/the file has only the first 20,000 in play order/)).toBeTruthy();
    expect(bodiesOf('export_admin_questions')).toEqual([{ format: 'json', language_id: 1, active: 'true' }]);
    expect(click).toHaveBeenCalledTimes(1);
    expect(await readText(created[0]!)).toBe('[]');
  });
});
