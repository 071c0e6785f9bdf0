/**
 * Battle statistics through the real server on both lanes (contract/api/battles.ts): a player
 * reads their finished 1 v 1s with totals, sorted and paged; set_battle_statistics confirms the
 * server's record and refuses a claim that differs (a client cannot name a winner), a match the
 * caller did not play, and one that has no record. The rows are written here as the battle engine
 * writes them at a battle's end (its own tests play whole battles).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battlePlayers, battleRooms, battleStatistics, languages, playerProgress } from '../../server/db/schema';
import { createTestApp, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';

interface Statistic {
  match_id: string;
  user_id1: number;
  user_id2: number | null;
  winner_id: number | null;
  is_drawn: boolean;
  opponent_name: string;
  opponent_bot: boolean;
  my_points: number;
  opponent_points: number;
  outcome: string;
  coins: number;
}

describe.each(lanes)('battle statistics (%s)', (lane) => {
  let app: TestApp;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };
  let carol: { token: string; id: number };
  let matchNo = 0;

  const player = async (name: string) => {
    const { token } = await newSubscriber(app, name);
    const id = envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data.id;
    return { token, id };
  };

  /** A finished 1 v 1 as the engine leaves it: the room, both seats with their points, the record. */
  const finished = async (one: { id: number; points: number; coins?: number }, two: { id: number | null; points: number }, at: string) => {
    matchNo += 1;
    const matchId = `M${String(matchNo).padStart(19, '0')}`;
    const [language] = await app.ctx.db.select({ id: languages.id }).from(languages).where(eq(languages.code, 'en'));
    const [room] = await app.ctx.db
      .insert(battleRooms)
      .values({
        matchId,
        roomType: 'random',
        languageId: language!.id,
        noOfQue: 10,
        questionSeconds: 15,
        maxPlayers: 2,
        status: 'finished',
        withBot: two.id === null,
        resultReason: 'finished',
        endedAt: new Date(at),
      })
      .returning({ id: battleRooms.id });
    const winnerId = one.points === two.points ? null : one.points > two.points ? one.id : two.id;
    await app.ctx.db.insert(battlePlayers).values([
      { roomId: room!.id, seat: 1, userId: one.id, name: 'one', points: one.points, coins: one.coins ?? 0 },
      { roomId: room!.id, seat: 2, userId: two.id, isBot: two.id === null, name: two.id === null ? 'Bot' : 'two', points: two.points },
    ]);
    await app.ctx.db.insert(battleStatistics).values({ matchId, roomId: room!.id, userId1: one.id, userId2: two.id, winnerId, isDrawn: winnerId === null, createdAt: new Date(at) });
    return matchId;
  };

  const list = async (token: string, body: Record<string, unknown> = {}) =>
    envelope<{ total: number; wins: number; losses: number; draws: number; group_wins: number; win_run: number; data: Statistic[] }>(
      await app.call('get_battle_statistics', body, token),
    );

  let won: string;
  let drawn: string;
  let lost: string;
  let botWin: string;

  beforeAll(async () => {
    app = await createTestApp(lane);
    alice = await player('Alice');
    bob = await player('Bob');
    carol = await player('Carol');
    won = await finished({ id: alice.id, points: 120, coins: 10 }, { id: bob.id, points: 80 }, '2026-11-01T10:00:00Z');
    drawn = await finished({ id: bob.id, points: 90 }, { id: alice.id, points: 90 }, '2026-11-02T10:00:00Z');
    lost = await finished({ id: alice.id, points: 40 }, { id: bob.id, points: 150 }, '2026-11-03T10:00:00Z');
    botWin = await finished({ id: alice.id, points: 130, coins: 10 }, { id: null, points: 60 }, '2026-11-04T10:00:00Z');
    await app.ctx.db.insert(playerProgress).values({ userId: alice.id, groupBattleWins: 2, randomBattleWinRun: 1 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists the caller\'s battles newest first, with totals and how each went for them', async () => {
    const { data } = await list(alice.token);
    expect({ total: data.total, wins: data.wins, losses: data.losses, draws: data.draws, group_wins: data.group_wins, win_run: data.win_run }).toEqual({
      total: 4,
      wins: 2,
      losses: 1,
      draws: 1,
      group_wins: 2,
      win_run: 1,
    });
    expect(data.data.map((row) => [row.match_id, row.outcome, row.my_points, row.opponent_points])).toEqual([
      [botWin, 'win', 130, 60],
      [lost, 'lose', 40, 150],
      [drawn, 'draw', 90, 90],
      [won, 'win', 120, 80],
    ]);
    const bot = data.data[0]!;
    expect(bot).toMatchObject({ user_id1: alice.id, user_id2: null, opponent_bot: true, opponent_name: 'Bot', coins: 10 });
    // The same match from the other side.
    const bobs = (await list(bob.token)).data;
    expect(bobs.total).toBe(3);
    expect(bobs.data.find((row) => row.match_id === won)).toMatchObject({ outcome: 'lose', my_points: 80, opponent_points: 120, opponent_name: 'one', opponent_bot: false });
    expect((await list(carol.token)).data).toMatchObject({ total: 0, wins: 0, losses: 0, draws: 0, data: [] });
  });

  it('sorts by points and pages', async () => {
    const byPoints = (await list(alice.token, { sort: 'my_points', order: 'asc' })).data.data.map((row) => row.my_points);
    expect(byPoints).toEqual([40, 90, 120, 130]);
    const second = (await list(alice.token, { offset: 1, limit: 2 })).data;
    expect(second.total).toBe(4);
    expect(second.data.map((row) => row.match_id)).toEqual([lost, drawn]);
    const bad = envelope(await app.call('get_battle_statistics', { sort: 'coins' }, alice.token));
    expect(bad.error).toBe(true);
  });

  it('confirms the server\'s record and refuses a claim that differs from it', async () => {
    const confirmed = envelope<Statistic>(await app.call('set_battle_statistics', { match_id: won, user_id1: alice.id, user_id2: bob.id, winner_id: alice.id, is_drawn: '0' }, alice.token));
    expect(confirmed.error).toBe(false);
    expect(confirmed.data).toMatchObject({ match_id: won, winner_id: alice.id, is_drawn: false, outcome: 'win' });
    // Only the match id: the record as it is.
    expect(envelope<Statistic>(await app.call('set_battle_statistics', { match_id: drawn }, bob.token)).data).toMatchObject({ is_drawn: true, outcome: 'draw' });

    const claimWin = envelope(await app.call('set_battle_statistics', { match_id: lost, winner_id: alice.id }, alice.token));
    expect(claimWin).toMatchObject({ error: true, code: 'BATTLE_STATS_MISMATCH', field: 'winner_id' });
    const claimDraw = envelope(await app.call('set_battle_statistics', { match_id: lost, is_drawn: '1' }, alice.token));
    expect(claimDraw).toMatchObject({ error: true, code: 'BATTLE_STATS_MISMATCH', field: 'is_drawn' });
    // Nothing was written: the record still says Bob won.
    const [row] = await app.ctx.db.select().from(battleStatistics).where(eq(battleStatistics.matchId, lost));
    expect(row).toMatchObject({ winnerId: bob.id, isDrawn: false });
  });

  it('refuses a match the caller did not play, and one with no record', async () => {
    expect(envelope(await app.call('set_battle_statistics', { match_id: won }, carol.token))).toMatchObject({ error: true, code: 'BATTLE_NOT_IN_ROOM' });
    expect(envelope(await app.call('set_battle_statistics', { match_id: 'Z'.repeat(20) }, carol.token))).toMatchObject({ error: true, code: 'NOT_FOUND', field: 'match_id' });
    expect(envelope(await app.call('set_battle_statistics', { match_id: 'short' }, carol.token))).toMatchObject({ error: true, code: 'VALIDATION' });
  });
});
