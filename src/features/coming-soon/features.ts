/**
 * Features that arrive in later issues; each route shows an honest "coming soon" naming it. `live`
 * marks modes that play against the server in real time: offline they say they need a connection.
 */
import type { IconName } from '../../ui/icons';

export const upcomingFeatures = {
  'fun-and-learn': { icon: 'book', nameKey: 'feature.funAndLearn' },
  'guess-the-word': { icon: 'type', nameKey: 'feature.guessTheWord' },
  'self-learning': { icon: 'target', nameKey: 'feature.selfChallenge' },
  'contest-play': { icon: 'trophy', nameKey: 'feature.contestPlay', live: true },
  'random-battle': { icon: 'bolt', nameKey: 'feature.randomBattle', live: true },
  'group-battle': { icon: 'users', nameKey: 'feature.groupBattle', live: true },
  'audio-questions': { icon: 'headphones', nameKey: 'feature.audioQuestions' },
  'math-mania': { icon: 'calculator', nameKey: 'feature.mathMania' },
  'exam-module': { icon: 'clipboard', nameKey: 'feature.exam' },
  'daily-quiz': { icon: 'calendar', nameKey: 'feature.dailyQuiz' },
  'true-false': { icon: 'checkCircle', nameKey: 'feature.trueFalse' },
  bookmarks: { icon: 'bookmark', nameKey: 'feature.bookmarks' },
  statistics: { icon: 'chart', nameKey: 'feature.statistics' },
} as const satisfies Record<string, { icon: IconName; nameKey: string; live?: true }>;

export type UpcomingFeature = keyof typeof upcomingFeatures;

export function isLiveFeature(feature: UpcomingFeature): boolean {
  const entry = upcomingFeatures[feature];
  return 'live' in entry && entry.live;
}
