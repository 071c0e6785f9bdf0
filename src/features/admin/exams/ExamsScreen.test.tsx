import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { initI18n } from '../../../lib/i18n/i18n';
import { page } from '../content/content-fixtures';
import { okReply, renderAdmin } from '../test-render';
import { examResultRow, examRow } from './exam-fixtures';
import { ExamResultsScreen } from './ExamResultsScreen';
import { ExamsScreen } from './ExamsScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ExamsScreen', () => {
  it('lists each exam with its key, figures and links to its form and results, and sends the search', async () => {
    const { bodiesOf } = renderAdmin('/admin/exams', <ExamsScreen />, {
      get_admin_exams: () => okReply(page([examRow({ attempts: 12, violations: 2 }), examRow({ id: 6, title: 'Spelling', exam_key: 'ABCD', status: 'inactive' })], 21)),
    });
    const table = await screen.findByRole('table', { name: 'Exams' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('link', { name: 'Weekly maths' }).getAttribute('href')).toBe('/admin/exams/5');
    expect(within(first!).getByText('MATHS-7')).toBeTruthy();
    expect(within(first!).getByText('30 min')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: '12 (results of Weekly maths)' }).getAttribute('href')).toBe('/admin/exams/5/results');
    expect(within(first!).getByRole('link', { name: '2 (rule violations in Weekly maths)' }).getAttribute('href')).toBe('/admin/exams/5/results?violations=1');
    expect(within(second!).getByText('Hidden from players')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New exam' }).getAttribute('href')).toBe('/admin/exams/new');
    expect(screen.getByText('1–2 of 21')).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'maths');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodiesOf('get_admin_exams').at(-1)).toEqual({ offset: 0, limit: 20, search: 'maths' }));
  });
});

describe('ExamResultsScreen', () => {
  it('shows each attempt with the server’s marks and any rule violation with its time, and filters to violations', async () => {
    const violation = examResultRow({ user_id: 8, name: 'Omar', email: null, state: 'violated', obtained_marks: 2, rules_violated: true, violated_at: '2026-12-01T09:12:00.000Z', client_obtained_marks: 5 });
    const { bodiesOf, location } = renderAdmin('/admin/exams/5/results', <Route path="/admin/exams/:id/results" component={ExamResultsScreen} />, {
      get_admin_exam: () => okReply({ exam: examRow({ attempts: 3, violations: 1 }), questions: [] }),
      get_admin_exam_results: (body) =>
        okReply(body.violations_only ? page([violation]) : page([examResultRow(), violation, examResultRow({ user_id: 9, name: 'Lina', state: 'in_progress', finished_at: null, obtained_marks: null, client_obtained_marks: null })])),
    });
    await screen.findByRole('heading', { level: 1, name: 'Results of Weekly maths' });
    const table = await screen.findByRole('table', { name: 'Attempts at Weekly maths' });
    const [sara, omar, lina] = within(table).getAllByRole('row').slice(1);
    expect(within(sara!).getByText('4 / 5')).toBeTruthy();
    expect(within(sara!).getByText('None')).toBeTruthy();
    expect(within(sara!).getByRole('link', { name: 'Sara' }).getAttribute('href')).toBe('/admin/users/7');
    expect(within(omar!).getByText('Ended: app hidden')).toBeTruthy();
    expect(within(omar!).getByText(/^App hidden too long, /)).toBeTruthy();
    expect(within(omar!).getByText('The device claimed 5')).toBeTruthy();
    expect(within(lina!).getByText('In progress')).toBeTruthy();
    expect(within(lina!).getAllByText('Not yet')).toHaveLength(2);
    expect(bodiesOf('get_admin_exam_results')[0]).toEqual({ exam_module_id: 5, offset: 0, limit: 20, violations_only: false });

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Rule violations only'));
    await waitFor(() => expect(bodiesOf('get_admin_exam_results').at(-1)).toEqual({ exam_module_id: 5, offset: 0, limit: 20, violations_only: true }));
    expect(location.history?.at(-1)).toBe('/admin/exams/5/results?violations=1');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Attempts at Weekly maths' })).getAllByRole('row')).toHaveLength(2));
  });

  it('says when no attempt broke the rules', async () => {
    renderAdmin('/admin/exams/5/results?violations=1', <Route path="/admin/exams/:id/results" component={ExamResultsScreen} />, {
      get_admin_exam: () => okReply({ exam: examRow(), questions: [] }),
      get_admin_exam_results: () => okReply(page([])),
    });
    expect(await screen.findByText('No rule violations in this exam')).toBeTruthy();
    expect((screen.getByLabelText('Rule violations only') as HTMLInputElement).checked).toBe(true);
  });
});
