import { describe, expect, it } from 'vitest';
import { questionKindFields, type QuestionKindInput } from './question-kinds';

const four: QuestionKindInput = { question: 'Which?', options: ['A', 'B', 'C', 'D'], answer: 2, answer_text: null, hint: null, audio_url: null, transcript: 'stray', passage_id: null };

describe('questionKindFields', () => {
  it('stores a word with no options and answer -1, its empty hint as null', () => {
    expect(questionKindFields('guess_the_word', { ...four, options: [], answer_text: 'OCEAN', hint: '' })).toEqual({
      fields: { options: [], answer: -1, answer_text: 'OCEAN', hint: null, transcript: null, passage_id: null, math: false },
    });
  });

  it('takes two options for True & False and refuses an answer past them', () => {
    expect(questionKindFields('true_false', { ...four, options: ['True', 'False'], answer: 2 })).toEqual({ field: 'answer', problem: 'answer must be from 0 to 1' });
  });

  it('drops a transcript without a sound, and marks Math Mania as math unless told otherwise', () => {
    const result = questionKindFields('math_mania', { ...four, question: 'Is $1 + 1 = 2$?' });
    expect(result).toMatchObject({ fields: { transcript: null, math: true } });
    expect(questionKindFields('math_mania', { ...four, question: 'Costs $5', math: false })).toMatchObject({ fields: { math: false } });
  });

  it('counts an escaped dollar as text, not as a formula sign', () => {
    expect(questionKindFields('math_mania', { ...four, question: 'Is \\$5 more than $2 + 2$?' })).toMatchObject({ fields: { math: true } });
    expect(questionKindFields('math_mania', { ...four, options: ['$1$', '$2', '3', '4'] })).toEqual({ field: 'options', problem: 'option 2 has a formula opened with $ and not closed' });
  });
});
