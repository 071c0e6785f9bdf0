/**
 * A solo round that reaches new badges names each badge's reward in its result (badge_rewards),
 * apart from the round's own coins, so the result screen can show where "You now have N coins"
 * comes from. The coins are what the economy booked, read back from the ledger.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoloResult, SoloRound } from '../../contract/api/solo';
import { coinLedger } from '../../server/db/schema';
import { defaultSystemConfig } from '../../server/features/settings/defaults';
import { writeScope } from '../../server/features/settings/settings.repo';
import { insertSoloFixture, type SoloFixture } from '../fixtures/solo-engine-content';
import { createTestApp, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';

/** Rewards of our own: two that pay (and differ), Brainiac paying nothing. */
const badges = Object.fromEntries(
  Object.entries(defaultSystemConfig.badges).map(([badge, rule]) => [badge, { ...rule, reward: badge === 'dashing_debut' ? 7 : badge === 'super_sonic' ? 11 : 0 }]),
);

describe.each(lanes)('solo result: badge rewards (%s)', (lane) => {
  let app: TestApp;
  let fx: SoloFixture;

  beforeAll(async () => {
    app = await createTestApp(lane);
    fx = await insertSoloFixture(app, `soloBadge${lane}`);
    await writeScope(app.ctx.db, 'system', { badges });
    app.settings.invalidate();
  });
  afterAll(() => app.close());

  async function ok<T>(action: string, body: unknown, token: string): Promise<T> {
    const res = await app.call(action, body, token);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return envelope<T>(res).data;
  }

  /** Every answer right, 2 s each: a quick perfect first round. */
  function perfectSheet(round: SoloRound) {
    return {
      mode: round.mode,
      round_id: round.round_id,
      answers: round.questions.map((q) => {
        const k = fx.key.get(q.id);
        if (!k) throw new Error(`question ${q.id} is not the fixture's`);
        return { question_id: q.id, answer: k.answer, time_ms: 2000 };
      }),
    };
  }

  it('names each new badge with the coins its reward booked, counted in the balance and not in coins_earned', async () => {
    const { token } = await newSubscriber(app);
    const userId = envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data.id;
    const round = await ok<SoloRound>('get_fun_n_learn_questions', { fun_n_learn_id: fx.passage }, token);
    expect(round.questions.length).toBeGreaterThanOrEqual(5);
    const result = await ok<SoloResult>('submit_solo_round', perfectSheet(round), token);

    expect(result).toMatchObject({ earning: 'ranked', percentage: 100 });
    const rewards = [...(result.badge_rewards ?? [])].sort((a, b) => a.badge.localeCompare(b.badge));
    expect(rewards).toEqual([
      { badge: 'brainiac', coins: 0 },
      { badge: 'dashing_debut', coins: 7 },
      { badge: 'super_sonic', coins: 11 },
    ]);
    expect([...(result.badges_earned ?? [])].sort()).toEqual(['brainiac', 'dashing_debut', 'super_sonic']);
    // The player started at zero: the balance is the round's coins plus the rewards.
    expect(result.coins).toBe(result.coins_earned + 18);
    const booked = await app.ctx.db
      .select({ coins: coinLedger.coins, ref: coinLedger.ref })
      .from(coinLedger)
      .where(and(eq(coinLedger.userId, userId), eq(coinLedger.source, 'badge')));
    // A reward of nothing books no entry.
    expect(booked.map((row) => [row.ref, row.coins]).sort()).toEqual([
      ['badge:dashing_debut', 7],
      ['badge:super_sonic', 11],
    ]);
  });

  it('names only the badges this round reached: none once nothing new is reached', async () => {
    const { token } = await newSubscriber(app);
    const round = () => ok<SoloRound>('get_fun_n_learn_questions', { fun_n_learn_id: fx.passage }, token);
    await ok<SoloResult>('submit_solo_round', perfectSheet(await round()), token);
    // A perfect return to the same passage reaches Flashback, whose reward here is nothing.
    const again = await ok<SoloResult>('submit_solo_round', perfectSheet(await round()), token);
    expect(again.badge_rewards).toEqual([{ badge: 'flashback', coins: 0 }]);
    const third = await ok<SoloResult>('submit_solo_round', perfectSheet(await round()), token);
    expect(third.badge_rewards).toEqual([]);
    expect(third.coins).toBe(again.coins + third.coins_earned);
  });
});
