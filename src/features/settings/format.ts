/** Locale-aware numbers and times for the settings screens, in the interface language. */
import { intlLocale } from '../../lib/i18n/intl-locale';

export function formatDateTime(at: Date | number, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'medium' }).format(at);
}

export { formatRatioPercent as formatPercent } from '../../lib/i18n/number-format';
export { formatBytes } from '../../lib/i18n/format-bytes';
