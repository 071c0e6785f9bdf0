/** Number patterns for non-verbal reasoning: the pupil finds the rule and the hidden term. */
import type { Generated } from './arithmetic';
import { fittingValues } from './pattern-rules';
import { formatNumber as f } from './format';
import type { Rng } from './prng';
import { sequenceSteps } from './sequence-steps';
import type { SequenceRule, SpecOf } from './spec';

type Spec = SpecOf<'sequence'>;

/** The terms of one pattern, all whole and never negative. */
function terms(rule: SequenceRule, spec: Spec, rng: Rng): number[] {
  const count = spec.terms;
  const start = rng.inRange(spec.start);
  const step = rng.inRange(spec.step);
  const out: number[] = [];
  switch (rule) {
    case 'add':
      for (let i = 0; i < count; i++) out.push(start + i * step);
      return out;
    case 'subtract':
      // Counting down to the drawn start keeps every term at or above it.
      for (let i = 0; i < count; i++) out.push(start + (count - 1 - i) * step);
      return out;
    case 'multiply':
      for (let i = 0, t = Math.max(1, start); i < count; i++, t *= Math.max(2, step)) out.push(t);
      return out;
    case 'divide': {
      // Halving (or thirding) down to the drawn start: every term divides exactly.
      const ratio = Math.max(2, step);
      for (let i = 0; i < count; i++) out.push(Math.max(1, start) * ratio ** (count - 1 - i));
      return out;
    }
    case 'square':
      for (let i = 0; i < count; i++) out.push((start + i) ** 2);
      return out;
    case 'fibonacci':
      out.push(start, step);
      while (out.length < count) out.push((out.at(-1) ?? 0) + (out.at(-2) ?? 0));
      return out;
    case 'alternate': {
      const other = rng.inRange(spec.step);
      out.push(start);
      for (let i = 1; i < count; i++) out.push((out.at(-1) ?? 0) + (i % 2 === 1 ? step : other));
      return out;
    }
    case 'growing':
      // The gap grows by one each time: 1, 3, 6, 10, 15.
      out.push(start);
      for (let i = 1; i < count; i++) out.push((out.at(-1) ?? 0) + step + (i - 1));
      return out;
  }
}

/**
 * Draws this many patterns at most looking for a fair one; the content's specs need one or two. A
 * spec that needs more is a content error, which maths-content.test.ts (an independent solver over
 * every seeded question) reports.
 */
const MAX_DRAWS = 50;

export function sequence(spec: Spec, rng: Rng): Generated {
  for (let draw = 1; ; draw++) {
    const rule = rng.pick(spec.rules);
    const all = terms(rule, spec, rng);
    // A hidden term inside the pattern is never the first: the rule shows only after it.
    const hidden = spec.blank === 'next' ? all.length - 1 : rng.int(1, all.length - 2);
    const answer = all[hidden] ?? 0;
    const fits = fittingValues(all, hidden);
    // Only a pattern with one answer is fair; the next draw of the same seed is as deterministic.
    if ((fits.size === 1 && fits.has(answer)) || draw === MAX_DRAWS) {
      const shown = all.map((t, i) => (i === hidden ? '?' : f(t))).join(', ');
      const question = spec.blank === 'next' ? 'What comes next' : 'What is the missing number';
      return { prompt: `${question}: ${shown}`, answer, steps: () => sequenceSteps(rule, all, hidden) };
    }
  }
}
