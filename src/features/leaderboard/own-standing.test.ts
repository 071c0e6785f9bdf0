import { describe, expect, it } from 'vitest';
import type { LeaderboardOwn, LeaderboardRow } from '../../../contract/api/leaderboard';
import { pinnedStanding } from './own-standing';

const row = (user_id: number, rank: number, score: number): LeaderboardRow => ({ rank, user_id, name: `Player ${user_id}`, profile: null, score });
const page = [row(1, 1, 90), row(2, 2, 80), row(3, 2, 80)];
const me = (patch: Partial<LeaderboardOwn> = {}): LeaderboardOwn => ({ rank: 2, user_id: 3, name: 'Player 3', profile: null, score: 80, ...patch });

describe('the pinned own standing', () => {
  it('pins nothing while the own row is listed and in view', () => {
    expect(pinnedStanding(me(), page, true)).toEqual({ kind: 'none' });
  });

  it('pins the own rank and score while the listed own row is scrolled out of view', () => {
    expect(pinnedStanding(me(), page, false)).toEqual({ kind: 'ranked', me: me() });
  });

  it('pins the own rank and score when the own row is not on the pages shown, whatever the observer last said', () => {
    const far = me({ rank: 57, user_id: 40, score: 12 });
    expect(pinnedStanding(far, page, true)).toEqual({ kind: 'ranked', me: far });
    expect(pinnedStanding(far, page, false)).toEqual({ kind: 'ranked', me: far });
  });

  it('says the player is not ranked when they have no score in the period', () => {
    expect(pinnedStanding(me({ rank: null, user_id: 9, score: 0 }), page, true)).toEqual({ kind: 'unranked' });
  });

  it('pins nothing before the first answer, or on an empty board whose empty state says it all', () => {
    expect(pinnedStanding(null, page, false)).toEqual({ kind: 'none' });
    expect(pinnedStanding(me({ rank: null, score: 0 }), [], false)).toEqual({ kind: 'none' });
  });
});
