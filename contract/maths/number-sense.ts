/** Place value and rounding. */
import type { Generated } from './arithmetic';
import { formatNumber as f } from './format';
import { placeValueSteps, roundingSteps } from './number-sense-steps';
import type { Rng } from './prng';
import type { SpecOf } from './spec';

/** A number of distinct digits, so "the value of the 7" names one digit only. */
function distinctDigits(count: number, rng: Rng): number[] {
  const pool = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  const digits: number[] = [];
  for (let i = 0; i < count; i++) {
    // The leading digit is never 0.
    const choices = i === 0 ? pool.filter((d) => d !== 0) : pool;
    const digit = rng.pick(choices);
    digits.push(digit);
    pool.splice(pool.indexOf(digit), 1);
  }
  return digits;
}

export function placeValue(spec: SpecOf<'place_value'>, rng: Rng): Generated {
  const digits = distinctDigits(rng.inRange(spec.digits), rng);
  // Ask about a non-zero digit: "the value of the 0" has the answer 0 wherever it stands.
  const positions = digits.map((d, i) => (d === 0 ? -1 : i)).filter((i) => i >= 0);
  const at = rng.pick(positions);
  const digit = digits[at] ?? 0;
  const n = Number(digits.join(''));
  return { prompt: `What is the value of the ${digit} in ${f(n)}?`, answer: digit * 10 ** (digits.length - 1 - at), steps: () => placeValueSteps(digits, at) };
}

export function rounding(spec: SpecOf<'rounding'>, rng: Rng): Generated {
  const to = rng.pick(spec.to);
  const n = rng.inRange(spec.n);
  return { prompt: `Round ${f(n)} to the nearest ${f(to)}.`, answer: Math.floor((n + to / 2) / to) * to, steps: () => roundingSteps(n, to) };
}
