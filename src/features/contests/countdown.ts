/**
 * Time until a contest starts or ends, in the interface language: days and hours from a day on
 * ("2 days, 3 hr"), hh:mm:ss under a day. Pure, for the cards' countdowns.
 */
import { intlLocale } from '../../lib/i18n/intl-locale';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

const pad = (value: number): string => String(value).padStart(2, '0');

export function formatCountdown(ms: number, language: string): string {
  const left = Math.max(0, ms);
  if (left >= DAY) {
    const locale = intlLocale(language);
    const days = new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(Math.floor(left / DAY));
    const hours = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'short' }).format(Math.floor((left % DAY) / HOUR));
    return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format([days, hours]);
  }
  const seconds = Math.ceil(left / SECOND);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
