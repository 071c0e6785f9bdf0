/**
 * Money in the interface language: amounts are kept in minor units, a hundredth of the currency's
 * unit (cents), as the payout contract counts them (contract/billing/payouts.ts), and shown with
 * Intl's currency style (Western digits, intl-locale.ts): "$5.00", "5,00 $US", "5.00 US$" (Arabic, after a right-to-left mark). One
 * cached formatter per language and currency, since building one loads ICU's locale data.
 */
import { intlLocale } from './intl-locale';

const MINOR_PER_UNIT = 100;

const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, language: string): Intl.NumberFormat {
  const key = `${language}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(key, format);
  }
  return format;
}

/** `minor` cents of `currency` (an ISO 4217 code) as the language writes money. */
export function formatMoney(minor: number, currency: string, language: string): string {
  return moneyFormat(currency, language).format(minor / MINOR_PER_UNIT);
}

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
 * An amount the player typed in the currency's units ("5.00", "5,5", "٥٫٠٠"), in cents; null when it
 * is not one (letters, a thousands separator, more than two decimals, a sign).
 */
export function parseMoneyInput(text: string): number | null {
  const match = AMOUNT.exec(westernDigits(text.trim()));
  if (!match) return null;
  const [, units = '0', fraction = ''] = match;
  return Number(units) * MINOR_PER_UNIT + Number(fraction.padEnd(2, '0'));
}
