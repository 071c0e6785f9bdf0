/**
 * Generator specs: what a level asks, as data. A level stores one spec; its questions are made on
 * demand from the spec and a seed, on the server and offline on the device alike.
 */
import { z } from 'zod';

/** Operands stay small enough that every answer is a safe integer and reads well on a keypad. */
const Whole = z.number().int().min(0).max(1_000_000);

/** A [min, max] pair of whole numbers, both included. */
export const RangeSchema = z.tuple([Whole, Whole]).refine(([min, max]) => min <= max, { error: 'min must not exceed max' });
export type Range = z.infer<typeof RangeSchema>;

const Positive = (max: number) => z.number().int().min(1).max(max);
const PositiveRange = z.tuple([Positive(1_000_000), Positive(1_000_000)]).refine(([min, max]) => min <= max, { error: 'min must not exceed max' });
const nonEmpty = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(20);

export const ArithmeticOpSchema = z.enum(['add', 'subtract', 'multiply', 'divide']);
export type ArithmeticOp = z.infer<typeof ArithmeticOpSchema>;

export const AdditionSpecSchema = z.object({ kind: z.literal('addition'), a: RangeSchema, b: RangeSchema });
/** The larger number comes first, so results are never negative. */
export const SubtractionSpecSchema = z.object({ kind: z.literal('subtraction'), a: RangeSchema, b: RangeSchema });
/** One of the tables times a factor: tables [7], factor [1, 12] is the 7 times table. */
export const MultiplicationSpecSchema = z.object({ kind: z.literal('multiplication'), tables: nonEmpty(Positive(100)), factor: RangeSchema });
/** (divisor x quotient) / divisor, so the result is always whole. */
export const DivisionSpecSchema = z.object({ kind: z.literal('division'), divisors: nonEmpty(Positive(100)), quotient: PositiveRange });
/** "What is the value of the 7 in 4,732?" on a number of 2 to 7 distinct digits. */
export const PlaceValueSpecSchema = z.object({
  kind: z.literal('place_value'),
  digits: z.tuple([z.number().int().min(2).max(7), z.number().int().min(2).max(7)]).refine(([min, max]) => min <= max, { error: 'min must not exceed max' }),
});
/** Rounding to the nearest 10, 100 or 1000; halves round up, as taught in school. */
export const RoundingSpecSchema = z.object({ kind: z.literal('rounding'), to: nonEmpty(z.union([z.literal(10), z.literal(100), z.literal(1000)])), n: RangeSchema });
/** "What is 3/4 of 20?": the amount is the denominator times the multiplier, so results are whole. */
export const FractionOfSpecSchema = z.object({
  kind: z.literal('fraction_of'),
  denominators: nonEmpty(z.number().int().min(2).max(12)),
  /** Only unit fractions (1/n). */
  unit_only: z.boolean(),
  multiplier: PositiveRange,
});
/** "7 + ? = 15": one operand of a sum, difference, product or quotient is hidden. */
export const MissingNumberSpecSchema = z.object({ kind: z.literal('missing_number'), ops: nonEmpty(ArithmeticOpSchema), a: PositiveRange, b: PositiveRange });

export const SequenceRuleSchema = z.enum(['add', 'subtract', 'multiply', 'divide', 'square', 'fibonacci', 'alternate', 'growing']);
export type SequenceRule = z.infer<typeof SequenceRuleSchema>;

/** Number patterns for non-verbal reasoning: "What comes next: 3, 6, 12, 24, ?". */
export const SequenceSpecSchema = z.object({
  kind: z.literal('sequence'),
  rules: nonEmpty(SequenceRuleSchema),
  /** The first term (for 'square': the first number squared). */
  start: RangeSchema,
  /** The difference for add, subtract, alternate and growing; the ratio for multiply and divide. */
  step: PositiveRange,
  /** Terms in the pattern, the hidden one included; four shown is the fewest that pins a rule down. */
  terms: z.number().int().min(5).max(8),
  /** 'next' hides the last term; 'missing' hides one inside the pattern. */
  blank: z.enum(['next', 'missing']),
});

/** Short everyday stories around one operation, from fixed templates. */
export const WordProblemSpecSchema = z.object({ kind: z.literal('word_problem'), ops: nonEmpty(ArithmeticOpSchema), a: PositiveRange, b: PositiveRange });

export const GeneratorSpecSchema = z.discriminatedUnion('kind', [
  AdditionSpecSchema,
  SubtractionSpecSchema,
  MultiplicationSpecSchema,
  DivisionSpecSchema,
  PlaceValueSpecSchema,
  RoundingSpecSchema,
  FractionOfSpecSchema,
  MissingNumberSpecSchema,
  SequenceSpecSchema,
  WordProblemSpecSchema,
]);
export type GeneratorSpec = z.infer<typeof GeneratorSpecSchema>;
export type GeneratorKind = GeneratorSpec['kind'];
export type SpecOf<K extends GeneratorKind> = Extract<GeneratorSpec, { kind: K }>;

/** A generated question. The answer is a canonical whole number ('42', never '042' or '4,2'). */
export const MathsQuestionSchema = z.object({ id: z.string(), prompt: z.string(), answer: z.string() });
export type MathsQuestion = z.infer<typeof MathsQuestionSchema>;
