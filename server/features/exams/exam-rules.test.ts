import { describe, expect, it } from 'vitest';
import { deadlineOf, keyMatches, remainingSeconds, scoreAnswers } from './exam-rules';

describe('exam rules', () => {
  it('matches a key trimmed and without regard to case, and nothing else', () => {
    expect(keyMatches('  qh-demo-2468 ', 'QH-DEMO-2468')).toBe(true);
    expect(keyMatches('QH-DEMO-2469', 'QH-DEMO-2468')).toBe(false);
    expect(keyMatches('QH-DEMO', 'QH-DEMO-2468')).toBe(false);
    expect(keyMatches('', 'QH-DEMO-2468')).toBe(false);
  });

  it('ends an attempt after its duration, but never after the exam ends', () => {
    const start = new Date('2026-05-01T10:00:00Z');
    expect(deadlineOf(start, 30, new Date('2026-05-01T18:00:00Z')).toISOString()).toBe('2026-05-01T10:30:00.000Z');
    expect(deadlineOf(start, 30, new Date('2026-05-01T10:10:00Z')).toISOString()).toBe('2026-05-01T10:10:00.000Z');
  });

  it('counts whole seconds left and never below zero', () => {
    const deadline = new Date('2026-05-01T10:00:00Z');
    expect(remainingSeconds(deadline, new Date('2026-05-01T09:58:59.500Z'))).toBe(60);
    expect(remainingSeconds(deadline, new Date('2026-05-01T10:00:01Z'))).toBe(0);
  });

  it('scores right answers by their marks and counts per mark value, leaving unanswered ones out', () => {
    const questions = [
      { id: 1, answer: 0, marks: 1 },
      { id: 2, answer: 2, marks: 2 },
      { id: 3, answer: 1, marks: 2 },
      { id: 4, answer: 3, marks: 1 },
    ];
    const score = scoreAnswers(questions, [
      { questionId: 1, choice: 0 },
      { questionId: 2, choice: 2 },
      { questionId: 3, choice: 0 },
      { questionId: 99, choice: 0 },
    ]);
    expect(score).toEqual({
      obtainedMarks: 3,
      correctAnswers: 2,
      incorrectAnswers: 1,
      statistics: [
        { mark: 1, correct_answer: 1, incorrect: 0 },
        { mark: 2, correct_answer: 1, incorrect: 1 },
      ],
    });
  });
});
