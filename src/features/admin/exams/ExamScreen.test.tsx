import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { EXAM_KEY_PATTERN } from '../../../../contract/api/exams';
import { initI18n } from '../../../lib/i18n/i18n';
import { languagesReply } from '../content/content-fixtures';
import { errorReply, okReply, renderAdmin, type Answer } from '../test-render';
import { examQuestionRow, examRow } from './exam-fixtures';
import { ExamScreen } from './ExamScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(path: string, answers: Record<string, Answer>) {
  return renderAdmin(path, <Route path="/admin/exams/:id" component={ExamScreen} />, { get_admin_languages: () => okReply(languagesReply), ...answers });
}

const question = (n: number) => screen.getByRole('group', { name: `Question ${n}` });

describe('ExamScreen', () => {
  it('creates an exam: checks the form first, keeps a running total of marks, reorders questions and sends the body', async () => {
    const { bodiesOf, location } = show('/admin/exams/new', {
      set_admin_exam: () => okReply({ id: 8 }),
      get_admin_exam: () => okReply({ exam: examRow({ id: 8 }), questions: [examQuestionRow()] }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create the exam' }));
    expect(screen.getByText('Choose the language of this exam.')).toBeTruthy();
    expect(screen.getByText('Enter a title.')).toBeTruthy();
    expect(screen.getByText('Choose the date and time it starts.')).toBeTruthy();
    expect(within(question(1)).getByText('Enter the question.')).toBeTruthy();
    expect(within(question(1)).getAllByText('Enter this answer.')).toHaveLength(4);
    expect(screen.getByText('Some fields need fixing: see the messages above.')).toBeTruthy();
    expect(bodiesOf('set_admin_exam')).toEqual([]);

    const key = screen.getByLabelText(/^Exam key/) as HTMLInputElement;
    expect(key.value).toMatch(EXAM_KEY_PATTERN);
    const first = key.value;
    await user.click(screen.getByRole('button', { name: 'Generate a key' }));
    expect(key.value).toMatch(EXAM_KEY_PATTERN);
    expect(key.value).not.toBe(first);
    await user.clear(key);
    await user.type(key, 'MATHS-7');

    await waitFor(() => expect(screen.getByRole('option', { name: 'English (en)' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Language'), 'English (en)');
    await user.type(screen.getByLabelText('Title'), 'Weekly maths');
    await user.type(screen.getByLabelText(/^Instructions/), 'No calculators.');
    fireEvent.change(screen.getByLabelText(/^Starts/), { target: { value: '2026-12-01T09:30' } });
    fireEvent.change(screen.getByLabelText(/^Ends/), { target: { value: '2026-12-01T11:00' } });
    await user.clear(screen.getByLabelText(/^Duration in minutes/));
    await user.type(screen.getByLabelText(/^Duration in minutes/), '45');

    await user.type(within(question(1)).getByLabelText('Question text'), 'What is 2 + 2?');
    await user.click(screen.getByRole('button', { name: 'Remove the last answer of question 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove the last answer of question 1' }));
    expect(screen.getByRole('button', { name: 'Remove the last answer of question 1' }).hasAttribute('disabled')).toBe(true);
    await user.type(within(question(1)).getByLabelText('Answer 1'), '4');
    await user.type(within(question(1)).getByLabelText('Answer 2'), '5');
    await user.clear(within(question(1)).getByLabelText(/^Marks/));
    await user.type(within(question(1)).getByLabelText(/^Marks/), '2');
    expect(screen.getByText('Questions: 1; total marks: 2')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(document.activeElement).toBe(within(question(2)).getByLabelText('Question text'));
    await user.type(within(question(2)).getByLabelText('Question text'), 'Largest prime below 10?');
    await user.click(screen.getByRole('button', { name: 'Remove the last answer of question 2' }));
    for (const [index, text] of ['2', '5', '7'].entries()) await user.type(within(question(2)).getByLabelText(`Answer ${index + 1}`), text);
    await user.click(within(question(2)).getByRole('radio', { name: 'Correct: answer 3' }));
    await user.clear(within(question(2)).getByLabelText(/^Marks/));
    await user.type(within(question(2)).getByLabelText(/^Marks/), '3');
    expect(screen.getByText('Questions: 2; total marks: 5')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect((within(question(1)).getByLabelText('Question text') as HTMLTextAreaElement).value).toBe('Largest prime below 10?');
    // The moved question cannot go higher: focus stays with it, on its other move button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move question 1 down' }));

    await user.click(screen.getByRole('button', { name: 'Create the exam' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin/exams/8'));
    const [body] = bodiesOf('set_admin_exam');
    expect(body).toMatchObject({
      language_id: 1,
      title: 'Weekly maths',
      instructions: 'No calculators.',
      exam_key: 'MATHS-7',
      duration: 45,
      status: 'active',
      questions: [
        { question: 'Largest prime below 10?', options: ['2', '5', '7'], answer: 2, marks: 3, image_url: null, image_alt: null, math: false },
        { question: 'What is 2 + 2?', options: ['4', '5'], answer: 0, marks: 2, image_url: null, image_alt: null, math: false },
      ],
    });
    expect(new Date(String(body?.starts_at)).getTime()).toBe(new Date(2026, 11, 1, 9, 30).getTime());
    expect(String(body?.ends_at)).toMatch(/^2026-12-01T11:00:00[+-]\d{2}:\d{2}$/);
    expect(await screen.findByText('Exam created.')).toBeTruthy();
  });

  it('edits an exam players started: shows the server refusal beside its field, then EXAM_IN_USE, keeping what the admin typed', async () => {
    let attempts = 0;
    const { bodiesOf } = show('/admin/exams/5', {
      get_admin_exam: () => okReply({ exam: examRow({ attempts: 3, violations: 1 }), questions: [examQuestionRow(), examQuestionRow({ id: 42, question: 'What is 3 × 3?', options: ['9', '6'], marks: 3 })] }),
      set_admin_exam: () => {
        attempts += 1;
        return attempts === 1
          ? errorReply(400, 'VALIDATION', 'questions.0.options.1: an option must not be empty', 'questions.0.options.1')
          : errorReply(409, 'EXAM_IN_USE', 'Players have started this exam: its questions, marks and key can no longer change.', 'questions');
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Weekly maths' });
    expect(screen.getByText(/^Players have started this exam: its questions, marks and key can no longer change. Its title/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Results (attempts: 3, rule violations: 1)' }).getAttribute('href')).toBe('/admin/exams/5/results');
    expect(screen.getByText('Questions: 2; total marks: 5')).toBeTruthy();
    expect((screen.getByLabelText(/^Exam key/) as HTMLInputElement).value).toBe('MATHS-7');

    const marks = within(question(1)).getByLabelText(/^Marks/);
    await user.clear(marks);
    await user.type(marks, '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const option = within(question(1)).getByLabelText('Answer 2');
    expect(await within(question(1)).findByText('questions.0.options.1: an option must not be empty')).toBeTruthy();
    expect(option.getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The server names the questions: the refusal shows under them, just above Save, and the form keeps every change.
    const questions = screen.getByRole('group', { name: 'Questions' });
    expect(await within(questions).findByText('Players have started this exam: its questions, marks and key can no longer change.', { selector: '[role="alert"]' })).toBeTruthy();
    expect(screen.getByText('Some fields need fixing: see the messages above.')).toBeTruthy();
    expect((within(question(1)).getByLabelText(/^Marks/) as HTMLInputElement).value).toBe('4');
    expect(bodiesOf('set_admin_exam')).toHaveLength(2);
    expect(bodiesOf('set_admin_exam')[1]).toMatchObject({ id: 5, exam_key: 'MATHS-7', questions: [{ id: 41, marks: 4 }, { id: 42, marks: 3 }] });
  });

  it('says so when the exam does not exist', async () => {
    show('/admin/exams/77', { get_admin_exam: () => errorReply(404, 'NOT_FOUND', 'No such exam', 'id') });
    expect(await screen.findByText('No such exam')).toBeTruthy();
  });
});
