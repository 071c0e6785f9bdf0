/**
 * Deterministic maths questions: the same spec and seed give the same question on the server, in
 * the browser and in the service worker, so a level can be played offline and checked online.
 */
import { addition, division, fractionOf, missingNumber, multiplication, subtraction, type Generated } from './arithmetic';
import { placeValue, rounding } from './number-sense';
import { createRng, type Rng } from './prng';
import { sequence } from './sequences';
import type { GeneratorKind, GeneratorSpec, MathsQuestion, SpecOf } from './spec';
import { wordProblem } from './word-problems';
import { finishSteps } from './worked-step';
import type { WorkedStep } from '../tutor/content';

const generators: { readonly [K in GeneratorKind]: (spec: SpecOf<K>, rng: Rng) => Generated } = {
  addition,
  subtraction,
  multiplication,
  division,
  place_value: placeValue,
  rounding,
  fraction_of: fractionOf,
  missing_number: missingNumber,
  sequence,
  word_problem: wordProblem,
};

/** The numbers drawn for a seed, with the question they make. */
function draw(spec: GeneratorSpec, seed: string): Generated {
  const generate = generators[spec.kind] as (spec: GeneratorSpec, rng: Rng) => Generated;
  const generated = generate(spec, createRng(seed));
  // A spec whose numbers outgrow a keypad answer is a content error; refuse it loudly.
  if (!Number.isSafeInteger(generated.answer) || generated.answer < 0) throw new RangeError(`spec ${spec.kind} made the answer ${generated.answer} for seed ${seed}`);
  return generated;
}

/** One question; its id is its seed, so the id alone is enough to make it again. */
export function generateQuestion(spec: GeneratorSpec, seed: string): MathsQuestion {
  const { prompt, answer } = draw(spec, seed);
  return { id: seed, prompt, answer: String(answer) };
}

/**
 * One question with its worked steps (docs/TUTOR.md), written from the very numbers drawn for the
 * seed: id, prompt and answer are always `generateQuestion`'s.
 */
export function generateWorkedQuestion(spec: GeneratorSpec, seed: string): MathsQuestion & { readonly steps: WorkedStep[] } {
  const { prompt, answer, steps } = draw(spec, seed);
  return { id: seed, prompt, answer: String(answer), steps: finishSteps(steps(), answer) };
}

/** The id (and seed) of question `index` (from 1) of a level. */
export function questionId(levelKey: string, index: number): string {
  return `${levelKey}:${index}`;
}

/** Splits 'y3-add-2:7' into its level key and index; null when it is not a question id. */
export function parseQuestionId(id: string): { levelKey: string; index: number } | null {
  const match = /^([a-z0-9][a-z0-9-]{0,59}):([1-9]\d{0,3})$/.exec(id);
  return match?.[1] && match[2] ? { levelKey: match[1], index: Number(match[2]) } : null;
}

/** Questions 1..count of a level. */
export function generateLevel(levelKey: string, spec: GeneratorSpec, count: number): MathsQuestion[] {
  return Array.from({ length: count }, (_, i) => generateQuestion(spec, questionId(levelKey, i + 1)));
}

/** The longest answer worth reading: a keypad answer never needs more. */
const MAX_ANSWER_LENGTH = 32;

/**
 * What a typed answer means as a canonical whole number: spaces and thousands commas are dropped,
 * leading zeros and a plus sign too, any dash counts as a minus. Null when it is not a whole number.
 */
export function normaliseAnswer(given: string): string | null {
  if (given.length > MAX_ANSWER_LENGTH) return null;
  const compact = given.replace(/[\s,]/g, '').replace(/[\u2212\u2012\u2013\u2014]/g, '-');
  const match = /^([+-]?)(\d+)$/.exec(compact);
  if (!match?.[2]) return null;
  const digits = match[2].replace(/^0+(?=\d)/, '');
  return match[1] === '-' && digits !== '0' ? `-${digits}` : digits;
}

export function checkAnswer(question: Pick<MathsQuestion, 'answer'>, given: string): boolean {
  return normaliseAnswer(given) === question.answer;
}
