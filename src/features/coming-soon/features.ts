/**
 * Features that arrive in later issues (the live modes and the exam; the solo modes are built in
 * src/features/solo); each route shows an honest "coming soon" naming it. `live`
 * marks modes that play against the server in real time: offline they say they need a connection.
 */
import type { IconName } from '../../ui/icons';

export const upcomingFeatures = {
  'contest-play': { icon: 'trophy', nameKey: 'feature.contestPlay', live: true },
  'random-battle': { icon: 'bolt', nameKey: 'feature.randomBattle', live: true },
  'group-battle': { icon: 'users', nameKey: 'feature.groupBattle', live: true },
  'exam-module': { icon: 'clipboard', nameKey: 'feature.exam' },
  statistics: { icon: 'chart', nameKey: 'feature.statistics' },
} as const satisfies Record<string, { icon: IconName; nameKey: string; live?: true }>;

export type UpcomingFeature = keyof typeof upcomingFeatures;

export function isLiveFeature(feature: UpcomingFeature): boolean {
  const entry = upcomingFeatures[feature];
  return 'live' in entry && entry.live;
}
