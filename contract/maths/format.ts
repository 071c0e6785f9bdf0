/** Number and operator formatting that never depends on the runtime's locale data. */
import type { ArithmeticOp } from './spec';

/** 4732 -> '4,732'. Hand-made: toLocaleString differs between runtimes and their ICU data. */
export function formatNumber(n: number): string {
  const digits = String(Math.abs(n));
  let grouped = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) grouped += ',';
    grouped += digits[i];
  }
  return n < 0 ? `-${grouped}` : grouped;
}

/** Typographic signs as printed in school books; U+2212 is the minus sign, not a hyphen. */
export const opSymbol: Readonly<Record<ArithmeticOp, string>> = { add: '+', subtract: '\u2212', multiply: '\u00d7', divide: '\u00f7' };

/** The four operations on whole numbers the generators use. */
export function applyOp(op: ArithmeticOp, a: number, b: number): number {
  switch (op) {
    case 'add':
      return a + b;
    case 'subtract':
      return a - b;
    case 'multiply':
      return a * b;
    case 'divide':
      return a / b;
  }
}
