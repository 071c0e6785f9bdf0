/**
 * Dates, times and spans of time in the interface language, from Intl rather than hand-made
 * strings, with Western digits (intl-locale.ts); one cached formatter per language and style, since
 * building one loads ICU's locale data.
 */
import { intlLocale } from './intl-locale';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formats = new Map<string, unknown>();

function cached<F>(key: string, build: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

const toDate = (at: Date | string): Date => (typeof at === 'string' ? new Date(at) : at);

/** A moment with its day and time: "Mar 3, 2026, 7:45 AM". */
export function formatDateTime(at: Date | string, language: string): string {
  return cached(`dateTime|${language}`, () => new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' })).format(toDate(at));
}

/** A day with its year: "Mar 3, 2026", "3 mars 2026". */
export function formatDate(at: Date | string, language: string): string {
  return cached(`date|${language}`, () => new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' })).format(toDate(at));
}

/** A day of the year, without the year: "December 1", "1 décembre". */
export function formatDayMonth(at: Date | string, language: string): string {
  return cached(`dayMonth|${language}`, () => new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'long' })).format(toDate(at));
}

/**
 * How long ago `at` was, while that is under a day ("12 min. ago", "il y a 3 h", "this minute");
 * null from a day on, when the day itself says more (formatDateTime).
 */
export function formatAgo(at: Date, now: Date, language: string): string | null {
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  if (elapsed >= DAY) return null;
  const format = cached(`ago|${language}`, () => new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto', style: 'short' }));
  return elapsed < HOUR ? format.format(-Math.floor(elapsed / MINUTE), 'minute') : format.format(-Math.floor(elapsed / HOUR), 'hour');
}

/**
 * A span of under a day in hours and minutes, rounded up to the minute so it never reads 0 before
 * it is over: "5 hr 12 min", "5 h 12 min", "45 min".
 */
export function formatHoursMinutes(ms: number, language: string): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  const locale = intlLocale(language);
  const hour = cached(`hour|${language}`, () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'short' }));
  const minute = cached(`minute|${language}`, () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' }));
  const parts = [...(minutes >= 60 ? [hour.format(Math.floor(minutes / 60))] : []), ...(minutes % 60 > 0 ? [minute.format(minutes % 60)] : [])];
  return cached(`span|${language}`, () => new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' })).format(parts);
}
