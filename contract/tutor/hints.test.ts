import { describe, expect, it } from 'vitest';
import { shippedLevels } from '../../tests/fixtures/maths-levels';
import { additionSteps, subtractionSteps } from '../maths/column-steps';
import { divisionSteps, multiplicationSteps } from '../maths/fact-steps';
import { finishSteps, type DraftStep } from '../maths/worked-step';
import type { TutorItem } from './content';
import { diagnose, nextHint } from './hints';
import { generatedItem } from './items';

const item = (prompt: string, answer: number, drafts: DraftStep[]): TutorItem => ({ id: 'hint-test:1', kind: 'number', prompt, answer: String(answer), steps: finishSteps(drafts, answer) });

/** The text of the step a wrong answer points at, or null. */
const pointed = (it: TutorItem, wrong: string): string | null => {
  const at = diagnose(it, wrong);
  return at === null ? null : (it.steps[at]?.text ?? null);
};

describe('diagnosing a wrong answer', () => {
  it('points an addition answer off by the carry at the carrying step', () => {
    const sum = item('What is 47 + 38?', 85, additionSteps(47, 38));
    for (const wrong of ['75', '95', '715']) expect(pointed(sum, wrong), wrong).toMatch(/^Add the ones: 7 \+ 8 = 15\. .*carry 10 to the tens/);
    // 347 + 285 carries a ten and a hundred: off by 100 is the tens' carry.
    const big = item('What is 347 + 285?', 632, additionSteps(347, 285));
    expect(pointed(big, '532')).toMatch(/^Add the tens, with the 10 carried: 40 \+ 80 \+ 10 = 130\. .*carry 100 to the hundreds/);
    expect(pointed(big, '622')).toMatch(/^Add the ones/);
  });

  it('points a subtraction answered by adding, or without exchanging, at the step that exchanges', () => {
    const diff = item('What is 62 − 26?', 36, subtractionSteps(62, 26));
    // 88 added; 44 took the smaller digit from the larger; 46 exchanged without taking the ten away.
    for (const wrong of ['88', '44', '46']) expect(pointed(diff, wrong), wrong).toMatch(/^Subtract the ones: 2 is less than 6, so exchange 1 ten for 10 ones/);
  });

  it('points a neighbouring times-table fact at the fact step', () => {
    const fact = item('What is 7 × 8?', 56, multiplicationSteps(7, 8, 8));
    for (const wrong of ['48', '64', '49', '63']) expect(pointed(fact, wrong), wrong).toBe('7 × 8 means 7 groups of 8: it is a fact of the 8 times table.');
  });

  it('points a quotient one out at the counting step of a division', () => {
    const share = item('What is 63 ÷ 7?', 9, divisionSteps(63, 7));
    for (const wrong of ['8', '10']) expect(pointed(share, wrong), wrong).toMatch(/^Count in 7s until you reach 63/);
    // Answering with the divisor, or subtracting it, misreads what division asks.
    for (const wrong of ['7', '56']) expect(pointed(share, wrong), wrong).toMatch(/^Division is the inverse of multiplication/);
  });

  it('reads a typed answer as the keypad does, and finds nothing for an answer no step explains', () => {
    const sum = item('What is 47 + 38?', 85, additionSteps(47, 38));
    expect(pointed(sum, ' 075 ')).toMatch(/^Add the ones/);
    expect(diagnose(sum, '1000')).toBeNull();
    expect(diagnose(sum, 'eighty')).toBeNull();
    expect(diagnose(sum, '')).toBeNull();
  });

  it('reads a choice item\'s wrong option by its index', () => {
    const choice: TutorItem = {
      id: 'nouns:1',
      kind: 'choice',
      prompt: 'Which word is a noun?',
      options: ['run', 'table', 'quickly'],
      answer: '1',
      steps: [{ text: 'A noun names a thing.' }, { text: '"run" is something you do: a verb.', wrong_answers: ['0'] }, { text: '"table" names a thing.' }],
    };
    expect(diagnose(choice, ' 0')).toBe(1);
    expect(diagnose(choice, '2')).toBeNull();
  });

  it('finds the carrying step of every shipped addition question with a carry', () => {
    let carries = 0;
    for (const { key, spec } of shippedLevels.filter((l) => l.spec.kind === 'addition')) {
      for (let n = 1; n <= 30; n++) {
        const it = generatedItem(key, spec, n);
        const answer = Number(it.answer);
        for (const [i, step] of it.steps.entries()) {
          const carry = /carry ([\d,]+) to/.exec(step.text)?.[1];
          if (!carry) continue;
          carries++;
          expect(diagnose(it, String(answer - Number(carry.replace(/,/g, '')))), `${it.id}: ${it.prompt}`).toBe(i);
          break;
        }
      }
    }
    expect(carries).toBeGreaterThan(100);
  });
});

describe('the hint ladder', () => {
  const sum = item('What is 47 + 38?', 85, additionSteps(47, 38));

  it('shows the step that went wrong, then the step after it, then the whole solution', () => {
    const first = nextHint(sum, '75', 0);
    expect(first).toMatchObject({ level: 'step', from: 1, diagnosed: true });
    expect(first.steps).toEqual([sum.steps[1]]);
    expect(first.text).toMatch(/Nearly/);
    const second = nextHint(sum, '75', 1);
    expect(second).toMatchObject({ level: 'next_step', from: 2, diagnosed: true });
    expect(second.steps).toEqual([sum.steps[2]]);
    for (const shown of [2, 3, 10]) {
      const last = nextHint(sum, '75', shown);
      expect(last).toMatchObject({ level: 'solution', from: 0 });
      expect(last.steps).toEqual(sum.steps);
    }
  });

  it('starts from the first step when the wrong answer points nowhere', () => {
    const hint = nextHint(sum, '1000', 0);
    expect(hint).toMatchObject({ level: 'step', from: 0, diagnosed: false });
    expect(hint.steps).toEqual([sum.steps[0]]);
    expect(nextHint(sum, '1000', 1)).toMatchObject({ level: 'next_step', from: 1 });
  });

  it('goes straight to the solution when the step that went wrong is the last', () => {
    const lastStep = sum.steps.length - 1;
    const it: TutorItem = { ...sum, steps: sum.steps.map((s, i) => (i === lastStep ? { ...s, wrong_answers: ['84'] } : { text: s.text })) };
    expect(nextHint(it, '84', 0)).toMatchObject({ level: 'step', from: lastStep });
    expect(nextHint(it, '84', 1)).toMatchObject({ level: 'solution', from: 0 });
  });

  it('refuses a count of hints shown that is not a whole number from 0', () => {
    for (const bad of [-1, 0.5, Number.NaN]) expect(() => nextHint(sum, '75', bad), String(bad)).toThrow(/shown/);
  });
});
