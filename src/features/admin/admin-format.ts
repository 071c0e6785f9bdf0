/** Dates and numbers as the admin screens show them, in the interface language. */
import { intlLocale } from '../../lib/i18n/intl-locale';

export function formatDateTime(iso: string | null, language: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(new Date(iso));
}

/** An amount in minor units (cents) of an ISO 4217 currency, as the language writes money: "$9.99", "9,99 $US". */
export function formatMoney(cents: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(cents / 100);
  } catch {
    // A code Intl does not know: the number and the code.
    return `${new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)} ${currency}`;
  }
}
