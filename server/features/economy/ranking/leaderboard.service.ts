/**
 * The three leaderboard actions: the board of the period now (by the server's clock), its page with
 * names and pictures, the caller's own row and the board's size.
 *
 * Names and pictures of the players on a page are kept in process for a few seconds: the first
 * page is the same for everyone who opens a board, so most answers then need the ranking's one
 * read and the caller's own row (read beside it, always fresh) and nothing after. A rename or a new
 * picture reaches other players' boards within PEOPLE_TTL_MS.
 */
import { inArray } from 'drizzle-orm';
import type { Leaderboard, LeaderboardKind } from '../../../../contract/api/leaderboard';
import type { AppContext } from '../../../app-context';
import { users } from '../../../db/schema';
import { TtlCache } from '../../../lib/ttl-cache';
import { displayName } from '../../users/user-dto';
import { boardOf } from './boards';
import type { Page, Ranking } from './ranking';

export interface LeaderboardService {
  /** The board of `kind` now, as `userId` sees it. */
  board(userId: number, kind: LeaderboardKind, page: Page): Promise<Leaderboard>;
}

/** How long another player's name and picture may be shown after they changed them. */
export const PEOPLE_TTL_MS = 10_000;
const PEOPLE_KEPT = 5_000;

interface Person {
  readonly name: string;
  readonly profile: string | null;
}

export function createLeaderboardService(ctx: Pick<AppContext, 'db' | 'now'>, ranking: Ranking): LeaderboardService {
  const people = new TtlCache<number, Person>(PEOPLE_TTL_MS, PEOPLE_KEPT);

  async function read(ids: readonly number[]): Promise<Map<number, Person>> {
    if (ids.length === 0) return new Map();
    const rows = await ctx.db.select({ id: users.id, name: users.name, profile: users.profile }).from(users).where(inArray(users.id, [...ids]));
    return new Map(rows.map((row) => [row.id, { name: displayName(row.name), profile: row.profile }]));
  }

  return {
    async board(userId, kind, page) {
      const board = boardOf(kind, ctx.now());
      const [standings, own] = await Promise.all([ranking.standings(board, userId, page), read([userId])]);
      const missing = [...new Set(standings.rows.map((row) => row.userId))].filter((id) => id !== userId && people.get(id) === undefined);
      const found = await read(missing);
      for (const [id, person] of found) people.set(id, person);
      const who = (id: number) => {
        // A player deleted between the rank and this read keeps their place on this one answer.
        const person = id === userId ? own.get(id) : (found.get(id) ?? people.get(id));
        return { user_id: id, name: person?.name ?? '', profile: person?.profile ?? null };
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
