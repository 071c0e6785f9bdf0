/**
 * The number-pattern rules a pupil is taught, used to keep pattern questions fair: a question is
 * asked only when exactly one value for the hidden term follows any of these rules. Without this,
 * "1, 4, ?, 16, 25" would accept 9 (squares) and 13 (+3, +9 alternating) but mark 13 wrong.
 */

const diffs = (t: readonly number[]): number[] => t.slice(1).map((v, i) => v - (t[i] ?? 0));
const allEqual = (xs: readonly number[]): boolean => xs.every((x) => x === xs[0]);
const isWhole = (x: number): boolean => Number.isSafeInteger(x) && x >= 0;

/** Each rule as a check on a complete sequence. */
const rules: readonly ((t: readonly number[]) => boolean)[] = [
  // Add or subtract the same number.
  (t) => allEqual(diffs(t)),
  // Multiply or divide by the same whole number.
  (t) => {
    const [a = 0, b = 0] = t;
    const up = a !== 0 && b % a === 0 && b / a >= 2 && t.every((v, i) => i === 0 || v === (t[i - 1] ?? 0) * (b / a));
    const down = b !== 0 && a % b === 0 && a / b >= 2 && t.every((v, i) => i === 0 || v * (a / b) === t[i - 1]);
    return up || down;
  },
  // Consecutive square numbers.
  (t) => t.every((v, i) => i === 0 || Math.sqrt(v) === Math.sqrt(t[0] ?? 0) + i) && Number.isInteger(Math.sqrt(t[0] ?? 0)),
  // Each term is the sum of the two before it.
  (t) => t.every((v, i) => i < 2 || v === (t[i - 1] ?? 0) + (t[i - 2] ?? 0)),
  // Two steps taken in turn.
  (t) => diffs(t).every((d, i, all) => i < 2 || d === all[i - 2]),
  // The step grows by one each time.
  (t) => diffs(diffs(t)).every((d) => d === 1),
];

/** Values worth trying at position h: each rule's prediction there from the known terms. */
function candidates(t: readonly number[], h: number): number[] {
  const at = (i: number) => t[i] ?? 0;
  const known = t.map((_, i) => i).filter((i) => i !== h);
  const [i = 0, j = 1] = known;
  const d = diffs(t);
  // Differences that do not touch the hidden term, by index.
  const knownDiffs = d.map((x, k) => [k, x] as const).filter(([k]) => k !== h && k !== h - 1);
  const out = [at(i) + ((h - i) * (at(j) - at(i))) / (j - i)];
  const pair = known.find((k) => known.includes(k + 1)) ?? 0;
  if (at(pair) !== 0) out.push(at(pair) * (at(pair + 1) / at(pair)) ** (h - pair));
  out.push((Math.sqrt(at(i)) + (h - i)) ** 2);
  out.push(h >= 2 ? at(h - 1) + at(h - 2) : at(h + 2) - at(h + 1));
  for (const [k, x] of knownDiffs) {
    // Alternating steps: a known step two (or four...) places away repeats at h-1 or at h.
    if (h >= 1 && (k - (h - 1)) % 2 === 0) out.push(at(h - 1) + x);
    if (h + 1 < t.length && (k - h) % 2 === 0) out.push(at(h + 1) - x);
    // Growing steps: step k is the first step plus k.
    const first = x - k;
    out.push(h >= 1 ? at(h - 1) + first + (h - 1) : at(1) - first);
  }
  return out;
}

/** Every whole value that, put at position `hidden`, makes the sequence follow a taught rule. */
export function fittingValues(terms: readonly number[], hidden: number): Set<number> {
  const fits = new Set<number>();
  for (const value of candidates(terms, hidden)) {
    if (!isWhole(value) || fits.has(value)) continue;
    const filled = terms.map((t, i) => (i === hidden ? value : t));
    if (rules.some((follows) => follows(filled))) fits.add(value);
  }
  return fits;
}
