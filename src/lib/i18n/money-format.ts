/**
 * Money as the interface language writes it: an amount in the currency's minor unit (cents, as the
 * server sends every price) through Intl.NumberFormat's currency style, with Western digits in every
 * language (src/lib/i18n/intl-locale.ts). The minor unit's size is the currency's own (2 digits for
 * USD and EUR, none for JPY, 3 for KWD), as Intl knows it. One cached format per language and
 * currency: building one loads ICU's locale data.
 */
import { intlLocale } from './intl-locale';

const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(language: string, currency: string): Intl.NumberFormat {
  const key = `${language}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency });
    formats.set(key, format);
  }
  return format;
}

/** "$4.99", "4,99 $US", "‏4.99 US$" for 499 USD; a currency Intl does not know is written as its code. */
export function formatMoney(minorUnits: number, currency: string, language: string): string {
  let format: Intl.NumberFormat;
  try {
    format = currencyFormat(language, currency.toUpperCase());
  } catch {
    // Not an ISO 4217 code Intl accepts: the amount in two decimals with the code, never a crash.
    return `${(minorUnits / 100).toFixed(2)} ${currency}`;
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}
