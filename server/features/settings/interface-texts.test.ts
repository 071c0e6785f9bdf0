import { describe, expect, it } from 'vitest';
import { applyTexts, changedKeys, flattenTexts, overrideFor } from './interface-texts';

describe('interface texts', () => {
  it('flattens nested and flat keys alike and sets aside values that are not text', () => {
    const { texts, invalid } = flattenTexts({ common: { retry: 'Encore', deep: { key: 'x' } }, 'nav.skip': 'Aller', n: 1, list: ['a'], none: null, nul: 'a\u0000b' });
    expect(texts).toEqual({ 'common.retry': 'Encore', 'common.deep.key': 'x', 'nav.skip': 'Aller' });
    expect(invalid.sort()).toEqual(['list', 'n', 'none', 'nul']);
  });

  it('refuses a text longer than an interface text may be, and nesting past eight levels', () => {
    const deep = { a: { b: { c: { d: { e: { f: { g: { h: { i: 'too deep' } } } } } } } } };
    expect(flattenTexts({ long: 'x'.repeat(5_001), ...deep }).invalid.sort()).toEqual(['a.b.c.d.e.f.g.h', 'long']);
  });

  it('keeps no override that is empty or equal to the shipped text', () => {
    expect(overrideFor('  ', 'Retry')).toBeUndefined();
    expect(overrideFor('Retry', 'Retry')).toBeUndefined();
    expect(overrideFor('Again', 'Retry')).toBe('Again');
    expect(overrideFor('Again', undefined)).toBe('Again');
  });

  it('merges texts into the overrides, or replaces them, and names the keys that changed', () => {
    const before = { a: 'A!', b: 'B!' };
    const shipped = { a: 'A', b: 'B', c: 'C' };
    const merged = applyTexts(before, { a: 'A', c: 'C?' }, shipped, false);
    expect(merged).toEqual({ b: 'B!', c: 'C?' });
    expect(changedKeys(before, merged)).toEqual(['a', 'c']);
    expect(applyTexts(before, { c: 'C?' }, shipped, true)).toEqual({ c: 'C?' });
  });
});
