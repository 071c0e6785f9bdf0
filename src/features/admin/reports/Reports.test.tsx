import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { QuestionReportRow } from '../../../../contract/api/reports';
import { initI18n } from '../../../lib/i18n/i18n';
import { errorReply, okReply, renderAdmin, type Answer } from '../test-render';
import { ReportScreen } from './ReportScreen';
import { ReportsScreen } from './ReportsScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function row(fields: Partial<QuestionReportRow> = {}): QuestionReportRow {
  return {
    id: 5,
    question_id: 42,
    question: 'What is the capital of Australia?',
    category_id: 1,
    category_name: 'Geography',
    subcategory_id: 2,
    subcategory_name: 'Capitals',
    type: 'quiz_zone',
    level: 3,
    user_id: 7,
    user_name: 'Ada',
    message: 'The answer marked is Sydney',
    status: 'open',
    admin_note: null,
    closed_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

function detail(fields: Partial<QuestionReportRow> = {}, open = 3) {
  return {
    ...row(fields),
    full_question: { id: 42, language_id: 1, question: 'What is the capital of Australia?', options: ['Sydney', 'Canberra', 'Melbourne', 'Perth'], answer: 1, answer_text: null, note: 'Canberra since 1913.', image_url: null, active: true },
    open_reports_of_question: open,
  };
}

describe('ReportsScreen', () => {
  it('lists reports, filtered and searched on the server, each opening its report', async () => {
    const { bodiesOf } = renderAdmin('/admin/reports', <ReportsScreen />, { get_admin_question_reports: () => okReply({ total: 1, data: [row()] }) });
    const link = await screen.findByRole('link', { name: 'The answer marked is Sydney' });
    expect(link.getAttribute('href')).toBe('/admin/reports/5');
    expect(screen.getByText('Geography › Capitals')).toBeTruthy();
    expect(bodiesOf('get_admin_question_reports')).toEqual([{ offset: 0, limit: 20 }]);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'Open');
    await user.type(screen.getByLabelText('Message, question text or question id'), '42');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodiesOf('get_admin_question_reports').at(-1)).toEqual({ offset: 0, limit: 20, search: '42', status: 'open' }));
  });

  it('says so when nothing matches', async () => {
    renderAdmin('/admin/reports?status=closed', <ReportsScreen />, { get_admin_question_reports: () => okReply({ total: 0, data: [] }) });
    expect(await screen.findByText('No report matches.')).toBeTruthy();
  });
});

function showReport(answers: Record<string, Answer>) {
  return renderAdmin('/admin/reports/5', <Route path="/admin/reports/:id" component={ReportScreen} />, answers);
}

describe('ReportScreen', () => {
  it('shows the whole question with the correct answer marked, the other open reports and the edit link', async () => {
    showReport({ get_admin_question_report: () => okReply(detail()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Report 5' })).toBeTruthy();
    const options = within(screen.getByRole('list', { name: 'Options' })).getAllByRole('listitem');
    expect(options.map((option) => option.textContent)).toEqual(['Sydney', '✓ Canberra (correct answer)', 'Melbourne', 'Perth']);
    expect(screen.getByText('Canberra since 1913.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Other open reports of this question: 2' }).getAttribute('href')).toBe('/admin/reports?q=42&status=open');
    expect(screen.getByRole('link', { name: 'Edit the question' }).getAttribute('href')).toBe('/admin/questions/42');
  });

  it('closes the report with a note and shows it closed', async () => {
    let closed = false;
    const { bodiesOf } = showReport({
      get_admin_question_report: () => okReply(closed ? detail({ status: 'closed', admin_note: 'Fixed the answer', closed_at: '2026-11-21T10:00:00.000Z' }, 2) : detail()),
      close_admin_question_report: () => {
        closed = true;
        return okReply({ report_id: 5, status: 'closed', changed: true });
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Report 5' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Note (optional)'), '  Fixed the answer ');
    await user.click(screen.getByRole('button', { name: 'Close the report' }));
    await waitFor(() => expect(bodiesOf('close_admin_question_report')).toEqual([{ report_id: 5, note: 'Fixed the answer' }]));
    expect(await screen.findByText('The report is closed.')).toBeTruthy();
    expect(await screen.findByText('Fixed the answer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close the report' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Other open reports of this question: 2' })).toBeTruthy();
  });

  it('checks the note length and shows the server’s refusal', async () => {
    const { bodiesOf } = showReport({
      get_admin_question_report: () => okReply(detail()),
      close_admin_question_report: () => errorReply(400, 'VALIDATION', 'note is too long', 'note'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Report 5' });
    const user = userEvent.setup();
    const note = screen.getByLabelText('Note (optional)');
    await user.click(note);
    await user.paste('x'.repeat(501));
    expect(screen.getByText('Keep the note to 500 characters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close the report' }));
    expect(bodiesOf('close_admin_question_report')).toEqual([]);
    await user.clear(note);
    await user.type(note, 'ok');
    await user.click(screen.getByRole('button', { name: 'Close the report' }));
    expect(await screen.findByText('note is too long')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
  });

  it('says so when there is no such report', async () => {
    showReport({ get_admin_question_report: () => errorReply(404, 'NOT_FOUND', 'No report 5', 'report_id') });
    expect(await screen.findByRole('heading', { name: 'There is no such report.' })).toBeTruthy();
  });
});
