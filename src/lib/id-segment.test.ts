import { describe, expect, it } from 'vitest';
import { idSegment, parseIdSegment } from './id-segment';

describe('id segments', () => {
  it('reads the id at the start of a segment', () => {
    expect(parseIdSegment('12-world-capitals')).toBe(12);
    expect(parseIdSegment('7')).toBe(7);
    expect(parseIdSegment('general')).toBeNull();
    expect(parseIdSegment('0')).toBeNull();
    expect(parseIdSegment(undefined)).toBeNull();
    expect(idSegment(3, 'science')).toBe('3-science');
  });
});
