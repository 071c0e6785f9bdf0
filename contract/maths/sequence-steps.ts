/**
 * Worked steps for a number pattern: find the rule from terms the pupil can see (a difference, a
 * ratio, squares, sums of two terms, gaps that take turns or grow), then use it on the term before
 * the gap. Only shown terms are used as evidence, never the hidden one.
 */
import { formatNumber as f } from './format';
import type { SequenceRule } from './spec';
import { calc, note, type DraftStep } from './worked-step';

/** The first i from which the terms at i .. i + span - 1 are all shown. */
function shownRun(count: number, hidden: number, span: number): number | undefined {
  for (let i = 0; i + span <= count; i++) if (hidden < i || hidden >= i + span) return i;
  return undefined;
}

/** The steps for the term at `hidden` of `terms`, which follow `rule`. */
export function sequenceSteps(rule: SequenceRule, terms: readonly number[], hidden: number): DraftStep[] {
  const t = (i: number): number => terms[i] ?? 0;
  const answer = t(hidden);
  const prev = t(hidden - 1);
  // Carrying on with the last difference seen is the usual slip when the rule is not adding.
  const linear = hidden >= 2 ? [prev + (prev - t(hidden - 2)), prev] : [prev];
  const k = shownRun(terms.length, hidden, 2) ?? 0;
  const [a, b] = [t(k), t(k + 1)];
  switch (rule) {
    case 'add':
    case 'subtract': {
      const d = Math.abs(b - a);
      const adds = rule === 'add';
      return [
        calc(
          `Find the rule: ${adds ? `${f(b)} \u2212 ${f(a)}` : `${f(a)} \u2212 ${f(b)}`} = ${f(d)}, so each term is ${f(d)} ${adds ? 'more' : 'less'} than the one before.`,
          adds ? [b, '-', a] : [a, '-', b],
          d,
          linear,
        ),
        adds
          ? calc(`Add ${f(d)} to ${f(prev)}: ${f(prev)} + ${f(d)} = ${f(answer)}.`, [prev, '+', d], answer, [answer - d, answer + d])
          : calc(`Take ${f(d)} from ${f(prev)}: ${f(prev)} \u2212 ${f(d)} = ${f(answer)}.`, [prev, '-', d], answer, [answer - d, answer + d]),
      ];
    }
    case 'multiply': {
      const r = b / a;
      return [
        calc(`Find the rule: ${f(b)} \u00f7 ${f(a)} = ${f(r)}, so each term is ${f(r)} times the one before.`, [b, '\u00f7', a], r, [...linear, prev + r]),
        calc(`Multiply ${f(prev)} by ${f(r)}: ${f(prev)} \u00d7 ${f(r)} = ${f(answer)}.`, [prev, '\u00d7', r], answer),
      ];
    }
    case 'divide': {
      const r = a / b;
      return [
        calc(`Find the rule: ${f(a)} \u00f7 ${f(b)} = ${f(r)}, so each term is the one before divided by ${f(r)}.`, [a, '\u00f7', b], r, [...linear, prev - r]),
        calc(`Divide ${f(prev)} by ${f(r)}: ${f(prev)} \u00f7 ${f(r)} = ${f(answer)}.`, [prev, '\u00f7', r], answer),
      ];
    }
    case 'square': {
      const root = (i: number) => Math.round(Math.sqrt(t(i)));
      const [r0, rh] = [root(k), Math.round(Math.sqrt(answer))];
      return [
        calc(`The terms are square numbers, each a whole number times itself: ${r0} \u00d7 ${r0} = ${f(t(k))}.`, [r0, '\u00d7', r0], t(k), linear),
        calc(`The numbers squared go up by 1 each time, so the missing term is ${rh} \u00d7 ${rh} = ${f(answer)}.`, [rh, '\u00d7', rh], answer, [(rh - 1) ** 2, (rh + 1) ** 2]),
      ];
    }
    case 'fibonacci': {
      const run = shownRun(terms.length, hidden, 3);
      const rule3 =
        run === undefined
          ? note('Each term is the sum of the two terms before it.', linear)
          : calc(`Find the rule: ${f(t(run))} + ${f(t(run + 1))} = ${f(t(run + 2))}, so each term is the sum of the two before it.`, [t(run), '+', t(run + 1)], t(run + 2), linear);
      const last =
        hidden >= 2
          ? calc(`Add the two terms before the gap: ${f(t(hidden - 2))} + ${f(prev)} = ${f(answer)}.`, [t(hidden - 2), '+', prev], answer)
          : // The second term: the third is the first plus the second, so take the first away from the third.
            calc(`The third term is the first plus the missing one, so the missing term is ${f(t(2))} \u2212 ${f(t(0))} = ${f(answer)}.`, [t(2), '-', t(0)], answer, [t(2) + t(0)]);
      return [rule3, last];
    }
    case 'alternate':
    case 'growing':
      return gapSteps(rule, terms, hidden, linear);
  }
}

/** Gaps that take turns, or grow by one: find a gap the pupil can see and work out the one before the gap. */
function gapSteps(rule: 'alternate' | 'growing', terms: readonly number[], hidden: number, linear: readonly number[]): DraftStep[] {
  const t = (i: number): number => terms[i] ?? 0;
  const answer = t(hidden);
  const prev = t(hidden - 1);
  const need = answer - prev;
  // The gaps either side of the hidden term are not seen: they are written '?'.
  const unseen = (i: number) => i === hidden || i + 1 === hidden;
  const visible = terms.slice(1).flatMap((v, i) => (unseen(i) ? [] : [{ i, gap: v - t(i) }]));
  const gaps = terms
    .slice(1)
    .map((v, i) => (unseen(i) ? '?' : `+${f(v - t(i))}`))
    .join(', ');
  const apply = calc(`Add the gap to ${f(prev)}: ${f(prev)} + ${f(need)} = ${f(answer)}.`, [prev, '+', need], answer, [answer - 1, answer + 1]);
  if (rule === 'alternate') {
    // The gap into the hidden term is the gap two (or four...) places away.
    const same = visible.find(({ i }) => (i - (hidden - 1)) % 2 === 0) ?? visible[0];
    const i = same?.i ?? 0;
    return [
      calc(`The gaps take turns: ${gaps}. The gap before the missing term is the same as the gap two places away: ${f(t(i + 1))} \u2212 ${f(t(i))} = ${f(need)}.`, [t(i + 1), '-', t(i)], need, linear),
      apply,
    ];
  }
  // The nearest gap shown: the one just before or just after the two unknown ones.
  const near = [...visible].sort((x, y) => Math.abs(x.i - (hidden - 1)) - Math.abs(y.i - (hidden - 1)))[0];
  const i = near?.i ?? 0;
  const seen = t(i + 1) - t(i);
  const shift = hidden - 1 - i;
  return [
    calc(`The gaps grow by 1 each time: ${gaps}. Find the gap ${f(t(i + 1))} \u2212 ${f(t(i))} = ${f(seen)}.`, [t(i + 1), '-', t(i)], seen, linear),
    calc(
      `The gap before the missing term is ${Math.abs(shift)} ${shift > 0 ? 'more' : 'less'}: ${f(seen)} ${shift > 0 ? '+' : '\u2212'} ${Math.abs(shift)} = ${f(need)}.`,
      [seen, shift > 0 ? '+' : '-', Math.abs(shift)],
      need,
      [answer - 1, answer + 1],
    ),
    apply,
  ];
}
