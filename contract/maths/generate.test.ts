import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solvePrompt } from '../../tests/fixtures/maths-oracle';
import { checkAnswer, generateLevel, generateQuestion, normaliseAnswer, parseQuestionId, questionId } from './generate';
import { fittingValues } from './pattern-rules';
import { isUnlocked, levelStatus } from './progress';
import { GeneratorSpecSchema, type GeneratorSpec } from './spec';

/** One spec of every kind, with the question each gives for the seed 'golden:1'. */
const golden: [GeneratorSpec, string, string][] = [
  [{ kind: 'addition', a: [10, 99], b: [10, 99] }, 'What is 62 + 26?', '88'],
  [{ kind: 'subtraction', a: [100, 999], b: [10, 99] }, 'What is 622 \u2212 26?', '596'],
  [{ kind: 'multiplication', tables: [7], factor: [1, 12] }, 'What is 7 \u00d7 3?', '21'],
  [{ kind: 'division', divisors: [6, 7, 8], quotient: [2, 12] }, 'What is 21 \u00f7 7?', '3'],
  [{ kind: 'place_value', digits: [4, 4] }, 'What is the value of the 2 in 2,934?', '2000'],
  [{ kind: 'rounding', to: [10, 100], n: [100, 9999] }, 'Round 1,864 to the nearest 100.', '1900'],
  [{ kind: 'fraction_of', denominators: [3, 4], unit_only: false, multiplier: [2, 10] }, 'What is 1/4 of 40?', '10'],
  [{ kind: 'missing_number', ops: ['add', 'subtract', 'multiply', 'divide'], a: [2, 12], b: [2, 12] }, 'What is the missing number? ? \u00d7 12 = 36', '3'],
  [{ kind: 'sequence', rules: ['multiply'], start: [3, 3], step: [2, 2], terms: 5, blank: 'next' }, 'What comes next: 3, 6, 12, 24, ?', '48'],
  [
    { kind: 'word_problem', ops: ['add', 'subtract', 'multiply', 'divide'], a: [2, 50], b: [2, 20] },
    'There are 50 boxes with 7 stickers in each box. How many stickers are there altogether?',
    '350',
  ],
];

const range = (min: number, max: number) => fc.tuple(fc.integer({ min, max }), fc.integer({ min, max })).map(([a, b]): [number, number] => (a <= b ? [a, b] : [b, a]));
const anySpec: fc.Arbitrary<GeneratorSpec> = fc.oneof(
  fc.record({ kind: fc.constant('addition' as const), a: range(0, 9999), b: range(0, 9999) }),
  fc.record({ kind: fc.constant('subtraction' as const), a: range(0, 9999), b: range(0, 9999) }),
  fc.record({ kind: fc.constant('multiplication' as const), tables: fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 5 }), factor: range(0, 50) }),
  fc.record({ kind: fc.constant('division' as const), divisors: fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 5 }), quotient: range(1, 50) }),
  fc.record({ kind: fc.constant('place_value' as const), digits: range(2, 7) }),
  fc.record({ kind: fc.constant('rounding' as const), to: fc.array(fc.constantFrom(10 as const, 100 as const, 1000 as const), { minLength: 1, maxLength: 3 }), n: range(0, 99_999) }),
  fc.record({ kind: fc.constant('fraction_of' as const), denominators: fc.array(fc.integer({ min: 2, max: 12 }), { minLength: 1, maxLength: 4 }), unit_only: fc.boolean(), multiplier: range(1, 25) }),
  fc.record({ kind: fc.constant('missing_number' as const), ops: fc.array(fc.constantFrom('add' as const, 'subtract' as const, 'multiply' as const, 'divide' as const), { minLength: 1, maxLength: 4 }), a: range(1, 99), b: range(1, 99) }),
  fc.record({ kind: fc.constant('sequence' as const), rules: fc.array(fc.constantFrom('add' as const, 'subtract' as const, 'multiply' as const, 'divide' as const, 'square' as const, 'fibonacci' as const, 'alternate' as const, 'growing' as const), { minLength: 1, maxLength: 3 }), start: range(1, 20), step: range(2, 3), terms: fc.integer({ min: 5, max: 7 }), blank: fc.constantFrom('next' as const, 'missing' as const) }),
  fc.record({ kind: fc.constant('word_problem' as const), ops: fc.array(fc.constantFrom('add' as const, 'subtract' as const, 'multiply' as const, 'divide' as const), { minLength: 1, maxLength: 4 }), a: range(1, 500), b: range(1, 50) }),
);

describe('maths question generators', () => {
  it('make the pinned question of every kind for a pinned seed (the same on every runtime)', () => {
    for (const [spec, prompt, answer] of golden) {
      expect(GeneratorSpecSchema.parse(spec)).toEqual(spec);
      expect(generateQuestion(spec, 'golden:1'), spec.kind).toEqual({ id: 'golden:1', prompt, answer });
    }
  });

  it('make the same question from the same spec and seed, and a whole, non-negative answer', () => {
    fc.assert(
      fc.property(anySpec, fc.string({ maxLength: 30 }), (spec, seed) => {
        const question = generateQuestion(spec, seed);
        expect(generateQuestion(structuredClone(spec), seed)).toEqual(question);
        expect(question.answer).toMatch(/^(0|[1-9]\d*)$/);
      }),
      { numRuns: 500 },
    );
  });

  it('give answers that an independent reading of the prompt agrees with', () => {
    fc.assert(
      fc.property(anySpec, fc.string({ maxLength: 30 }), (spec, seed) => {
        const question = generateQuestion(spec, seed);
        expect(String(solvePrompt(question.prompt)), question.prompt).toBe(question.answer);
      }),
      { numRuns: 1000 },
    );
  });

  it('number a level\'s questions from 1 with their seeds as ids', () => {
    const questions = generateLevel('y3-add-2', { kind: 'addition', a: [10, 99], b: [1, 9] }, 30);
    expect(questions).toHaveLength(30);
    expect(questions[0]?.id).toBe('y3-add-2:1');
    expect(questions[29]?.id).toBe('y3-add-2:30');
    expect(questions[6]).toEqual(generateQuestion({ kind: 'addition', a: [10, 99], b: [1, 9] }, 'y3-add-2:7'));
    expect(parseQuestionId(questionId('y3-add-2', 7))).toEqual({ levelKey: 'y3-add-2', index: 7 });
    for (const bad of ['y3-add-2', 'y3-add-2:0', 'y3-add-2:07', 'Y3:1', 'y3-add-2:1:2', ':1']) expect(parseQuestionId(bad), bad).toBeNull();
  });

  it('ask a number pattern only when one value for the gap follows a taught rule', () => {
    // Squares give 9; steps of +3 and +9 in turn give 13: such a pattern is never asked.
    expect(fittingValues([1, 4, 9, 16, 25], 2)).toEqual(new Set([9, 13]));
    expect(fittingValues([3, 6, 12, 24, 48], 4)).toEqual(new Set([48]));
    expect(fittingValues([2, 3, 5, 8, 13, 21], 1)).toEqual(new Set([3]));
    const spec: GeneratorSpec = { kind: 'sequence', rules: ['square'], start: [1, 1], step: [2, 2], terms: 5, blank: 'missing' };
    for (let i = 1; i <= 30; i++) expect(generateQuestion(spec, `squares:${i}`).prompt).not.toBe('What is the missing number: 1, 4, ?, 16, 25');
  });

  it('refuse a spec whose answers outgrow a keypad', () => {
    const huge: GeneratorSpec = { kind: 'sequence', rules: ['multiply'], start: [1_000_000, 1_000_000], step: [1000, 1000], terms: 8, blank: 'next' };
    expect(() => generateQuestion(huge, 's')).toThrow(RangeError);
  });

  it('refuse malformed specs', () => {
    expect(GeneratorSpecSchema.safeParse({ kind: 'addition', a: [9, 1], b: [1, 2] }).success).toBe(false);
    expect(GeneratorSpecSchema.safeParse({ kind: 'division', divisors: [0], quotient: [1, 2] }).success).toBe(false);
    expect(GeneratorSpecSchema.safeParse({ kind: 'teleport' }).success).toBe(false);
  });
});

describe('answer checking', () => {
  it('reads what a keypad or a keyboard may send', () => {
    expect(normaliseAnswer(' 4,732 ')).toBe('4732');
    expect(normaliseAnswer('4 732')).toBe('4732');
    expect(normaliseAnswer('007')).toBe('7');
    expect(normaliseAnswer('000')).toBe('0');
    expect(normaliseAnswer('+12')).toBe('12');
    expect(normaliseAnswer('\u221212')).toBe('-12');
    expect(normaliseAnswer('-0')).toBe('0');
    for (const bad of ['', ' ', '1.5', '12a', '--3', '1e3', '½', '1'.repeat(33)]) expect(normaliseAnswer(bad), bad).toBeNull();
  });

  it('marks an answer right only when it is the canonical answer', () => {
    const question = { answer: '1200' };
    expect(checkAnswer(question, '1,200')).toBe(true);
    expect(checkAnswer(question, '01200')).toBe(true);
    expect(checkAnswer(question, '120')).toBe(false);
    expect(checkAnswer(question, '1200.0')).toBe(false);
  });
});

describe('level progress', () => {
  it('opens level n once level n-1 has at least 80% right', () => {
    expect(isUnlocked(undefined)).toBe(true);
    expect(isUnlocked({ attempted: 30, correct: 24, total: 30 })).toBe(true);
    expect(isUnlocked({ attempted: 30, correct: 23, total: 30 })).toBe(false);
    expect(isUnlocked({ attempted: 0, correct: 0, total: 0 })).toBe(false);
  });

  it('is completed once every question was attempted, right or wrong', () => {
    expect(levelStatus({ attempted: 0, correct: 0, total: 30 })).toBe('not_started');
    expect(levelStatus({ attempted: 29, correct: 29, total: 30 })).toBe('in_progress');
    expect(levelStatus({ attempted: 30, correct: 0, total: 30 })).toBe('completed');
  });
});
