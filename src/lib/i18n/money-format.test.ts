import { describe, expect, it } from 'vitest';
import { formatMoney } from './money-format';

/** Intl puts no-break spaces and bidi marks where languages want them; compare what a reader sees. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('formatMoney', () => {
  it('reads the amount in minor units and writes it as the language does', () => {
    expect(formatMoney(499, 'USD', 'en')).toBe('$4.99');
    expect(plain(formatMoney(499, 'EUR', 'fr'))).toBe('4,99 €');
    expect(plain(formatMoney(123_456, 'USD', 'fr'))).toBe('1 234,56 $US');
  });

  it('keeps Western digits in Arabic, as the rest of the app does', () => {
    const arabic = formatMoney(499, 'USD', 'ar');
    expect(arabic).toMatch(/4[.,٫]99/);
    expect(arabic).not.toMatch(/[٠-٩]/);
  });

  it("uses the currency's own minor unit: none for yen, three for dinars", () => {
    expect(formatMoney(500, 'JPY', 'en')).toBe('¥500');
    expect(plain(formatMoney(1_500, 'KWD', 'en'))).toBe('KWD 1.500');
  });

  it('accepts a code in lower case and writes an unknown one as it came, without throwing', () => {
    expect(formatMoney(999, 'usd', 'en')).toBe('$9.99');
    expect(formatMoney(999, 'X1', 'en')).toBe('9.99 X1');
  });
});
