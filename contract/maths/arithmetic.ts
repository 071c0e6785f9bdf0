/** Generators for the four operations, fractions of amounts and missing numbers. */
import { additionSteps, subtractionSteps } from './column-steps';
import { divisionSteps, fractionOfSteps, multiplicationSteps } from './fact-steps';
import { formatNumber as f, opSymbol } from './format';
import { missingNumberSteps } from './missing-steps';
import type { Rng } from './prng';
import type { SpecOf } from './spec';
import type { DraftStep } from './worked-step';

export interface Generated {
  readonly prompt: string;
  readonly answer: number;
  /**
   * The worked steps, from the numbers drawn for this question. Written only when asked (a tutor
   * item), so checking an answer costs no more; they never draw from the seed's numbers.
   */
  readonly steps: () => readonly DraftStep[];
}

export function addition(spec: SpecOf<'addition'>, rng: Rng): Generated {
  const a = rng.inRange(spec.a);
  const b = rng.inRange(spec.b);
  return { prompt: `What is ${f(a)} + ${f(b)}?`, answer: a + b, steps: () => additionSteps(a, b) };
}

export function subtraction(spec: SpecOf<'subtraction'>, rng: Rng): Generated {
  const x = rng.inRange(spec.a);
  const y = rng.inRange(spec.b);
  // The larger number first: Key Stage 2 answers are never negative.
  const [big, small] = x >= y ? [x, y] : [y, x];
  return { prompt: `What is ${f(big)} ${opSymbol.subtract} ${f(small)}?`, answer: big - small, steps: () => subtractionSteps(big, small) };
}

export function multiplication(spec: SpecOf<'multiplication'>, rng: Rng): Generated {
  const table = rng.pick(spec.tables);
  const factor = rng.inRange(spec.factor);
  // Both orders, so "3 x 7" and "7 x 3" are practised as the same fact.
  const [a, b] = rng.int(0, 1) === 0 ? [factor, table] : [table, factor];
  return { prompt: `What is ${f(a)} ${opSymbol.multiply} ${f(b)}?`, answer: a * b, steps: () => multiplicationSteps(a, b, table) };
}

export function division(spec: SpecOf<'division'>, rng: Rng): Generated {
  const divisor = rng.pick(spec.divisors);
  const quotient = rng.inRange(spec.quotient);
  return { prompt: `What is ${f(divisor * quotient)} ${opSymbol.divide} ${f(divisor)}?`, answer: quotient, steps: () => divisionSteps(divisor * quotient, divisor) };
}

export function fractionOf(spec: SpecOf<'fraction_of'>, rng: Rng): Generated {
  const denominator = rng.pick(spec.denominators);
  const numerator = spec.unit_only ? 1 : rng.int(1, denominator - 1);
  const multiplier = rng.inRange(spec.multiplier);
  return {
    prompt: `What is ${numerator}/${denominator} of ${f(denominator * multiplier)}?`,
    answer: numerator * multiplier,
    steps: () => fractionOfSteps(numerator, denominator, denominator * multiplier),
  };
}

/** a op b = c with one of a or b hidden; for subtraction and division the hidden one keeps c whole. */
export function missingNumber(spec: SpecOf<'missing_number'>, rng: Rng): Generated {
  const op = rng.pick(spec.ops);
  const x = rng.inRange(spec.a);
  const y = rng.inRange(spec.b);
  const hideFirst = rng.int(0, 1) === 0;
  const sign = opSymbol[op];
  const show = (left: number, right: number, result: number) =>
    hideFirst ? `? ${sign} ${f(right)} = ${f(result)}` : `${f(left)} ${sign} ? = ${f(result)}`;
  const statement = (left: number, right: number, result: number): Generated => ({
    prompt: `What is the missing number? ${show(left, right, result)}`,
    answer: hideFirst ? left : right,
    steps: () => missingNumberSteps(op, left, right, result, hideFirst),
  });
  switch (op) {
    case 'add':
      return statement(x, y, x + y);
    case 'subtract':
      // (x + y) - y = x: the difference is never negative.
      return statement(x + y, y, x);
    case 'multiply':
      return statement(x, y, x * y);
    case 'divide':
      // (x * y) / x = y: the quotient is always whole.
      return statement(x * y, x, y);
  }
}
