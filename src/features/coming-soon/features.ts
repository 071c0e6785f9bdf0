/** Features that arrive in later issues; each route shows an honest "coming soon" naming it. */
import type { IconName } from '../../ui/icons';

export const upcomingFeatures = {
  'fun-and-learn': { icon: 'book', nameKey: 'feature.funAndLearn' },
  'guess-the-word': { icon: 'type', nameKey: 'feature.guessTheWord' },
  'self-learning': { icon: 'target', nameKey: 'feature.selfChallenge' },
  'contest-play': { icon: 'trophy', nameKey: 'feature.contestPlay' },
  'random-battle': { icon: 'bolt', nameKey: 'feature.randomBattle' },
  'group-battle': { icon: 'users', nameKey: 'feature.groupBattle' },
  'audio-questions': { icon: 'headphones', nameKey: 'feature.audioQuestions' },
  'math-mania': { icon: 'calculator', nameKey: 'feature.mathMania' },
  'exam-module': { icon: 'clipboard', nameKey: 'feature.exam' },
  'daily-quiz': { icon: 'calendar', nameKey: 'feature.dailyQuiz' },
  'true-false': { icon: 'checkCircle', nameKey: 'feature.trueFalse' },
  bookmarks: { icon: 'bookmark', nameKey: 'feature.bookmarks' },
  statistics: { icon: 'chart', nameKey: 'feature.statistics' },
  'tutor-hub': { icon: 'graduation', nameKey: 'feature.tutorHub' },
} as const satisfies Record<string, { icon: IconName; nameKey: string }>;

export type UpcomingFeature = keyof typeof upcomingFeatures;
