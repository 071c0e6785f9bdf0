import { describe, expect, it } from 'vitest';
import { negotiateCoding } from './accept-encoding';

describe('negotiateCoding', () => {
  it('prefers brotli, then gzip, as browsers send them', () => {
    expect(negotiateCoding('gzip, deflate, br')).toBe('br');
    expect(negotiateCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateCoding('gzip, deflate')).toBe('gzip');
    expect(negotiateCoding('x-gzip')).toBe('gzip');
  });

  it('sends nothing compressed without a header or without a coding it has', () => {
    expect(negotiateCoding(undefined)).toBe('identity');
    expect(negotiateCoding('')).toBe('identity');
    expect(negotiateCoding('identity')).toBe('identity');
    expect(negotiateCoding('deflate')).toBe('identity');
  });

  it('follows the weights, refusals and the wildcard', () => {
    expect(negotiateCoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateCoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateCoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(negotiateCoding('*')).toBe('br');
    expect(negotiateCoding('br;q=0, *;q=0.1')).toBe('gzip');
    expect(negotiateCoding('GZIP; Q=1')).toBe('gzip');
  });

  it('treats a malformed weight as a refusal', () => {
    expect(negotiateCoding('br;q=high, gzip')).toBe('gzip');
    expect(negotiateCoding('br;q=2')).toBe('identity');
  });

  it('reads a header sent more than once', () => {
    expect(negotiateCoding(['gzip', 'br'])).toBe('br');
  });
});
