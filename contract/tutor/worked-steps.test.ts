import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shippedLevels } from '../../tests/fixtures/maths-levels';
import { evaluate, numbersIn, stepProblems } from '../../tests/fixtures/worked-steps-checker';
import { generateQuestion, generateWorkedQuestion } from '../maths/generate';
import type { GeneratorKind, GeneratorSpec } from '../maths/spec';
import { TutorItemSchema } from './content';
import { generatedItem } from './items';

const range = (min: number, max: number) => fc.tuple(fc.integer({ min, max }), fc.integer({ min, max })).map(([a, b]): [number, number] => (a <= b ? [a, b] : [b, a]));
const ops = fc.array(fc.constantFrom('add' as const, 'subtract' as const, 'multiply' as const, 'divide' as const), { minLength: 1, maxLength: 4 });
/** Specs well beyond the shipped levels: larger numbers, every rule, both blanks. */
const anySpec: fc.Arbitrary<GeneratorSpec> = fc.oneof(
  fc.record({ kind: fc.constant('addition' as const), a: range(0, 99_999), b: range(0, 99_999) }),
  fc.record({ kind: fc.constant('subtraction' as const), a: range(0, 99_999), b: range(0, 99_999) }),
  fc.record({ kind: fc.constant('multiplication' as const), tables: fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 5 }), factor: range(0, 2000) }),
  fc.record({ kind: fc.constant('division' as const), divisors: fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 5 }), quotient: range(1, 2000) }),
  fc.record({ kind: fc.constant('place_value' as const), digits: range(2, 7) }),
  fc.record({ kind: fc.constant('rounding' as const), to: fc.array(fc.constantFrom(10 as const, 100 as const, 1000 as const), { minLength: 1, maxLength: 3 }), n: range(0, 999_999) }),
  fc.record({ kind: fc.constant('fraction_of' as const), denominators: fc.array(fc.integer({ min: 2, max: 12 }), { minLength: 1, maxLength: 4 }), unit_only: fc.boolean(), multiplier: range(1, 100) }),
  fc.record({ kind: fc.constant('missing_number' as const), ops, a: range(1, 999), b: range(1, 999) }),
  fc.record({
    kind: fc.constant('sequence' as const),
    rules: fc.array(fc.constantFrom('add' as const, 'subtract' as const, 'multiply' as const, 'divide' as const, 'square' as const, 'fibonacci' as const, 'alternate' as const, 'growing' as const), { minLength: 1, maxLength: 3 }),
    start: range(1, 20),
    step: range(2, 3),
    terms: fc.integer({ min: 5, max: 7 }),
    blank: fc.constantFrom('next' as const, 'missing' as const),
  }),
  fc.record({ kind: fc.constant('word_problem' as const), ops, a: range(1, 5000), b: range(1, 500) }),
);

/** 10 questions of every shipped level (750 or so) and 400 questions of random specs: over 1,000 in all. */
function sample(): { spec: GeneratorSpec; id: string }[] {
  const shipped = shippedLevels.flatMap(({ key, spec }, level) => Array.from({ length: 10 }, (_, i) => ({ spec, id: `${key}:${1 + ((level + i * 3) % 30)}` })));
  const random = fc.sample(fc.tuple(anySpec, fc.integer({ min: 1, max: 9999 })), { numRuns: 400, seed: 20261127 }).map(([spec, n], i) => ({ spec, id: `random-${i}:${n}` }));
  return [...shipped, ...random];
}

describe('worked steps of generated maths questions', () => {
  it('check out for 1,000 questions of every kind, shipped and random: each check right, each text saying its numbers, the last reaching the answer the prompt alone gives', () => {
    const questions = sample();
    expect(questions.length).toBeGreaterThanOrEqual(1000);
    const kinds = new Set<GeneratorKind>();
    for (const { spec, id } of questions) {
      const question = generateWorkedQuestion(spec, id);
      kinds.add(spec.kind);
      expect(stepProblems(question), `${id} (${spec.kind}): ${question.prompt}`).toEqual([]);
    }
    expect([...kinds].sort()).toEqual(['addition', 'division', 'fraction_of', 'missing_number', 'multiplication', 'place_value', 'rounding', 'sequence', 'subtraction', 'word_problem']);
  });

  it('cover every shipped level: every question of every level has sound steps', () => {
    expect(shippedLevels.length).toBeGreaterThanOrEqual(70);
    for (const { key, spec } of shippedLevels) {
      for (let n = 1; n <= 30; n++) {
        const question = generateWorkedQuestion(spec, `${key}:${n}`);
        expect(stepProblems(question), `${question.id}: ${question.prompt}`).toEqual([]);
      }
    }
  });

  it('leave every question id, prompt and answer as generateQuestion makes them', () => {
    for (const { spec, id } of sample()) {
      const { steps, ...question } = generateWorkedQuestion(spec, id);
      expect(question).toEqual(generateQuestion(spec, id));
      expect(steps.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('are the same for the same id, whatever was generated before', () => {
    const questions = sample().slice(0, 300);
    const first = questions.map(({ spec, id }) => generateWorkedQuestion(spec, id));
    const again = [...questions].reverse().map(({ spec, id }) => generateWorkedQuestion(structuredClone(spec), id)).reverse();
    expect(again).toEqual(first);
  });

  it('are pinned for pinned seeds (a change to a method shows here)', () => {
    expect(generateWorkedQuestion({ kind: 'addition', a: [10, 99], b: [10, 99] }, 'golden:1').steps.map((s) => s.text)).toEqual([
      'Split the numbers into tens and ones: 62 = 60 + 2 and 26 = 20 + 6.',
      'Add the ones: 2 + 6 = 8.',
      'Add the tens: 60 + 20 = 80.',
      'Put the columns together: 80 + 8 = 88.',
    ]);
    const fraction = generateWorkedQuestion({ kind: 'fraction_of', denominators: [3, 4], unit_only: false, multiplier: [2, 10] }, 'golden:1');
    expect(fraction.steps.map((s) => s.check?.expression ?? null)).toEqual([null, '40 ÷ 4']);
    expect(fraction.steps[1]?.tex).toBe('40 \\div 4 = 10');
  });
});

describe('generated tutor items', () => {
  it('are a level\'s question n with its steps, valid as a tutor item', () => {
    const level = shippedLevels[2];
    if (!level) throw new Error('no shipped level');
    const item = generatedItem(level.key, level.spec, 7);
    expect(TutorItemSchema.parse(item)).toEqual(item);
    const question = generateQuestion(level.spec, `${level.key}:7`);
    expect(item).toMatchObject({ id: `${level.key}:7`, kind: 'number', prompt: question.prompt, answer: question.answer });
    for (const { key, spec } of shippedLevels) expect(TutorItemSchema.safeParse(generatedItem(key, spec, 30)).success, key).toBe(true);
  });

  it('refuse an index that is not a whole number from 1, and a level key that is not one', () => {
    const spec: GeneratorSpec = { kind: 'addition', a: [1, 9], b: [1, 9] };
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => generatedItem('y3-add-1', spec, bad), String(bad)).toThrow(/index/);
    for (const bad of ['', 'Y3-add-1', 'y3:add', '-y3']) expect(() => generatedItem(bad, spec, 1), bad).toThrow(/levelKey/);
  });
});

describe('the independent step checker', () => {
  it('evaluates whole-number expressions with precedence and brackets, and refuses anything else', () => {
    expect(evaluate('7 + 8')).toBe(15);
    expect(evaluate('2 + 3 × 4')).toBe(14);
    expect(evaluate('(2 + 3) * 4')).toBe(20);
    expect(evaluate('100 - 20 - 30')).toBe(50);
    expect(evaluate('84 ÷ 7 / 2')).toBe(6);
    for (const bad of ['7 ÷ 2', '1.5 + 1', '4,732 + 1', '2 +', '(1 + 2', 'x + 1', '5 ÷ 0']) expect(() => evaluate(bad), bad).toThrow();
  });

  it('reads numbers with thousands commas as a pupil does', () => {
    expect(numbersIn('4,732 = 4,000 + 700 + 30 + 2, then 1, 3, 6')).toEqual(new Set([4732, 4000, 700, 30, 2, 1, 3, 6]));
  });

  it('finds a wrong check, an unsaid number, a last step off the answer and too few steps', () => {
    const prompt = 'What is 47 + 38?';
    const ones = { text: 'Add the ones: 7 + 8 = 15.', check: { expression: '7 + 8', value: 15 } };
    const rest = { text: 'Add the tens and the ones: 40 + 30 + 15 = 85.', check: { expression: '40 + 30 + 15', value: 85 } };
    expect(stepProblems({ prompt, answer: '85', steps: [ones, rest] })).toEqual([]);
    expect(stepProblems({ prompt, answer: '85', steps: [{ ...ones, check: { expression: '7 + 8', value: 14 } }, rest] }).join()).toMatch(/is 15, not 14/);
    expect(stepProblems({ prompt, answer: '85', steps: [{ ...ones, text: 'Add the ones.' }, rest] }).join()).toMatch(/does not say 7, 8, 15/);
    expect(stepProblems({ prompt, answer: '85', steps: [rest, ones] }).join()).toMatch(/reaches 15/);
    expect(stepProblems({ prompt, answer: '85', steps: [rest] }).join()).toMatch(/1 steps/);
    expect(stepProblems({ prompt, answer: '86', steps: [ones, rest] }).join()).toMatch(/not the prompt's answer/);
  });
});
