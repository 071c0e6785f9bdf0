/** Pure rules of the admin's content writes: what an audit entry records, and contiguous levels. */

type Fields = Record<string, unknown>;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The audit entry's before and after: on a create (no stored row) nothing before and every field
 * after; on an update only the fields that differ; null when nothing does (nothing is recorded).
 */
export function changesOf(stored: Fields | null, wanted: Fields): { before: Fields | null; after: Fields } | null {
  if (stored === null) return { before: null, after: { ...wanted } };
  const keys = Object.keys(wanted).filter((key) => !same(stored[key], wanted[key]));
  if (keys.length === 0) return null;
  return { before: Object.fromEntries(keys.map((k) => [k, stored[k]])), after: Object.fromEntries(keys.map((k) => [k, wanted[k]])) };
}

/**
 * Levels are numbered 1 to n with no empty level between: the reason the sizes (questions per
 * level after a write) break that, or null when they do not.
 */
export function contiguityProblem(sizes: ReadonlyMap<number, number>): string | null {
  const filled = [...sizes].filter(([, n]) => n > 0).map(([level]) => level).sort((a, b) => a - b);
  for (const [index, level] of filled.entries()) {
    if (level === index + 1) continue;
    return index === 0
      ? `level must be 1: the subcategory has no questions yet`
      : sizes.has(index + 1) && (sizes.get(index + 1) ?? 0) <= 0
        ? `level ${index + 1} would be left empty; move the question to the last level, or fill level ${index + 1} first`
        : `level must be from 1 to ${index + 1} (the levels so far and one more)`;
  }
  return null;
}
