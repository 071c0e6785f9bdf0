/** Dates and numbers as the admin screens show them, in the interface language. */
import { intlLocale } from '../../lib/i18n/intl-locale';

export function formatDateTime(iso: string | null, language: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(new Date(iso));
}
