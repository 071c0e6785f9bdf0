import { describe, expect, it } from 'vitest';
import { checkQuestions, draftOf, emptyQuestion, moved, questionFields, questionsBody, totalMarks, withAnotherOption, withoutLastOption, type QuestionDraft } from './question-drafts';

const question = (fields: Partial<QuestionDraft> = {}): QuestionDraft => ({ ...emptyQuestion(), question: 'Capital of Peru?', options: ['Lima', 'Quito'], answer: 1, marks: '2', ...fields });

describe('question drafts', () => {
  it('keeps the right option inside the list when the last option is removed, and never goes below two or above four', () => {
    const three = question({ options: ['a', 'b', 'c'], answer: 2 });
    expect(withoutLastOption(three)).toMatchObject({ options: ['a', 'b'], answer: 1 });
    expect(withoutLastOption(question()).options).toEqual(['Lima', 'Quito']);
    const four = withAnotherOption(withAnotherOption(question()));
    expect(four.options).toEqual(['Lima', 'Quito', '', '']);
    expect(withAnotherOption(four).options).toHaveLength(4);
  });

  it('moves a question and sums the marks typed so far (a mark not yet valid counts 0)', () => {
    const [a, b, c] = [question({ marks: '2' }), question({ marks: '5' }), question({ marks: 'x' })];
    expect(moved([a, b, c], 2, 0)).toEqual([c, a, b]);
    expect(totalMarks([a, b, c])).toBe(7);
  });

  it('names each problem by the path the server uses', () => {
    expect(checkQuestions([], true)).toEqual({ questions: 'admin.questions.noneError' });
    const found = checkQuestions([question(), question({ question: ' ', options: ['a', ' ', 'c'], marks: '0' })], true);
    expect(found).toEqual({ 'questions.1.question': 'admin.questions.textRequired', 'questions.1.options.1': 'admin.questions.optionRequired', 'questions.1.marks': 'admin.questions.marksInvalid' });
    // A contest has no marks to check.
    expect(checkQuestions([question({ marks: '' })], false)).toEqual({});
    expect(questionFields([question()])).toEqual(['questions', 'questions.0.question', 'questions.0.options', 'questions.0.answer', 'questions.0.marks', 'questions.0.options.0', 'questions.0.options.1']);
  });

  it('builds the body with trimmed texts, the stored id and marks only for an exam', () => {
    const stored = draftOf({ id: 40, question: ' Two + two? ', options: [' 4 ', '5'], answer: 0, marks: 3, image_url: '/uploads/content/a.png', image_alt: 'sum', math: true });
    expect(questionsBody([stored], true)).toEqual([{ id: 40, question: 'Two + two?', options: ['4', '5'], answer: 0, marks: 3, image_url: '/uploads/content/a.png', image_alt: 'sum', math: true }]);
    expect(questionsBody([question()], false)).toEqual([{ question: 'Capital of Peru?', options: ['Lima', 'Quito'], answer: 1, image_url: null, image_alt: null, math: false }]);
  });
});
