/** The snapshot test that tells a Redis ranking which of its own writes a drain has covered. */
import { describe, expect, it } from 'vitest';
import { endedBefore, parseSnapshot } from './redis-ranking';

describe('endedBefore', () => {
  // xmin 10, xmax 20, 12 and 15 still running when the snapshot was taken.
  const snapshot = parseSnapshot('10:20:12,15');

  it('counts a transaction below xmin, or below xmax and not running, as ended', () => {
    expect([9n, 11n, 13n, 19n].map((xid) => endedBefore(xid, snapshot))).toEqual([true, true, true, true]);
  });

  it('counts a transaction that was running, or started at or after xmax, as not ended', () => {
    expect([12n, 15n, 20n, 21n].map((xid) => endedBefore(xid, snapshot))).toEqual([false, false, false, false]);
  });

  it('reads a snapshot with nothing running, and 64-bit transaction ids', () => {
    const quiet = parseSnapshot('4294967400:4294967400:');
    expect(endedBefore(4294967399n, quiet)).toBe(true);
    expect(endedBefore(4294967400n, quiet)).toBe(false);
  });

  it('refuses text that is not a snapshot, naming it', () => {
    expect(() => parseSnapshot('10-20')).toThrow('"10-20" is not a PostgreSQL snapshot (xmin:xmax:xip_list)');
  });
});
