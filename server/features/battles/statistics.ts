/**
 * Battle statistics (spec sections 3 and 7: match_id, user_id1, user_id2, winner_id, is_drawn).
 * The server writes a row when a 1 v 1 ends (engine); here a player reads theirs, and
 * set_battle_statistics confirms one: the fields a client sends are compared with the record and
 * never written, since a client must not be able to name a winner.
 */
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BattleStatistic } from '../../../contract/api/battles';
import type { BattleOutcome } from '../../../contract/battles/rules';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { battlePlayers, battleRooms, battleStatistics, categories, playerProgress } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';

export interface StatisticsPage {
  readonly offset: number;
  readonly limit: number;
  readonly sort: 'played_at' | 'my_points';
  readonly order: 'asc' | 'desc';
}

/** What a client may send with set_battle_statistics (the spec's fields), each checked against the record. */
export interface ClaimedStatistics {
  readonly match_id: string;
  readonly user_id1?: number | undefined;
  readonly user_id2?: number | null | undefined;
  readonly winner_id?: number | null | undefined;
  readonly is_drawn?: '0' | '1' | undefined;
}

export interface BattleStatisticsService {
  list(user: AuthUser, page: StatisticsPage): Promise<{ total: number; wins: number; losses: number; draws: number; group_wins: number; win_run: number; data: BattleStatistic[] }>;
  confirm(user: AuthUser, claimed: ClaimedStatistics): Promise<BattleStatistic>;
}

const mine = alias(battlePlayers, 'mine');
const theirs = alias(battlePlayers, 'theirs');

/** The caller's rows: they were user 1 or user 2. */
function involving(userId: number): SQL {
  return or(eq(battleStatistics.userId1, userId), eq(battleStatistics.userId2, userId)) as SQL;
}

export function outcomeOf(userId: number, row: { winnerId: number | null; isDrawn: boolean }): BattleOutcome {
  if (row.isDrawn) return 'draw';
  return row.winnerId === userId ? 'win' : 'lose';
}

async function rowsOf(db: DbOrTx, userId: number, where: SQL, page?: StatisticsPage): Promise<BattleStatistic[]> {
  const query = db
    .select({
      matchId: battleStatistics.matchId,
      userId1: battleStatistics.userId1,
      userId2: battleStatistics.userId2,
      winnerId: battleStatistics.winnerId,
      isDrawn: battleStatistics.isDrawn,
      playedAt: battleStatistics.createdAt,
      myPoints: mine.points,
      myCoins: mine.coins,
      opponentName: theirs.name,
      opponentBot: theirs.isBot,
      opponentPoints: theirs.points,
      categoryName: categories.name,
    })
    .from(battleStatistics)
    .innerJoin(battleRooms, eq(battleRooms.id, battleStatistics.roomId))
    .innerJoin(mine, and(eq(mine.roomId, battleStatistics.roomId), eq(mine.userId, userId)))
    // The other seat of the two (the bot's seat has no user).
    .innerJoin(theirs, and(eq(theirs.roomId, battleStatistics.roomId), sql`${theirs.seat} <> ${mine.seat}`))
    .leftJoin(categories, eq(categories.id, battleRooms.categoryId))
    .where(where);
  const direction = page?.order === 'asc' ? asc : desc;
  const ordered = page
    ? query.orderBy(direction(page.sort === 'my_points' ? mine.points : battleStatistics.createdAt), direction(battleStatistics.id)).limit(page.limit).offset(page.offset)
    : query;
  const rows = await ordered;
  return rows.map((row) => ({
    match_id: row.matchId,
    user_id1: row.userId1 ?? 0,
    user_id2: row.userId2,
    winner_id: row.winnerId,
    is_drawn: row.isDrawn,
    opponent_name: row.opponentName,
    opponent_bot: row.opponentBot,
    my_points: row.myPoints,
    opponent_points: row.opponentPoints,
    outcome: outcomeOf(userId, row),
    coins: row.myCoins,
    category_name: row.categoryName,
    played_at: row.playedAt.toISOString(),
  }));
}

export function createBattleStatisticsService(ctx: Pick<AppContext, 'db'>): BattleStatisticsService {
  return {
    async list(user, page) {
      const [totals] = await ctx.db
        .select({
          total: count(),
          wins: sql<number>`count(*) filter (where ${battleStatistics.winnerId} = ${user.id})`.mapWith(Number),
          draws: sql<number>`count(*) filter (where ${battleStatistics.isDrawn})`.mapWith(Number),
        })
        .from(battleStatistics)
        .where(involving(user.id));
      const [progress] = await ctx.db
        .select({ groupWins: playerProgress.groupBattleWins, winRun: playerProgress.randomBattleWinRun })
        .from(playerProgress)
        .where(eq(playerProgress.userId, user.id));
      const total = totals?.total ?? 0;
      const wins = totals?.wins ?? 0;
      const draws = totals?.draws ?? 0;
      return {
        total,
        wins,
        losses: total - wins - draws,
        draws,
        group_wins: progress?.groupWins ?? 0,
        win_run: progress?.winRun ?? 0,
        data: await rowsOf(ctx.db, user.id, involving(user.id), page),
      };
    },

    async confirm(user, claimed) {
      const [row] = await rowsOf(ctx.db, user.id, and(eq(battleStatistics.matchId, claimed.match_id), involving(user.id)) as SQL);
      if (!row) {
        // Not the caller's match, or not a 1 v 1 that has ended yet (the record is written at the end).
        const [room] = await ctx.db
          .select({ id: battleRooms.id, seat: battlePlayers.seat })
          .from(battleRooms)
          .leftJoin(battlePlayers, and(eq(battlePlayers.roomId, battleRooms.id), eq(battlePlayers.userId, user.id)))
          .where(eq(battleRooms.matchId, claimed.match_id));
        if (room && room.seat === null) throw new AppError('BATTLE_NOT_IN_ROOM');
        throw new AppError('NOT_FOUND', { text: 'This battle has no statistics yet: it has not ended, or it was not a 1 v 1.' }, 'match_id');
      }
      const differs: [keyof ClaimedStatistics, boolean][] = [
        ['user_id1', claimed.user_id1 !== undefined && claimed.user_id1 !== row.user_id1],
        ['user_id2', claimed.user_id2 !== undefined && claimed.user_id2 !== row.user_id2],
        ['winner_id', claimed.winner_id !== undefined && claimed.winner_id !== row.winner_id],
        ['is_drawn', claimed.is_drawn !== undefined && (claimed.is_drawn === '1') !== row.is_drawn],
      ];
      const field = differs.find(([, wrong]) => wrong)?.[0];
      if (field) throw new AppError('BATTLE_STATS_MISMATCH', undefined, field);
      return row;
    },
  };
}
