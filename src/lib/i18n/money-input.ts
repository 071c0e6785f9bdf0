/**
 * Money the player types, in the currency's units ("5.00", "5,5", "٥٫٠٠"), read as cents: a
 * hundredth of the unit, as the payout contract counts amounts (contract/billing/payouts.ts) and
 * money-format.ts's formatMoney writes them.
 */

/** Arabic-Indic and Eastern Arabic-Indic digits as Western ones, and the Arabic decimal separator as a point. */
function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.');
}

/** A whole number of units with at most two decimals, after a point or a comma ("5", "5.5", "5,00"). */
const AMOUNT = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/**
 * An amount the player typed, in cents; null when it is not one (letters, a thousands separator,
 * more than two decimals, a sign).
 */
export function parseMoneyInput(text: string): number | null {
  const match = AMOUNT.exec(westernDigits(text.trim()));
  if (!match) return null;
  const [, units = '0', fraction = ''] = match;
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}
