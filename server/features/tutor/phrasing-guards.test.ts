import { describe, expect, it } from 'vitest';
import { checkPhrasing, numbersIn, showsAnswer } from './phrasing-guards';
import { parseReply } from './chat-phrasing';

const numberItem = { kind: 'number' as const, answer: '1200' };
const choiceItem = { kind: 'choice' as const, answer: '1', options: ['run', 'table', 'quickly'] };

describe('phrasing guards', () => {
  it('reads numbers whatever their separators', () => {
    expect(numbersIn('What is 1 200 + 35?')).toEqual(['1200', '35']);
    expect(numbersIn('1,200 and 007 and 3,5 and 2.25')).toEqual(['1200', '7', '3.5', '2.25']);
    expect(numbersIn('no numbers')).toEqual([]);
  });

  it('knows when a text gives the answer', () => {
    expect(showsAnswer(numberItem, 'It makes 1,200.')).toBe(true);
    expect(showsAnswer(numberItem, 'It makes 120.')).toBe(false);
    expect(showsAnswer(choiceItem, 'The TABLE is the one.')).toBe(true);
    expect(showsAnswer(choiceItem, 'Which word is a noun?')).toBe(false);
  });

  it('takes new words and refuses empty, long, renumbered or revealing ones', () => {
    const question = { text: 'What is 1000 + 200?', item_id: 'unit:1' };
    expect(checkPhrasing(question, 'Can you add 1000 and 200?', numberItem)).toBe('ok');
    expect(checkPhrasing(question, '   ', numberItem)).toBe('empty');
    expect(checkPhrasing(question, 'Add 1000 and\u0000 200?', numberItem)).toBe('control_characters');
    expect(checkPhrasing(question, 'Add 1000 and 200. '.repeat(20), numberItem)).toBe('too_long');
    expect(checkPhrasing(question, 'Can you add 1000 and 300?', numberItem)).toBe('numbers_changed');
    expect(checkPhrasing(question, 'Can you add 1000 and 200?', null)).toBe('unknown_item');
    const choice = { text: 'Which word is a noun?', item_id: 'unit:2' };
    expect(checkPhrasing(choice, 'Which one names a thing: maybe table?', choiceItem)).toBe('reveals_answer');
    // A verdict that already gave the answer may keep giving it.
    expect(checkPhrasing({ text: 'Not quite: the answer is table.', item_id: 'unit:2' }, 'Almost! It was table.', choiceItem)).toBe('ok');
  });

  it('reads the model’s reply only in the asked shape and count', () => {
    expect(parseReply('```json\n{"texts": ["a", "b"]}\n```', 2)).toEqual(['a', 'b']);
    expect(parseReply('{"texts": ["a"]}', 2)).toBeNull();
    expect(parseReply('{"texts": [1, 2]}', 2)).toBeNull();
    expect(parseReply('no json here', 1)).toBeNull();
  });
});
