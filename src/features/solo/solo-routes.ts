/**
 * The solo modes' addresses (issue 14, docs/SOLO-SCREENS.md), without React: the app's route table
 * sends each to the one lazy solo area (SoloArea.tsx), which picks the screen. Order matters where
 * patterns overlap: a play route comes before the deeper list it sits under, so
 * '/guess-the-word/:category/play' is a round, not a topic named "play".
 */
import type { SoloMode } from '../../../contract/quiz/solo-modes';
import type { ListedMode } from './screens/mode-config';

export type PlayedMode = Exclude<SoloMode, 'bookmarks'>;

/** Every solo mode's play routes: the address holds the request (screens/play-requests.ts). */
export const soloPlayRoutes: ReadonlyArray<readonly [string, PlayedMode]> = [
  ['/quiz-play/daily-quiz-dashboard/play', 'daily_quiz'],
  ['/quiz-play/true-and-false-play/play', 'true_false'],
  ['/quiz-play/true-and-false-play/:category/play', 'true_false'],
  ['/fun-and-learn/:category/:passage/play', 'fun_n_learn'],
  ['/guess-the-word/:category/play', 'guess_the_word'],
  ['/guess-the-word/:category/:subcategory/play', 'guess_the_word'],
  ['/self-learning/play', 'self_challenge'],
  ['/audio-questions/:category/play', 'audio_questions'],
  ['/math-mania/:category/play', 'math_mania'],
  ['/non-verbal-reasoning/:category/play', 'nonverbal'],
];

/** The solo modes that start from a category list (screens/mode-config.ts). */
export const categoryModeRoutes: ReadonlyArray<readonly [string, ListedMode]> = [
  ['/quiz-play/true-and-false-play', 'true_false'],
  ['/fun-and-learn', 'fun_n_learn'],
  ['/guess-the-word', 'guess_the_word'],
  ['/audio-questions', 'audio_questions'],
  ['/math-mania', 'math_mania'],
  ['/non-verbal-reasoning', 'nonverbal'],
];

/** The other solo screens' addresses, each with one screen of its own. */
export const soloScreenRoutes = {
  bookmarks: '/profile/bookmarks',
  playBookmarks: '/profile/play-bookmark-questions',
  playBookmarksShort: '/play-bookmark-questions',
  dailyQuiz: '/quiz-play/daily-quiz-dashboard',
  selfChallenge: '/self-learning',
  wordTopics: '/guess-the-word/:category',
  passages: '/fun-and-learn/:category',
  passage: '/fun-and-learn/:category/:passage',
} as const;

/** Every address of the solo area, in the order the area matches them. */
export const SOLO_ROUTE_PATTERNS: readonly string[] = [
  ...soloPlayRoutes.map(([path]) => path),
  ...categoryModeRoutes.map(([path]) => path),
  ...Object.values(soloScreenRoutes),
];
