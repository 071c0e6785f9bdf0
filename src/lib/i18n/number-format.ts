/**
 * Numbers and percentages in the interface language: one cached Intl.NumberFormat per language and
 * style, since building one loads ICU's locale data (a page's first costs about 45 ms at 4x
 * throttle; see docs/ARCHITECTURE.md "Start-up"). French gets its narrow no-break space before %
 * and Arabic its percent sign, from Intl rather than from hand-made strings; digits are Western in
 * every language (intl-locale.ts).
 */
import { intlLocale } from './intl-locale';

const formats = new Map<string, Intl.NumberFormat>();

function cached(language: string, style: 'decimal' | 'percent'): Intl.NumberFormat {
  const key = `${language}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), style === 'percent' ? { style, maximumFractionDigits: 1 } : { maximumFractionDigits: 2 });
    formats.set(key, format);
  }
  return format;
}

/** The language's number format, built on first use and then shared. */
export function numberFormat(language: string): Intl.NumberFormat {
  return cached(language, 'decimal');
}

export function formatNumber(value: number, language: string): string {
  return cached(language, 'decimal').format(value);
}

/** A ratio (0.29) as the language writes a percentage: "29%", "29 %" in French, "29٪" in Arabic. */
export function formatRatioPercent(ratio: number, language: string): string {
  return cached(language, 'percent').format(ratio);
}

/** A percentage the server sends as 0 to 100. */
export function formatPercentage(percentage: number, language: string): string {
  return formatRatioPercent(percentage / 100, language);
}
