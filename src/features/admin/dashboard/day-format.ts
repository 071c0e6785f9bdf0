/** A dashboard day (YYYY-MM-DD, a UTC day) as the admin reads it: "26 Nov", in the interface language. */
import { intlLocale } from '../../../lib/i18n/intl-locale';

export function formatDay(date: string, language: string, long = false): string {
  return new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: long ? 'long' : 'short', ...(long ? { weekday: 'short' } : {}), timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
