/** Short everyday stories around one operation, filled in from fixed templates. */
import type { Generated } from './arithmetic';
import { additionSteps, subtractionSteps } from './column-steps';
import { divisionSteps, multiplicationSteps } from './fact-steps';
import { formatNumber as f } from './format';
import type { Rng } from './prng';
import type { ArithmeticOp, SpecOf } from './spec';
import { calc, lead, note, type DraftStep } from './worked-step';

const NAMES = ['Amara', 'Ben', 'Chen', 'Dev', 'Ella', 'Farah', 'George', 'Hana', 'Isaac', 'Jaya', 'Kofi', 'Lena', 'Mei', 'Noah', 'Priya', 'Sam', 'Tomas', 'Zara'] as const;
const ITEMS = ['stickers', 'marbles', 'pencils', 'apples', 'stamps', 'shells', 'cards', 'conkers', 'beads', 'buttons'] as const;

interface Story {
  readonly name: string;
  readonly items: string;
  /** The operands: for subtract a >= b; for divide the total is a x b, shared into b groups of a. */
  readonly a: number;
  readonly b: number;
}

type Template = (s: Story) => string;

/** Each template's answer is the operation applied as its comment says. */
const templates: Readonly<Record<ArithmeticOp, readonly Template[]>> = {
  // a + b
  add: [
    (s) => `${s.name} has ${f(s.a)} ${s.items} and is given ${f(s.b)} more. How many ${s.items} does ${s.name} have now?`,
    (s) => `A class collects ${f(s.a)} ${s.items} on Monday and ${f(s.b)} on Tuesday. How many ${s.items} is that in total?`,
    (s) => `There are ${f(s.a)} people on a train. At the next stop ${f(s.b)} more get on. How many people are on the train now?`,
  ],
  // a - b
  subtract: [
    (s) => `${s.name} had ${f(s.a)} ${s.items} and gave away ${f(s.b)}. How many ${s.items} are left?`,
    (s) => `A shop had ${f(s.a)} ${s.items}. It sold ${f(s.b)} of them. How many ${s.items} does the shop have left?`,
    (s) => `${s.name} is reading a book of ${f(s.a)} pages and has read ${f(s.b)} of them. How many pages are left to read?`,
  ],
  // a x b
  multiply: [
    (s) => `There are ${f(s.a)} boxes with ${f(s.b)} ${s.items} in each box. How many ${s.items} are there altogether?`,
    (s) => `${s.name} buys ${f(s.a)} packs of ${s.items}. Each pack holds ${f(s.b)}. How many ${s.items} does ${s.name} buy?`,
    (s) => `A garden has ${f(s.a)} rows of plants with ${f(s.b)} plants in each row. How many plants are in the garden?`,
  ],
  // (a x b) / b
  divide: [
    (s) => `${f(s.a * s.b)} ${s.items} are shared equally between ${f(s.b)} children. How many ${s.items} does each child get?`,
    (s) => `${s.name} puts ${f(s.a * s.b)} ${s.items} into ${f(s.b)} equal piles. How many ${s.items} are in each pile?`,
    (s) => `A baker packs ${f(s.a * s.b)} buns into ${f(s.b)} boxes, the same number in each. How many buns are in each box?`,
  ],
};

const answers: Readonly<Record<ArithmeticOp, (s: Story) => number>> = {
  add: (s) => s.a + s.b,
  subtract: (s) => s.a - s.b,
  multiply: (s) => s.a * s.b,
  divide: (s) => s.a,
};

/**
 * The story's operation first (why it is that one), then the operation worked out by its method.
 * Choosing another operation is the slip the first step answers.
 */
function wordProblemSteps(op: ArithmeticOp, s: Story): DraftStep[] {
  const { a, b } = s;
  switch (op) {
    case 'add':
      return lead(
        note(`Putting two amounts together to find how many in all means adding: ${f(a)} + ${f(b)}.`, [Math.abs(a - b), a * b]),
        additionSteps(a, b),
        calc(`${f(a)} + ${f(b)} = ${f(a + b)}.`, [a, '+', b], a + b),
      );
    case 'subtract':
      return lead(
        note(`Taking some away to find how many are left means subtracting: ${f(a)} \u2212 ${f(b)}.`, [a + b]),
        subtractionSteps(a, b),
        calc(`${f(a)} \u2212 ${f(b)} = ${f(a - b)}.`, [a, '-', b], a - b),
      );
    case 'multiply':
      return lead(
        note(`${f(a)} equal groups with ${f(b)} in each means multiplying: ${f(a)} \u00d7 ${f(b)}.`, [a + b]),
        multiplicationSteps(a, b, b),
        calc(`${f(a)} \u00d7 ${f(b)} = ${f(a * b)}.`, [a, '\u00d7', b], a * b),
      );
    case 'divide':
      return lead(
        note(`Sharing ${f(a * b)} equally into ${f(b)} groups means dividing: ${f(a * b)} \u00f7 ${f(b)}.`, [a * b - b, a * b + b, a * b * b]),
        divisionSteps(a * b, b),
        calc(`${f(a * b)} \u00f7 ${f(b)} = ${f(a)}.`, [a * b, '\u00f7', b], a),
      );
  }
}

export function wordProblem(spec: SpecOf<'word_problem'>, rng: Rng): Generated {
  const op = rng.pick(spec.ops);
  const template = rng.pick(templates[op]);
  const x = rng.inRange(spec.a);
  const y = rng.inRange(spec.b);
  // Take-away stories start from the larger number, so nothing is ever "minus" left.
  const [a, b] = op === 'subtract' && y > x ? [y, x] : [x, y];
  const story: Story = { name: rng.pick(NAMES), items: rng.pick(ITEMS), a, b };
  return { prompt: template(story), answer: answers[op](story), steps: () => wordProblemSteps(op, story) };
}
