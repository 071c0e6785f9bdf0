import { describe, expect, it } from 'vitest';
import { evaluate, selectTargets, summaryTable, type BenchTarget } from './verdicts';

const row = (name: string, value: number | Error): BenchTarget => ({
  name,
  unit: 'ms',
  comparator: '<',
  target: 100,
  measure: () => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value)),
});

describe('bench verdicts', () => {
  it('passes a met target, misses a missed one and reports a failed measurement as an error', async () => {
    const verdicts = await evaluate([row('a.fast', 99), row('a.slow', 100), row('b.broken', new Error('no server'))]);
    expect(verdicts.map((v) => v.verdict)).toEqual(['PASS', 'MISS', 'ERROR']);
    expect(verdicts[2]?.error).toBe('no server');
    expect(summaryTable(verdicts)).toContain('2 of 3 targets missed');
  });

  it('selects targets by full name or group, and refuses a selector that matches none', () => {
    const targets = [row('bundle.entry', 1), row('bundle.play-route', 1), row('cold-start.ms', 1)];
    expect(selectTargets(targets, ['bundle']).map((t) => t.name)).toEqual(['bundle.entry', 'bundle.play-route']);
    expect(selectTargets(targets, ['cold-start.ms', 'bundle.entry']).map((t) => t.name)).toEqual(['bundle.entry', 'cold-start.ms']);
    expect(selectTargets(targets, []).length).toBe(3);
    expect(() => selectTargets(targets, ['bund'])).toThrow(/no bench target matches bund/);
  });
});
