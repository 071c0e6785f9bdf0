/**
 * Worked steps for a missing number: the inverse operation turns "? + 8 = 15" into 15 − 8, which
 * is then worked out by its own method.
 */
import { additionSteps, subtractionSteps } from './column-steps';
import { divisionSteps, multiplicationSteps } from './fact-steps';
import { formatNumber as f, opSymbol } from './format';
import type { ArithmeticOp } from './spec';
import { calc, lead, note, type DraftStep } from './worked-step';

/** `left op right = result` with the left (hideFirst) or the right number hidden. */
export function missingNumberSteps(op: ArithmeticOp, left: number, right: number, result: number, hideFirst: boolean): DraftStep[] {
  const shown = hideFirst ? right : left;
  const statement = hideFirst ? `? ${opSymbol[op]} ${f(right)} = ${f(result)}` : `${f(left)} ${opSymbol[op]} ? = ${f(result)}`;
  // Doing the operation shown instead of its inverse, or copying the result, are the usual slips.
  const slips = (forward: number) => [forward, result, shown];
  switch (op) {
    case 'add':
      // ? + b = r and a + ? = r alike: r − the number shown.
      return lead(
        note(`In ${statement}, the inverse of adding ${f(shown)} is taking it away: the missing number is ${f(result)} \u2212 ${f(shown)}.`, slips(result + shown)),
        subtractionSteps(result, shown),
        calc(`${f(result)} \u2212 ${f(shown)} = ${f(result - shown)}.`, [result, '-', shown], result - shown),
      );
    case 'subtract':
      return hideFirst
        ? lead(
            note(`In ${statement}, the inverse of taking away ${f(right)} is adding it back: the missing number is ${f(result)} + ${f(right)}.`, slips(Math.abs(result - right))),
            additionSteps(result, right),
            calc(`${f(result)} + ${f(right)} = ${f(result + right)}.`, [result, '+', right], result + right),
          )
        : lead(
            note(`In ${statement}, ${f(left)} take away the missing number leaves ${f(result)}, so the missing number is ${f(left)} \u2212 ${f(result)}.`, slips(left + result)),
            subtractionSteps(left, result),
            calc(`${f(left)} \u2212 ${f(result)} = ${f(left - result)}.`, [left, '-', result], left - result),
          );
    case 'multiply':
      return lead(
        note(`In ${statement}, the inverse of multiplying by ${f(shown)} is dividing by it: the missing number is ${f(result)} \u00f7 ${f(shown)}.`, slips(result * shown)),
        divisionSteps(result, shown),
        calc(`${f(result)} \u00f7 ${f(shown)} = ${f(result / shown)}.`, [result, '\u00f7', shown], result / shown),
      );
    case 'divide':
      return hideFirst
        ? lead(
            note(`In ${statement}, the inverse of dividing by ${f(right)} is multiplying by it: the missing number is ${f(result)} \u00d7 ${f(right)}.`, slips(result / right)),
            multiplicationSteps(result, right),
            calc(`${f(result)} \u00d7 ${f(right)} = ${f(result * right)}.`, [result, '\u00d7', right], result * right),
          )
        : lead(
            note(`In ${statement}, ${f(left)} divided by the missing number is ${f(result)}, so the missing number is ${f(left)} \u00f7 ${f(result)}.`, slips(left * result)),
            divisionSteps(left, result),
            calc(`${f(left)} \u00f7 ${f(result)} = ${f(left / result)}.`, [left, '\u00f7', result], left / result),
          );
  }
}
