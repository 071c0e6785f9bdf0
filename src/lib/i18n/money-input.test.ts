import { describe, expect, it } from 'vitest';
import { parseMoneyInput } from './money-input';
import { formatMoney } from './money-format';

describe('formatMoney (number-format.ts), as the wallet shows money', () => {
  it('writes cents as the language writes money, with Western digits', () => {
    expect(formatMoney(500, 'USD', 'en')).toBe('$5.00');
    expect(formatMoney(123_450, 'USD', 'en')).toBe('$1,234.50');
    // French: a comma for decimals, a narrow no-break space between thousands and before the symbol.
    expect(formatMoney(123_450, 'USD', 'fr')).toBe('1\u202f234,50\u00a0$US');
    expect(formatMoney(500, 'INR', 'ar')).toMatch(/^\u200f?5\.00\u00a0₹$/);
    expect(formatMoney(0, 'EUR', 'en')).toBe('€0.00');
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['5', 500],
    ['5.00', 500],
    ['5.5', 550],
    ['5,05', 505],
    [' 12.34 ', 1234],
    ['0.01', 1],
    ['٥٫٢٥', 525],
    ['۱۰', 1000],
  ])('reads %j as %d cents', (text, cents) => {
    expect(parseMoneyInput(text)).toBe(cents);
  });

  it.each(['', '.', '5.', '.5', '5.001', '1,000.00', '-5', '+5', '5e2', 'five', '$5', '5 00', '1234567890'])('refuses %j', (text) => {
    expect(parseMoneyInput(text)).toBeNull();
  });
});
