/**
 * Sizes for people: "0.8 kB", "12.5 kB", "3.2 MB", in the interface language's number format
 * (Intl names no short unit for bytes, and no pack is that small, so kilobytes are the floor).
 */
const UNITS = [
  ['kilobyte', 1024],
  ['megabyte', 1024 ** 2],
  ['gigabyte', 1024 ** 3],
] as const;

export function formatBytes(bytes: number, locale: string): string {
  const [unit, size] = UNITS.findLast(([, step]) => bytes >= step) ?? UNITS[0];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / size);
}
