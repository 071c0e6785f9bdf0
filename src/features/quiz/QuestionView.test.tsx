import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { QuestionView, type QuestionViewProps } from './QuestionView';

const question = { id: 7, question: 'Capital of France?', options: ['Berlin', 'Paris', 'Rome', 'Madrid'], image_url: null, image_alt: null };

function renderQuestion(props: Partial<QuestionViewProps> = {}) {
  const onAnswer = vi.fn();
  const all: QuestionViewProps = { question, number: 1, total: 7, remaining: 30, secondsPerQuestion: 30, onAnswer, ...props };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <header>
        <a href="/profile">Profile of Ada</a>
      </header>
      <main id="main" tabIndex={-1}>
        <QuestionView {...all} />
      </main>
    </I18nextProvider>,
  );
  const rerender = (next: Partial<QuestionViewProps>) =>
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <header>
          <a href="/profile">Profile of Ada</a>
        </header>
        <main id="main" tabIndex={-1}>
          <QuestionView {...all} {...next} />
        </main>
      </I18nextProvider>,
    );
  return { onAnswer, rerender };
}

beforeAll(() => {
  initI18n();
});

afterEach(cleanup);

describe('QuestionView: number keys', () => {
  it('answers with 1-4 while focus is in the question', () => {
    const { onAnswer } = renderQuestion();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Capital of France?' }));
    fireEvent.keyDown(document.activeElement ?? document, { key: '2' });
    expect(onAnswer).toHaveBeenCalledWith(1);
  });

  it('answers while focus is on an answer button or nowhere in particular', () => {
    const { onAnswer } = renderQuestion();
    const rome = screen.getByRole('button', { name: 'Rome' });
    rome.focus();
    fireEvent.keyDown(rome, { key: '4' });
    expect(onAnswer).toHaveBeenLastCalledWith(3);
    rome.blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: '1' });
    expect(onAnswer).toHaveBeenLastCalledWith(0);
  });

  it('ignores the keys while focus is on a control outside the question (e.g. the header avatar)', () => {
    const { onAnswer } = renderQuestion();
    const avatar = screen.getByRole('link', { name: 'Profile of Ada' });
    avatar.focus();
    fireEvent.keyDown(avatar, { key: '2' });
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('ignores modified and repeated keys and numbers without an option', () => {
    const { onAnswer } = renderQuestion();
    const heading = screen.getByRole('heading', { name: 'Capital of France?' });
    fireEvent.keyDown(heading, { key: '2', ctrlKey: true });
    fireEvent.keyDown(heading, { key: '2', repeat: true });
    fireEvent.keyDown(heading, { key: '5' });
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('tells assistive technology the shortcut of each answer', () => {
    renderQuestion();
    const shortcuts = screen.getAllByRole('button').map((b) => b.getAttribute('aria-keyshortcuts'));
    expect(shortcuts).toEqual(['1', '2', '3', '4']);
  });
});

describe('QuestionView: low-time warning', () => {
  it('announces "5 seconds left" once per question, not every second', () => {
    const { rerender } = renderQuestion({ remaining: 6 });
    const region = screen.getByTestId('low-time');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    rerender({ remaining: 5 });
    expect(region.textContent).toBe('5 seconds left');
    rerender({ remaining: 4 });
    rerender({ remaining: 1 });
    // The text does not change while time runs down, so it is spoken only once.
    expect(region.textContent).toBe('5 seconds left');
    rerender({ remaining: 0 });
    expect(region.textContent).toBe('');
    rerender({ question: { ...question, id: 8, question: 'Largest planet?' }, number: 2, remaining: 30 });
    expect(screen.getByTestId('low-time').textContent).toBe('');
  });

  it('says nothing when a question has 5 seconds or less in all', () => {
    renderQuestion({ remaining: 5, secondsPerQuestion: 5 });
    expect(screen.getByTestId('low-time').textContent).toBe('');
  });
});

describe('QuestionView: picture', () => {
  it('shows the question picture with its description as the alternative text', () => {
    renderQuestion({ question: { ...question, image_url: '/content-media/quiz/paris.svg', image_alt: 'A map of France with a dot on Paris' } });
    const image = screen.getByRole('img', { name: 'A map of France with a dot on Paris' });
    expect(image.getAttribute('src')).toBe('/content-media/quiz/paris.svg');
  });
});

describe('QuestionView: feedback after an answer', () => {
  const feedback = (chosen: number | null, onContinue = vi.fn()) => ({
    status: 'known' as const,
    chosen,
    correct: 1,
    note: 'Paris has been the capital since 987.',
    last: false,
    onContinue,
  });

  it('marks the right option and the wrong choice with words, says it politely and moves focus to Next', () => {
    const onContinue = vi.fn();
    const { onAnswer } = renderQuestion({ feedback: feedback(2, onContinue) });
    expect(screen.getByRole('button', { name: /Paris\s*\(right answer\)/ }).className).toContain('option--correct');
    expect(screen.getByRole('button', { name: /Rome\s*\(your answer\)/ }).className).toContain('option--wrong');
    const region = screen.getByTestId('answer-feedback');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Not quite.');
    expect(region.textContent).toContain('The right answer is: Paris');
    expect(region.textContent).toContain('Paris has been the capital since 987.');
    const next = screen.getByRole('button', { name: 'Next question' });
    expect(document.activeElement).toBe(next);
    // The answer is given: options and number keys no longer answer.
    fireEvent.keyDown(document.body, { key: '1' });
    fireEvent.click(screen.getByRole('button', { name: /Berlin/ }));
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.click(next);
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('says "Correct!" without repeating the answer, and "Time ran out." for no answer', () => {
    const { rerender } = renderQuestion({ feedback: feedback(1) });
    expect(screen.getByTestId('answer-feedback').textContent).toContain('Correct!');
    expect(screen.getByTestId('answer-feedback').textContent).not.toContain('The right answer is');
    rerender({ feedback: { ...feedback(null), last: true } });
    expect(screen.getByTestId('answer-feedback').textContent).toContain('Time ran out.');
    expect(screen.getByRole('button', { name: 'See my result' })).toBeTruthy();
  });

  it('while the server checks the answer, marks the choice, says so, and keeps Next off until the verdict', () => {
    const onContinue = vi.fn();
    const { rerender } = renderQuestion({ feedback: { status: 'pending', chosen: 2, correct: null, note: '', last: false, onContinue } });
    expect(screen.getByTestId('answer-feedback').textContent).toContain('Checking your answer');
    expect(document.querySelectorAll('.option--chosen')).toHaveLength(1);
    expect(screen.getAllByRole('button')[2]?.className).toContain('option--chosen');
    const next = screen.getByRole('button', { name: 'Next question' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    rerender({ feedback: { status: 'unchecked', chosen: 2, correct: null, note: '', last: false, onContinue } });
    expect(screen.getByTestId('answer-feedback').textContent).toContain('could not be checked');
    expect((screen.getByRole('button', { name: 'Next question' }) as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next question' }));
  });
});
