/**
 * Sizes for people: "0.8 kB", "12.5 kB", "3.2 MB", in the interface language's number format, the
 * same on the downloads screen and in the storage settings (steps of 1,024 bytes, as a device's
 * own storage settings count them). Kilobytes are the floor: nothing shown is that small.
 */
import { intlLocale } from './intl-locale';

const UNITS = [
  ['kilobyte', 1024],
  ['megabyte', 1024 ** 2],
  ['gigabyte', 1024 ** 3],
] as const;

export function formatBytes(bytes: number, locale: string): string {
  const [unit, size] = UNITS.findLast(([, step]) => bytes >= step) ?? UNITS[0];
  return new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / size);
}
