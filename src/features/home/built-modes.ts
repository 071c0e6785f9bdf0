/**
 * Which of the home page's game modes (they come from the server's home settings) this version of
 * the app has built. Anything else leads to a "coming soon" page and is marked so on its card
 * (the battles were the last, built in issue 16). A built mode's card takes its name from the interface language,
 * the name the menu and the mode's own screens use, so one area has one name everywhere (whatever
 * the stored home settings say).
 */
const BUILT_MODES: Readonly<Record<string, string>> = {
  '/quiz-zone': 'nav.quizZone',
  '/tutor-hub/sub-categories': 'nav.tutorHub',
  '/quiz-play/daily-quiz-dashboard': 'nav.dailyQuiz',
  '/quiz-play/true-and-false-play': 'nav.trueFalse',
  '/fun-and-learn': 'nav.funAndLearn',
  '/guess-the-word': 'nav.guessTheWord',
  '/self-learning': 'nav.selfChallenge',
  '/audio-questions': 'nav.audioQuestions',
  '/math-mania': 'nav.mathMania',
  '/non-verbal-reasoning': 'nav.nonverbal',
  '/play-bookmark-questions': 'nav.bookmarks',
  '/profile/play-bookmark-questions': 'nav.bookmarks',
  '/profile/bookmarks': 'nav.bookmarks',
  '/contest-play': 'nav.contestPlay',
  '/exam-module': 'nav.exam',
};

/**
 * Built modes whose cards keep the home settings' title: the battles (issue 16). Their names are not
 * start-up words; the battle area has its own, and the entry chunk is at its size bound.
 */
const BUILT_UNNAMED = ['/random-battle', '/group-battle'];

export const BUILT_MODE_PATHS: readonly string[] = [...Object.keys(BUILT_MODES), ...BUILT_UNNAMED];

/** The built mode the home settings may not list (they predate it): the home screen adds its card. */
export const NONVERBAL_MODE = { key: 'nonverbal', path: '/non-verbal-reasoning' } as const;

function pathname(path: string): string {
  return path.split(/[?#]/)[0] ?? '';
}

export function isBuiltMode(path: string): boolean {
  const name = pathname(path);
  return BUILT_MODE_PATHS.some((built) => name === built || name.startsWith(`${built}/`));
}

/** The locale key of a built mode's name when the card leads to the mode's start, else undefined. */
export function builtModeNameKey(path: string): string | undefined {
  return BUILT_MODES[pathname(path)];
}
