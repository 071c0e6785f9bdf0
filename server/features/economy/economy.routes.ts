/** The economy's player actions: coins, badges, statistics, notifications and leaderboards. */
import * as economyActions from '../../../contract/api/economy';
import * as leaderboardActions from '../../../contract/api/leaderboard';
import type { ActionRouter } from '../../plugins/actions';
import type { EconomyService } from './economy.service';
import type { LeaderboardService } from './ranking/leaderboard.service';

export function registerEconomyRoutes(api: ActionRouter, economy: EconomyService, leaderboards: LeaderboardService): void {
  api.handle(economyActions.getTrackerData, async ({ user, body }) => economy.history(user, body));

  api.handle(economyActions.setUserCoinScore, async ({ user, body }) => {
    const result = await economy.spend(user, body.type, body.idempotency_key, body.ref);
    return { coins: result.coins, all_time_score: result.all_time_score, charged: result.charged, entry_id: result.entryId, replayed: result.replayed };
  });

  api.handle(economyActions.getUserBadges, async ({ user }) => economy.badges(user));
  api.handle(economyActions.setBadges, async ({ user, body }) => economy.checkBadge(user, body.type));
  api.handle(economyActions.getUsersStatistics, async ({ user }) => economy.statistics(user));
  // The figures sent are not the server's to trust: it counts scored sheets itself (statistics.ts).
  api.handle(economyActions.setUsersStatistics, async ({ user }) => economy.statistics(user));
  api.handle(economyActions.getNotifications, async ({ user, body }) => economy.notifications(user, { offset: body.offset, limit: body.limit, order: body.order }));
  api.handle(economyActions.setNotificationsRead, async ({ user, body }) => economy.markNotificationsRead(user, 'ids' in body ? body.ids : null));
  api.handle(economyActions.sendNotification, async ({ user, body }) => economy.sendNotification(user, { userId: body.user_id ?? null, title: body.title, body: body.body }));
  api.handle(leaderboardActions.getDailyLeaderboard, async ({ user, body }) => leaderboards.board(user.id, 'daily', body));
  api.handle(leaderboardActions.getMonthlyLeaderboard, async ({ user, body }) => leaderboards.board(user.id, 'monthly', body));
  api.handle(leaderboardActions.getGlobleLeaderboard, async ({ user, body }) => leaderboards.board(user.id, 'global', body));
}
