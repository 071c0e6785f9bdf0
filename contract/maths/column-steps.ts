/**
 * Worked steps for adding and subtracting, as a Year 3/4 pupil is taught: single digits by counting
 * on or back and by making 10; larger numbers split into place value columns, added with carrying
 * or subtracted with exchanging, then put back together.
 */
import { formatNumber as f } from './format';
import { calc, joined, note, said, type DraftStep } from './worked-step';

/** Column place values; the thousands column holds everything from a thousand up, so steps stay few. */
const PLACES = [1, 10, 100, 1000] as const;
const PLURAL: Readonly<Record<number, string>> = { 1: 'ones', 10: 'tens', 100: 'hundreds', 1000: 'thousands' };
const SINGULAR: Readonly<Record<number, string>> = { 1: 'one', 10: 'ten', 100: 'hundred', 1000: 'thousand' };

/** The columns a number needs, ones first. */
function columnsOf(n: number): number[] {
  return PLACES.filter((p) => p === 1 || n >= p);
}

/** n's value in column p: its digit there times p; the top column takes all of n from p up. */
function partIn(n: number, p: number, top: number): number {
  return p === top ? n - (n % p) : (Math.floor(n / p) % 10) * p;
}

const topOf = (cols: readonly number[]): number => cols[cols.length - 1] ?? 1;

/** 'thousands, hundreds, tens and ones'. */
function columnNames(cols: readonly number[]): string {
  const names = [...cols].reverse().map((p) => PLURAL[p] ?? '');
  return names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/** '4,732 = 4,000 + 700 + 30 + 2', or '40 is 4 tens' for a number with one part. */
function splitText(n: number, cols: readonly number[]): string {
  const top = topOf(cols);
  const parts = cols.map((p) => [p, partIn(n, p, top)] as const).filter(([, v]) => v > 0).reverse();
  const [first] = parts;
  if (parts.length >= 2) return `${f(n)} = ${said(joined(parts.map(([, v]) => v), '+'))}`;
  if (!first) return `${f(n)} is 0`;
  const [p, v] = first;
  const count = v / p;
  return `${f(n)} is ${f(count)} ${count === 1 ? SINGULAR[p] : PLURAL[p]}`;
}

/** The last step's value is the answer: the columns put back together, or the sum said once more. */
function putTogether(steps: DraftStep[], written: readonly number[], whole: DraftStep, answer: number): DraftStep[] {
  const columns = written.filter((v) => v > 0).reverse();
  if (columns.length >= 2) steps.push(calc(`Put the columns together: ${said(joined(columns, '+'))} = ${f(answer)}.`, joined(columns, '+'), answer));
  else if (steps[steps.length - 1]?.check?.value !== answer) steps.push(whole);
  return steps;
}

function singleDigitAddition(a: number, b: number): DraftStep[] {
  const sum = a + b;
  const [big, small] = a >= b ? [a, b] : [b, a];
  const so = calc(`So ${a} + ${b} = ${sum}.`, [a, '+', b], sum, [sum - 1, sum + 1]);
  if (small === 0) return [note('Adding 0 changes nothing: the number stays the same.'), so];
  if (sum < 10) {
    const counted = Array.from({ length: small }, (_, i) => big + i + 1).join(', ');
    return [note(`Start at the bigger number, ${big}, and count on ${small}: ${counted}.`, [sum - 1, sum + 1]), so];
  }
  if (sum === 10) return [note(`${big} and ${small} are a number bond to 10.`, [9, 11]), so];
  // Bridging through 10: 8 + 5 is 8 + 2 = 10, then 10 + 3.
  const need = 10 - big;
  const rest = small - need;
  return [
    calc(`${big} needs ${need} more to make 10, so split ${small} into ${need} and ${rest}: ${need} + ${rest} = ${small}.`, [need, '+', rest], small, [sum - 1, sum + 1]),
    calc(`Make 10: ${big} + ${need} = 10.`, [big, '+', need], 10),
    calc(`Add what is left: 10 + ${rest} = ${sum}.`, [10, '+', rest], sum, [rest]),
  ];
}

/** a + b: counting on or making 10 for single digits, otherwise column addition with carrying. */
export function additionSteps(a: number, b: number): DraftStep[] {
  if (a < 10 && b < 10) return singleDigitAddition(a, b);
  const sum = a + b;
  const cols = columnsOf(Math.max(a, b));
  const top = topOf(cols);
  const steps = [note(`Split the numbers into ${columnNames(cols)}: ${splitText(a, cols)} and ${splitText(b, cols)}.`)];
  const written: number[] = [];
  // Each column's sum written down whole, with no carrying: 47 + 38 gives 715.
  const uncarried = Number(
    [...cols]
      .reverse()
      .map((p) => (partIn(a, p, top) + partIn(b, p, top)) / p)
      .join(''),
  );
  let carry = 0;
  let carried = false;
  for (const p of cols) {
    const numbers = [partIn(a, p, top), partIn(b, p, top)].filter((v) => v > 0);
    const carryIn = carry;
    const total = numbers.reduce((x, y) => x + y, carryIn);
    carry = p !== top && total >= 10 * p ? 10 * p : 0;
    written.push(total - carry);
    if (carryIn > 0) numbers.push(carryIn);
    if (numbers.length < 2) continue;
    const name = PLURAL[p] ?? '';
    let text = `Add the ${name}${carryIn > 0 ? `, with the ${f(carryIn)} carried` : ''}: ${said(joined(numbers, '+'))} = ${f(total)}.`;
    const wrong: number[] = [];
    if (carry > 0) {
      text += ` That is more than 9 ${name}: write ${f(total - carry)} and carry ${f(carry)} to the ${PLURAL[10 * p] ?? ''}.`;
      // Forgetting the carry, or carrying twice, is off by the carry: this is the carrying step.
      wrong.push(sum - carry, sum + carry);
      if (!carried) wrong.push(uncarried);
      carried = true;
    }
    steps.push(calc(text, joined(numbers, '+'), total, [...wrong, sum - p, sum + p]));
  }
  return putTogether(steps, written, calc(`So ${f(a)} + ${f(b)} = ${f(sum)}.`, [a, '+', b], sum), sum);
}

function countBack(big: number, small: number): DraftStep[] {
  const diff = big - small;
  const so = calc(`So ${big} \u2212 ${small} = ${diff}.`, [big, '-', small], diff, [diff - 1, diff + 1]);
  if (small === 0) return [note('Taking away 0 leaves the number as it is.', [big + small]), so];
  const counted = Array.from({ length: small }, (_, i) => big - i - 1).join(', ');
  return [note(`Start at ${big} and count back ${small}: ${counted}.`, [big + small, diff - 1, diff + 1]), so];
}

/** big − small (big >= small): counting back below 10, otherwise column subtraction with exchanging. */
export function subtractionSteps(big: number, small: number): DraftStep[] {
  if (big < 10) return countBack(big, small);
  const diff = big - small;
  const cols = columnsOf(big);
  const top = topOf(cols);
  const have = cols.map((p) => partIn(big, p, top));
  const take = cols.map((p) => partIn(small, p, top));
  // Taking the smaller digit from the larger in every column instead of exchanging.
  const smallerFromLarger = have.reduce((total, v, i) => total + Math.abs(v - (take[i] ?? 0)), 0);
  const steps = [note(`Split the numbers into ${columnNames(cols)}: ${splitText(big, cols)} and ${splitText(small, cols)}.`)];
  const written: number[] = [];
  let exchanged = false;
  for (const [i, p] of cols.entries()) {
    const before = have[i] ?? 0;
    const need = take[i] ?? 0;
    const wrong: number[] = steps.length === 1 ? [big + small] : [];
    let exchange = '';
    if (before < need) {
      // Exchange from the nearest column that has something; empty columns between pass it down.
      let j = i + 1;
      while ((have[j] ?? 1) === 0) j++;
      const from = cols[j] ?? top;
      have[j] = (have[j] ?? 0) - from;
      const between = cols.slice(i + 1, j);
      for (let k = i + 1; k < j; k++) have[k] = (have[k] ?? 0) + 9 * (cols[k] ?? 0);
      have[i] = before + 10 * p;
      exchange =
        between.length === 0
          ? `${f(before)} is less than ${f(need)}, so exchange 1 ${SINGULAR[from] ?? ''} for 10 ${PLURAL[p] ?? ''}: the ${PLURAL[p] ?? ''} become ${f(have[i] ?? 0)}. `
          : `${f(before)} is less than ${f(need)} and there are no ${columnNames(between)} to exchange, so exchange 1 ${SINGULAR[from] ?? ''} down the columns: the ${columnNames(between)} become ${between.map((q) => f(9 * q)).join(' and ')}, the ${PLURAL[p] ?? ''} become ${f(have[i] ?? 0)}. `;
      // Exchanging without taking the 1 away from the column it came from.
      wrong.push(diff + from);
      if (!exchanged) wrong.push(smallerFromLarger);
      exchanged = true;
    }
    const now = have[i] ?? 0;
    written.push(now - need);
    if (need === 0) continue;
    steps.push(calc(`Subtract the ${PLURAL[p] ?? ''}: ${exchange}${f(now)} \u2212 ${f(need)} = ${f(now - need)}.`, [now, '-', need], now - need, [...wrong, diff - p, diff + p]));
  }
  return putTogether(steps, written, calc(`So ${f(big)} \u2212 ${f(small)} = ${f(diff)}.`, [big, '-', small], diff), diff);
}
