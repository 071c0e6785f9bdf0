/**
 * The guard rails of a phrased tutor turn (docs/TUTOR.md "Tutor provider"), pure: a chat model's
 * words replace the rule-based tutor's only when they are a plain, short text that changes words
 * and nothing else. Anything else keeps the tutor's own words, turn by turn.
 *
 * - Plain text: no control characters (a NUL would make the session's write itself refused).
 * - Not empty, at most MAX_PHRASED_TEXT characters and at most a few times the original's length
 *   (a model that lectures is not phrasing).
 * - The same numbers as the original, no more and no fewer: numbers are what a maths tutor's turns
 *   are about (the question's operands, a step's result, the score), and a changed number is a
 *   wrong tutor, whatever the words around it.
 * - No answer the original did not show: where the original turn (a question, a hint short of the
 *   solution) does not give the item's answer, the phrasing may not either. A number item's answer
 *   is a number (the rule above already keeps it out); a choice item's is the chosen option's text.
 */
import type { TurnToPhrase } from '../../../contract/api/tutor';
import type { CheckedItem } from './items';

/** The contract's limit of a turn's text (TutorTurnSchema). */
export const MAX_PHRASED_TEXT = 2000;

/** A phrasing may be this many times the original's length (plus a little for short turns). */
const LENGTH_FACTOR = 3;
const LENGTH_SLACK = 120;

/** Every number in a text, canonical: '1 200', '1,200' and '1200' are one number; '3.5' and '3,5' one too. */
export function numbersIn(text: string): string[] {
  const found = text.match(/\d+(?:[\s\u00a0\u202f,.]\d+)*/g) ?? [];
  return found.map((n) => {
    // A comma or point before 1 or 2 final digits is a decimal mark; the others group thousands.
    const decimal = /[.,](\d{1,2})$/.exec(n);
    const whole = (decimal ? n.slice(0, decimal.index) : n).replace(/\D/g, '').replace(/^0+(?=\d)/, '');
    return decimal ? `${whole}.${decimal[1] ?? ''}` : whole;
  });
}

const sameNumbers = (a: string, b: string): boolean => {
  const x = numbersIn(a).sort();
  const y = numbersIn(b).sort();
  return x.length === y.length && x.every((n, i) => n === y[i]);
};

/** Whether `text` gives the item's answer: its number for a number item, the option's text for a choice. */
export function showsAnswer(item: Pick<CheckedItem, 'kind' | 'answer' | 'options'>, text: string): boolean {
  if (item.kind === 'number') return numbersIn(text).includes(numbersIn(item.answer)[0] ?? item.answer.trim());
  const option = item.options?.[Number(item.answer)]?.trim().toLowerCase();
  return option !== undefined && option !== '' && text.toLowerCase().includes(option);
}

/** Whether the text holds a control character other than tab and line breaks (NUL among them: PostgreSQL refuses it). */
export function hasControlCharacters(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if ((code < 0x20 && char !== '\t' && char !== '\n' && char !== '\r') || code === 0x7f) return true;
  }
  return false;
}

export type PhrasingVerdict = 'ok' | 'control_characters' | 'empty' | 'too_long' | 'numbers_changed' | 'reveals_answer' | 'unknown_item';

/**
 * Whether `phrased` may replace the turn's text. `item` is the turn's item (null when the turn
 * names one the unit does not have: then nothing can be checked and the phrasing is refused).
 */
export function checkPhrasing(turn: Pick<TurnToPhrase, 'text' | 'item_id'>, phrased: string, item: Pick<CheckedItem, 'kind' | 'answer' | 'options'> | null): PhrasingVerdict {
  const text = phrased.trim();
  if (hasControlCharacters(text)) return 'control_characters';
  if (text === '') return 'empty';
  if (text.length > MAX_PHRASED_TEXT || text.length > turn.text.length * LENGTH_FACTOR + LENGTH_SLACK) return 'too_long';
  if (!sameNumbers(turn.text, text)) return 'numbers_changed';
  if (turn.item_id !== undefined) {
    if (!item) return 'unknown_item';
    if (!showsAnswer(item, turn.text) && showsAnswer(item, text)) return 'reveals_answer';
  }
  return 'ok';
}
