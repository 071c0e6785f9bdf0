/**
 * Worked steps for place value (the digit's column says what it is worth) and rounding (the
 * multiples either side, then the deciding digit: 5 or more rounds up).
 */
import { formatNumber as f } from './format';
import { calc, note, type DraftStep } from './worked-step';

const COLUMN_NAMES = ['ones', 'tens', 'hundreds', 'thousands', 'ten thousands', 'hundred thousands', 'millions'] as const;
const SINGULAR_NAMES = ['one', 'ten', 'hundred', 'thousand', 'ten thousand', 'hundred thousand', 'million'] as const;

/** The value of digits[at] in the number the digits write (leading digit first). */
export function placeValueSteps(digits: readonly number[], at: number): DraftStep[] {
  const n = Number(digits.join(''));
  const digit = digits[at] ?? 0;
  const column = digits.length - 1 - at;
  const place = 10 ** column;
  const value = digit * place;
  const columns = digits.map((d, i) => `${d} ${(d === 1 ? SINGULAR_NAMES : COLUMN_NAMES)[digits.length - 1 - i] ?? ''}`).join(', ');
  return [
    note(`Write ${f(n)} in place value columns: ${columns}.`),
    // Reading the digit alone, or from the column beside it, gives these.
    note(`The ${digit} is in the ${COLUMN_NAMES[column] ?? ''} column, where each 1 is worth ${f(place)}.`, [digit, value * 10, value / 10]),
    calc(`So the ${digit} is worth ${digit} \u00d7 ${f(place)} = ${f(value)}.`, [digit, '\u00d7', place], value, [place]),
  ];
}

/** n rounded to the nearest `to` (10, 100 or 1000); halves round up. */
export function roundingSteps(n: number, to: number): DraftStep[] {
  const rest = n % to;
  const lower = n - rest;
  const upper = lower + to;
  const decidingPlace = to / 10;
  const deciding = Math.floor(rest / decidingPlace);
  const up = deciding >= 5;
  const nearest = (m: number) => Math.floor((n + m / 2) / m) * m;
  const decidingName = COLUMN_NAMES[String(decidingPlace).length - 1] ?? '';
  return [
    calc(`${f(n)} lies between two multiples of ${f(to)}: ${f(lower)} and ${f(lower)} + ${f(to)} = ${f(upper)}.`, [lower, '+', to], upper),
    // Rounding the wrong way, or to the wrong column, starts from the deciding digit.
    note(`The deciding digit is the ${decidingName} digit, just after the column you round to: it is ${deciding}. 5 or more rounds up; 4 or less rounds down.`, [
      up ? lower : upper,
      nearest(to * 10),
      to > 10 ? nearest(to / 10) : n,
    ]),
    up
      ? calc(`${deciding} is 5 or more, so round up to ${f(upper)}: ${f(n)} + ${f(upper - n)} = ${f(upper)}.`, [n, '+', upper - n], upper)
      : calc(`${deciding} is less than 5, so round down to ${f(lower)}: ${f(n)} \u2212 ${f(rest)} = ${f(lower)}.`, [n, '-', rest], lower),
  ];
}
