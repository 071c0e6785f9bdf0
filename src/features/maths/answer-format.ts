/**
 * What the keypad offers for a question and how a key edits the typed answer. Answers are canonical
 * numbers (contract/maths/spec.ts): the minus key appears only when the answer is negative and the
 * decimal point only when it has one, so a key is never there just to lead a pupil astray.
 */
import type { MathsQuestion } from '../../../contract/maths/spec';

export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'minus' | 'decimal' | 'backspace' | 'clear';

export interface AnswerFormat {
  readonly minus: boolean;
  readonly decimal: boolean;
}

/** Longer than any keypad answer (the generators keep answers to safe integers). */
export const MAX_ANSWER_LENGTH = 16;

export function answerFormatOf(question: Pick<MathsQuestion, 'answer'>): AnswerFormat {
  return { minus: question.answer.startsWith('-'), decimal: question.answer.includes('.') };
}

/** The answer after one key; keys the format does not offer change nothing. */
export function applyKey(value: string, key: KeypadKey, format: AnswerFormat): string {
  switch (key) {
    case 'backspace':
      return value.slice(0, -1);
    case 'clear':
      return '';
    case 'minus':
      // A sign toggle: pupils often decide on the sign after the digits.
      if (!format.minus) return value;
      return value.startsWith('-') ? value.slice(1) : `-${value}`;
    case 'decimal':
      if (!format.decimal || value.includes('.') || value.length >= MAX_ANSWER_LENGTH) return value;
      return value === '' || value === '-' ? `${value}0.` : `${value}.`;
    default:
      return value.length >= MAX_ANSWER_LENGTH ? value : `${value}${key}`;
  }
}

/** Whether the answer holds a number to check (not empty, not a lone sign or point). */
export function isAnswerReady(value: string): boolean {
  return /\d/.test(value);
}

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** The keypad key a physical key stands for, or null. Arabic keyboards type Arabic-Indic digits. */
export function keyFromKeyboard(key: string): KeypadKey | null {
  if (/^[0-9]$/.test(key)) return key as KeypadKey;
  if (/^[\u0660-\u0669\u06f0-\u06f9]$/.test(key)) {
    const code = key.charCodeAt(0);
    return String(code - (code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO)) as KeypadKey;
  }
  switch (key) {
    case 'Backspace':
      return 'backspace';
    case 'Delete':
    case 'Escape':
      return 'clear';
    case '-':
    case 'Subtract':
      return 'minus';
    case '.':
    case ',':
    case 'Decimal':
      return 'decimal';
    default:
      return null;
  }
}
