/**
 * The three leaderboard actions: the board of the period now (by the server's clock), its page with
 * names and pictures, the caller's own row and the board's size.
 */
import { inArray } from 'drizzle-orm';
import type { Leaderboard, LeaderboardKind } from '../../../../contract/api/leaderboard';
import type { AppContext } from '../../../app-context';
import { users } from '../../../db/schema';
import { displayName } from '../../users/user-dto';
import { boardOf } from './boards';
import type { Page, Ranking } from './ranking';

export interface LeaderboardService {
  /** The board of `kind` now, as `userId` sees it. */
  board(userId: number, kind: LeaderboardKind, page: Page): Promise<Leaderboard>;
}

export function createLeaderboardService(ctx: Pick<AppContext, 'db' | 'now'>, ranking: Ranking): LeaderboardService {
  return {
    async board(userId, kind, page) {
      const board = boardOf(kind, ctx.now());
      const standings = await ranking.standings(board, userId, page);
      const ids = [...new Set([userId, ...standings.rows.map((r) => r.userId)])];
      const people = new Map(
        (await ctx.db.select({ id: users.id, name: users.name, profile: users.profile }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u]),
      );
      const who = (id: number) => {
        const person = people.get(id);
        // A player deleted between the rank and this read keeps their place on this one answer.
        return { user_id: id, name: person ? displayName(person.name) : '', profile: person?.profile ?? null };
      };
      return {
        board: kind,
        period: board.period,
        ends_at: board.endsAt?.toISOString() ?? null,
        total: standings.total,
        data: standings.rows.map((row) => ({ rank: row.rank, ...who(row.userId), score: row.score })),
        me: { rank: standings.own.rank, ...who(userId), score: standings.own.score },
      };
    },
  };
}
