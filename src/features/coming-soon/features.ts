/**
 * Features that arrive in later issues (the battles and the statistics page; the solo modes, exams
 * and contests are built in their own features); each route shows an honest "coming soon" naming it. `live`
 * marks modes that play against the server in real time: offline they say they need a connection.
 */
import type { IconName } from '../../ui/icons';

export const upcomingFeatures = {
  'random-battle': { icon: 'bolt', nameKey: 'feature.randomBattle', live: true },
  'group-battle': { icon: 'users', nameKey: 'feature.groupBattle', live: true },
  statistics: { icon: 'chart', nameKey: 'feature.statistics' },
} as const satisfies Record<string, { icon: IconName; nameKey: string; live?: true }>;

export type UpcomingFeature = keyof typeof upcomingFeatures;

export function isLiveFeature(feature: UpcomingFeature): boolean {
  const entry = upcomingFeatures[feature];
  return 'live' in entry && entry.live;
}
