/** The economy's player actions: the coin history and the spends a player may ask for. */
import * as economyActions from '../../../contract/api/economy';
import type { ActionRouter } from '../../plugins/actions';
import type { EconomyService } from './economy.service';

export function registerEconomyRoutes(api: ActionRouter, economy: EconomyService): void {
  api.handle(economyActions.getTrackerData, async ({ user, body }) => economy.history(user, body));

  api.handle(economyActions.setUserCoinScore, async ({ user, body }) => {
    const result = await economy.spend(user, body.type, body.idempotency_key, body.ref);
    return { coins: result.coins, all_time_score: result.all_time_score, charged: result.charged, entry_id: result.entryId, replayed: result.replayed };
  });
}
