import { describe, expect, it } from 'vitest';
import { changesOf, contiguityProblem } from './content-rules';

describe('changesOf', () => {
  it('records every field on a create', () => {
    expect(changesOf(null, { name: 'a', sort: 1 })).toEqual({ before: null, after: { name: 'a', sort: 1 } });
  });
  it('records only the fields an update changes, comparing arrays by value', () => {
    expect(changesOf({ name: 'a', options: ['x', 'y'], sort: 1 }, { name: 'b', options: ['x', 'y'], sort: 1 })).toEqual({ before: { name: 'a' }, after: { name: 'b' } });
  });
  it('is null when nothing changes', () => {
    expect(changesOf({ name: 'a', options: ['x'] }, { name: 'a', options: ['x'] })).toBeNull();
  });
});

describe('contiguityProblem', () => {
  const sizes = (entries: [number, number][]) => new Map(entries);
  it('accepts levels 1 to n and one more, and a last level emptied', () => {
    expect(contiguityProblem(sizes([[1, 3], [2, 1], [3, 1]]))).toBeNull();
    expect(contiguityProblem(sizes([[1, 3], [2, 0]]))).toBeNull();
  });
  it('refuses a level past the next one', () => {
    expect(contiguityProblem(sizes([[1, 3], [3, 1]]))).toBe('level must be from 1 to 2 (the levels so far and one more)');
  });
  it('refuses a first question anywhere but level 1', () => {
    expect(contiguityProblem(sizes([[2, 1]]))).toBe('level must be 1: the subcategory has no questions yet');
  });
  it('refuses emptying a level before the last', () => {
    expect(contiguityProblem(sizes([[1, 2], [2, 0], [3, 4]]))).toMatch(/^level 2 would be left empty/);
  });
});
