import { describe, expect, it } from 'vitest';
import { answerFormatOf, applyKey, isAnswerReady, keyFromKeyboard, MAX_ANSWER_LENGTH } from './answer-format';

const whole = answerFormatOf({ answer: '42' });
const signed = answerFormatOf({ answer: '-7' });
const decimal = answerFormatOf({ answer: '2.5' });

describe('answer format', () => {
  it('offers minus and decimal keys only when the answer has them', () => {
    expect(whole).toEqual({ minus: false, decimal: false });
    expect(signed).toEqual({ minus: true, decimal: false });
    expect(decimal).toEqual({ minus: false, decimal: true });
  });

  it('types digits, deletes the last one and clears', () => {
    expect(['4', '2', '7'].reduce((v, k) => applyKey(v, k as '4', whole), '')).toBe('427');
    expect(applyKey('427', 'backspace', whole)).toBe('42');
    expect(applyKey('', 'backspace', whole)).toBe('');
    expect(applyKey('427', 'clear', whole)).toBe('');
  });

  it('ignores keys the format does not offer', () => {
    expect(applyKey('12', 'minus', whole)).toBe('12');
    expect(applyKey('12', 'decimal', whole)).toBe('12');
  });

  it('toggles the sign and writes one decimal point, with a zero before a leading point', () => {
    expect(applyKey('7', 'minus', signed)).toBe('-7');
    expect(applyKey('-7', 'minus', signed)).toBe('7');
    expect(applyKey('', 'decimal', decimal)).toBe('0.');
    expect(applyKey('2.', 'decimal', decimal)).toBe('2.');
  });

  it('stops at the longest answer a keypad needs', () => {
    const full = '9'.repeat(MAX_ANSWER_LENGTH);
    expect(applyKey(full, '1', whole)).toBe(full);
  });

  it('is ready to check only once a digit is typed', () => {
    expect(isAnswerReady('')).toBe(false);
    expect(isAnswerReady('-')).toBe(false);
    expect(isAnswerReady('0')).toBe(true);
  });

  it('reads physical keys, Arabic-Indic digits included', () => {
    expect(keyFromKeyboard('7')).toBe('7');
    expect(keyFromKeyboard('\u0663')).toBe('3');
    expect(keyFromKeyboard('\u06f9')).toBe('9');
    expect(keyFromKeyboard('Backspace')).toBe('backspace');
    expect(keyFromKeyboard('Escape')).toBe('clear');
    expect(keyFromKeyboard('-')).toBe('minus');
    expect(keyFromKeyboard(',')).toBe('decimal');
    expect(keyFromKeyboard('a')).toBeNull();
    expect(keyFromKeyboard('Enter')).toBeNull();
  });
});
