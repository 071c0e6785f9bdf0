/**
 * The economy's record of battle results (economy.recordBattleResult, issue 16) on the real
 * database, both lanes: Quiz Warrior needs three random battles won in a row (a draw or a loss
 * starts the run again), Combat Winner counts 1 v 1 wins, Clash Winner group wins, and a group
 * result never touches the random run.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerProgress, userBadges } from '../../server/db/schema';
import { createTestApp, lanes, newVerifiedUser, type TestApp } from '../fixtures/test-app';

describe.each(lanes)('battle results in the economy (%s)', (lane) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(lane);
  });
  afterAll(() => app.close());

  const record = async (userId: number, kind: 'random' | 'group', won: boolean) => {
    const rules = await app.economy.rules();
    return app.ctx.db.transaction((tx) => app.economy.recordBattleResult(tx, { userId, kind, won, at: app.ctx.now() }, rules));
  };
  const badgesOf = async (userId: number) => (await app.ctx.db.select().from(userBadges).where(eq(userBadges.userId, userId))).map((b) => b.badge).sort();
  const progressOf = async (userId: number) => (await app.ctx.db.select().from(playerProgress).where(eq(playerProgress.userId, userId)))[0];

  it('awards Quiz Warrior for three random wins in a row only, Combat Winner for a 1 v 1 win and Clash Winner for a group win', async () => {
    const user = await newVerifiedUser(app, 'warrior');
    const id = (await app.auth.authenticate(user.token)).id;
    expect((await record(id, 'random', true)).map((a) => a.badge)).toEqual(['combat_winner']);
    await record(id, 'random', true);
    // A draw (or a loss) ends the run at two.
    await record(id, 'random', false);
    expect(await progressOf(id)).toMatchObject({ battleWins: 2, randomBattleWinRun: 0 });
    await record(id, 'random', true);
    await record(id, 'random', true);
    // A group battle in between neither adds to nor breaks the random run.
    expect((await record(id, 'group', true)).map((a) => a.badge)).toEqual(['clash_winner']);
    expect(await badgesOf(id)).toEqual(['clash_winner', 'combat_winner']);
    expect((await record(id, 'random', true)).map((a) => a.badge)).toEqual(['quiz_warrior']);
    expect(await progressOf(id)).toMatchObject({ battleWins: 5, groupBattleWins: 1, randomBattleWinRun: 3 });
    await record(id, 'group', false);
    expect(await progressOf(id)).toMatchObject({ groupBattleWins: 1, randomBattleWinRun: 3 });
  });
});
