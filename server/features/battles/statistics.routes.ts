/** The spec's battle statistics actions (contract/api/battles.ts); the authorization gate is the router's. */
import * as battles from '../../../contract/api/battles';
import type { ActionRouter } from '../../plugins/actions';
import type { BattleStatisticsService } from './statistics';

export function registerBattleStatisticsRoutes(api: ActionRouter, service: BattleStatisticsService): void {
  api.handle(battles.getBattleStatistics, async ({ user, body }) => service.list(user, body));
  // The client's user ids, winner and draw are compared with the server's record, never written.
  api.handle(battles.setBattleStatistics, async ({ user, body }) => service.confirm(user, body));
}
