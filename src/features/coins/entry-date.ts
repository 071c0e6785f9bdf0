/** An entry's date and time in the interface language, Western digits (intl-locale.ts); one format per language. */
import { intlLocale } from '../../lib/i18n/intl-locale';

const formats = new Map<string, Intl.DateTimeFormat>();

export function formatEntryDate(at: Date | string, language: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(language, format);
  }
  return format.format(typeof at === 'string' ? new Date(at) : at);
}
