/**
 * A benchmark target is one row: a name, a unit, a comparator, the target and the function that
 * measures it. `npm run bench` (bench/run.ts) and the CI size check (bench/check-budgets.ts) both
 * evaluate such rows, print a verdict per row as it is measured and a summary table at the end.
 */
import { meets, type Comparator } from './budgets';

export interface BenchTarget {
  /** `group.what`, e.g. `bundle.entry`; `npm run bench -- bundle` runs every `bundle.*` row. */
  readonly name: string;
  readonly unit: string;
  readonly comparator: Comparator;
  readonly target: number;
  readonly measure: () => Promise<number>;
}

export interface Verdict {
  readonly name: string;
  readonly unit: string;
  readonly comparator: Comparator;
  readonly target: number;
  /** Null when the measurement failed. */
  readonly value: number | null;
  readonly verdict: 'PASS' | 'MISS' | 'ERROR';
  readonly error?: string;
}

/** Shares one measurement between the rows that read parts of it (a bundle, a replay). */
export function once<T>(measure: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | null = null;
  return () => (result ??= measure());
}

/** The rows a command line selects: a row whose name is an argument or starts with `<argument>.`. */
export function selectTargets(targets: readonly BenchTarget[], selectors: readonly string[]): BenchTarget[] {
  if (selectors.length === 0) return [...targets];
  const unknown = selectors.filter((s) => !targets.some((t) => t.name === s || t.name.startsWith(`${s}.`)));
  if (unknown.length > 0) throw new Error(`no bench target matches ${unknown.join(', ')}; targets: ${targets.map((t) => t.name).join(', ')}`);
  return targets.filter((t) => selectors.some((s) => t.name === s || t.name.startsWith(`${s}.`)));
}

/** Measures each row in turn (never two at once: timings share the machine) and judges it. */
export async function evaluate(targets: readonly BenchTarget[], report: (verdict: Verdict) => void = () => undefined): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const t of targets) {
    const row = { name: t.name, unit: t.unit, comparator: t.comparator, target: t.target };
    let verdict: Verdict;
    try {
      const value = await t.measure();
      verdict = { ...row, value, verdict: Number.isFinite(value) && meets(value, t.comparator, t.target) ? 'PASS' : 'MISS' };
    } catch (error) {
      verdict = { ...row, value: null, verdict: 'ERROR', error: error instanceof Error ? error.message : String(error) };
    }
    verdicts.push(verdict);
    report(verdict);
  }
  return verdicts;
}

export const allPass = (verdicts: readonly Verdict[]): boolean => verdicts.every((v) => v.verdict === 'PASS');

const figure = (value: number): string => (Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 2 : 1));

export function formatVerdict(v: Verdict): string {
  const measured = v.value === null ? `failed: ${v.error ?? 'no value'}` : `${figure(v.value)} ${v.unit}`;
  return `${v.verdict.padEnd(5)} ${v.name}: ${measured} (target ${v.comparator} ${figure(v.target)} ${v.unit})`;
}

/** The end-of-run table: one line per row, aligned, and the count of misses. */
export function summaryTable(verdicts: readonly Verdict[]): string {
  const rows = [['target', 'measured', 'goal', 'verdict'], ...verdicts.map((v) => [v.name, v.value === null ? '-' : `${figure(v.value)} ${v.unit}`, `${v.comparator} ${figure(v.target)} ${v.unit}`, v.verdict])];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  const lines = rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd());
  const missed = verdicts.filter((v) => v.verdict !== 'PASS').length;
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  lines.push(missed === 0 ? `all ${verdicts.length} targets met` : `${missed} of ${verdicts.length} targets missed`);
  return lines.join('\n');
}
