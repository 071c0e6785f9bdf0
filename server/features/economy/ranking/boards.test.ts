import { describe, expect, it } from 'vitest';
import { boardOf, boardOfKey, boardsAt, startOf } from './boards';

describe('leaderboard periods', () => {
  it('rolls the daily board over at midnight UTC and the monthly one on the first of the month UTC', () => {
    const lastSecond = new Date('2026-01-31T23:59:59.999Z');
    const next = new Date('2026-02-01T00:00:00.000Z');
    expect(boardOf('daily', lastSecond)).toMatchObject({ key: 'daily:2026-01-31', period: '2026-01-31', endsAt: next });
    expect(boardOf('daily', next).key).toBe('daily:2026-02-01');
    expect(boardOf('monthly', lastSecond)).toMatchObject({ key: 'monthly:2026-01', endsAt: next });
    expect(boardOf('monthly', next).key).toBe('monthly:2026-02');
    expect(boardOf('monthly', new Date('2026-12-15T12:00:00Z')).endsAt).toEqual(new Date('2027-01-01T00:00:00Z'));
    expect(boardOf('global', next)).toMatchObject({ key: 'global', period: 'all', endsAt: null });
  });

  it('counts a moment on three boards, listed in key order', () => {
    expect(boardsAt(new Date('2026-03-04T05:06:07Z')).map((b) => b.key)).toEqual(['daily:2026-03-04', 'global', 'monthly:2026-03']);
  });

  it('reads a board back from its key, with the start of its period', () => {
    for (const board of boardsAt(new Date('2026-03-04T05:06:07Z'))) expect(boardOfKey(board.key)).toEqual(board);
    expect(startOf(boardOf('daily', new Date('2026-03-04T05:06:07Z')))).toEqual(new Date('2026-03-04T00:00:00Z'));
    expect(startOf(boardOf('monthly', new Date('2026-03-04T05:06:07Z')))).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(startOf(boardOf('global', new Date()))).toBeNull();
    expect(boardOfKey('weekly:2026-10')).toBeNull();
  });
});
