/**
 * The header's number format, built once start-up has settled. A page's first Intl object loads
 * ICU's locale data: about 11 ms on a laptop, 45 ms on a tablet-class CPU (bench/offline-cold-start.ts
 * at 4x throttle), which a cold start would otherwise pay before its first screen. Until the format
 * is built, numbers show as plain digits; a later language gets its format in the next idle moment.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { numberFormat } from '../../lib/i18n/number-format';
import { afterStartup } from '../after-start';

const formats = new Map<string, Intl.NumberFormat>();
const requested = new Set<string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function request(language: string): void {
  if (requested.has(language)) return;
  requested.add(language);
  afterStartup(() => {
    formats.set(language, numberFormat(language));
    for (const listener of listeners) listener();
  });
}

const plainDigits = (value: number): string => String(value);

/** Formats numbers in `language`: plain digits until its Intl.NumberFormat is built. */
export function useNumberFormat(language: string): (value: number) => string {
  const format = useSyncExternalStore(subscribe, () => formats.get(language));
  useEffect(() => request(language), [language]);
  return format ? (value) => format.format(value) : plainDigits;
}

/** For tests: no format built or asked for yet. */
export function resetNumberFormats(): void {
  formats.clear();
  requested.clear();
}
