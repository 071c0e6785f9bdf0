/**
 * Taking an exam against a canned server: the rules and key checked on the device and by the
 * server, play with answers saved as the player goes, the 5-second visibility rule, Submit with
 * its confirm, and resuming an attempt without the key.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, serve, WAIT } from '../../lib/test-api';
import { ExamArea } from './ExamArea';
import { attemptData, exam, result } from './exam-test-fixtures';
import { setUpSignedInScreenTests } from '../../lib/screen-test-setup';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

setUpSignedInScreenTests(() => {
  vi.restoreAllMocks();
});
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  visibility = 'visible';
  sessionStorage.clear();
});

const list = (data = [exam()]) => () => ({ total: data.length, data });

function serveExam(extra: Record<string, (body: Record<string, unknown>) => unknown> = {}) {
  return serve({
    get_exam_module: list(),
    get_exam_module_questions: (body) => {
      if (body.exam_key !== 'SCI-2026') throw { status: 403, code: 'EXAM_KEY_INVALID', message: 'Invalid exam key' };
      return attemptData();
    },
    set_exam_module_answer: () => ({ answered: 1, remaining_seconds: 1700 }),
    set_exam_module_visibility: (body) => ({ state: 'in_progress', remaining_seconds: body.hidden ? 1700 : 1690 }),
    set_exam_module_result: (body) => result({ rules_violated: body.rules_violated === true, state: body.rules_violated === true ? 'violated' : 'completed' }),
    get_exam_module_result: () => ({ result: result(), review: null }),
    ...extra,
  });
}

async function startExam(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: 'I agree to the exam rules' }, WAIT));
  await user.type(screen.getByRole('textbox', { name: 'Exam key' }), 'SCI-2026');
  await user.click(screen.getByRole('button', { name: 'Start the exam' }));
  await screen.findByText('Question 1 of 2', undefined, WAIT);
}

describe('ExamScreen', () => {
  it('asks for the key and the rules before the server is asked, then shows the server’s refusal of a wrong key', async () => {
    const user = userEvent.setup();
    const bodies = serveExam();
    renderAt('/exam-module/7', <ExamArea />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Science mid-term' }, WAIT)).toBeTruthy();
    expect(screen.getByText(/for more than 5 seconds, your exam ends at once/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Start the exam' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the Exam Key');
    await user.type(screen.getByRole('textbox', { name: 'Exam key' }), 'WRONG');
    await user.click(screen.getByRole('button', { name: 'Start the exam' }));
    expect(screen.getByRole('alert').textContent).toBe('Please agree to the exam rules');
    expect(bodies.get_exam_module_questions).toBeUndefined();

    await user.click(screen.getByRole('checkbox', { name: 'I agree to the exam rules' }));
    await user.click(screen.getByRole('button', { name: 'Start the exam' }));
    expect((await screen.findByRole('alert', undefined, WAIT)).textContent).toBe('Invalid exam key');
    expect(bodies.get_exam_module_questions?.[0]).toEqual({ exam_module_id: 7, exam_key: 'WRONG', rules_agreed: true });
  });

  it('plays one question at a time, saving each answer as it is chosen and marking it in the navigator', async () => {
    const user = userEvent.setup();
    const bodies = serveExam();
    renderAt('/exam-module/7', <ExamArea />);
    await startExam(user);
    expect(screen.getByTestId('exam-timer').textContent).toMatch(/^(30:00|29:59)$/);
    await user.click(screen.getByRole('button', { name: /100 °C/ }));
    expect(await screen.findByText('All answers saved', undefined, WAIT)).toBeTruthy();
    expect(bodies.set_exam_module_answer).toEqual([{ exam_module_id: 7, question_id: 101, choice: 1 }]);
    expect(screen.getByRole('button', { name: /100 °C/ }).getAttribute('aria-pressed')).toBe('true');
    const navigator = screen.getByRole('navigation', { name: 'Questions' });
    expect(within(navigator).getByRole('button', { name: 'Question 1, answered' })).toBeTruthy();
    await user.click(within(navigator).getByRole('button', { name: 'Question 2, not answered' }));
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
  });

  it('reports the app hidden at once and carries on when it is back within 5 seconds', async () => {
    const user = userEvent.setup();
    const bodies = serveExam();
    renderAt('/exam-module/7', <ExamArea />);
    await startExam(user);
    setVisibility('hidden');
    await vi.waitFor(() => expect(bodies.set_exam_module_visibility).toEqual([{ exam_module_id: 7, hidden: true }]), WAIT);
    setVisibility('visible');
    await vi.waitFor(() => expect(bodies.set_exam_module_visibility?.[1]).toEqual({ exam_module_id: 7, hidden: false }), WAIT);
    expect(bodies.set_exam_module_result).toBeUndefined();
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
  });

  it('ends the exam with the rules violated when the app comes back after more than 5 seconds, and shows the result', async () => {
    const user = userEvent.setup();
    const bodies = serveExam({ get_exam_module_result: () => ({ result: result({ rules_violated: true, state: 'violated', violated_at: '2026-11-26T10:01:00.000Z' }), review: null }) });
    const location = renderAt('/exam-module/7', <ExamArea />);
    await startExam(user);
    setVisibility('hidden');
    // A frozen background tab: its timer never ran; the clock moved on 6 seconds.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 6_000);
    setVisibility('visible');
    await vi.waitFor(() => expect(bodies.set_exam_module_result?.[0]).toMatchObject({ exam_module_id: 7, rules_violated: true }), WAIT);
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/exam-module/7/result'), WAIT);
    expect(await screen.findByRole('heading', { name: 'Exam ended: the exam rules were broken' }, WAIT)).toBeTruthy();
  });

  it('ends the exam with the rules violated 5 seconds after the app was hidden, while still hidden', async () => {
    const user = userEvent.setup();
    const bodies = serveExam();
    const location = renderAt('/exam-module/7', <ExamArea />);
    await startExam(user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      setVisibility('hidden');
      act(() => vi.advanceTimersByTime(4_900));
      expect(bodies.set_exam_module_result).toBeUndefined();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(bodies.set_exam_module_result?.[0]).toMatchObject({ exam_module_id: 7, rules_violated: true }), WAIT);
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/exam-module/7/result'), WAIT);
  });

  it('submits after the confirm and shows the server’s result, the review not open yet', async () => {
    const user = userEvent.setup();
    const bodies = serveExam();
    renderAt('/exam-module/7', <ExamArea />);
    await startExam(user);
    await user.click(screen.getByRole('button', { name: /100 °C/ }));
    await user.click(screen.getByRole('button', { name: 'Submit exam' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit your exam?' });
    expect(within(dialog).getByText('You answered 1 of 2 questions.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(bodies.set_exam_module_result?.[0]).toMatchObject({ exam_module_id: 7, rules_violated: false, captured_question_ids: [101] }), WAIT);
    const figures = await screen.findByTestId('exam-result', undefined, WAIT);
    expect(within(figures).getByText('2 / 5 marks')).toBeTruthy();
    expect(within(figures).getByText('02:05')).toBeTruthy();
    expect(screen.getByText(/The review of your answers opens when the exam ends for everyone/)).toBeTruthy();
  });

  it('resumes an attempt in progress without the key, with the answers the server saved', async () => {
    const bodies = serve({
      get_exam_module: list([exam({ attempt: { state: 'in_progress', started_at: '2026-11-26T10:00:00.000Z', deadline_at: '2026-11-26T10:30:00.000Z', finished_at: null, obtained_marks: null } })]),
      get_exam_module_questions: () => attemptData(12, [{ question_id: 101, choice: 2 }], false),
    });
    renderAt('/exam-module/7', <ExamArea />);
    expect(await screen.findByText('Question 1 of 2', undefined, WAIT)).toBeTruthy();
    expect(bodies.get_exam_module_questions?.[0]).toEqual({ exam_module_id: 7 });
    expect(screen.getByRole('button', { name: /110 °C/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('exam-timer').textContent).toMatch(/^(12:00|11:59)$/);
  });
});
