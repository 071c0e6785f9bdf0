/**
 * The solo modes' screens (issue 14), each loaded on demand with its words ('modes'). The player
 * itself (./play) loads only from PlayRoute, when a round starts.
 */
import { lazyScreen } from '../../lib/lazy-screen';

export const ModeCategoriesScreen = lazyScreen(() => import('./screens/ModeCategoriesScreen'), 'ModeCategoriesScreen', ['count', 'downloads', 'modes', 'premium', 'quiz']);
export const WordTopicsScreen = lazyScreen(() => import('./screens/WordTopicsScreen'), 'WordTopicsScreen', ['count', 'downloads', 'modes', 'premium', 'quiz']);
export const PassagesScreen = lazyScreen(() => import('./screens/PassagesScreen'), 'PassagesScreen', ['count', 'downloads', 'modes', 'premium', 'quiz']);
export const PassageScreen = lazyScreen(() => import('./screens/PassageScreen'), 'PassageScreen', ['modes', 'quiz']);
export const DailyQuizScreen = lazyScreen(() => import('./screens/DailyQuizScreen'), 'DailyQuizScreen', ['count', 'modes', 'quiz']);
export const SelfChallengeScreen = lazyScreen(() => import('./screens/SelfChallengeScreen'), 'SelfChallengeScreen', ['count', 'modes', 'premium', 'quiz']);
export const BookmarksScreen = lazyScreen(() => import('./screens/BookmarksScreen'), 'BookmarksScreen', ['modes', 'quiz']);
export const PlayBookmarksScreen = lazyScreen(() => import('./screens/PlayBookmarksScreen'), 'PlayBookmarksScreen', ['count', 'modes', 'quiz', 'solo']);
export const ModePlayScreen = lazyScreen(() => import('./screens/ModePlayScreen'), 'ModePlayScreen', ['count', 'modes', 'quiz', 'solo']);
/** The favourite categories editor, opened from the home screen (kept out of the entry JS). */
export const FavouriteCategoriesEditor = lazyScreen(() => import('./screens/FavouriteCategoriesEditor'), 'FavouriteCategoriesEditor', ['modes']);

/** Where the profile's bookmarks list lives. */
export const BOOKMARKS_PATH = '/profile/bookmarks';
/** Non-verbal reasoning sets (a Quizhive route: the spec names the action, not a path). */
export const NONVERBAL_PATH = '/non-verbal-reasoning';
export type { ListedMode } from './screens/mode-config';
