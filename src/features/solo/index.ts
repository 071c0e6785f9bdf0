/**
 * The solo modes' screens (issue 14): one lazy area with the words its screens use ('modes' and
 * what they share with Quiz Zone and the player). The player itself (./play) loads only when a
 * round starts.
 */
import { lazyScreen } from '../../lib/lazy-screen';
import { soloScreenRoutes } from './solo-routes';

export const SoloArea = lazyScreen(() => import('./SoloArea'), 'SoloArea', ['count', 'downloads', 'modes', 'premium', 'quiz', 'solo']);
/** The favourite categories editor, opened from the home screen (kept out of the entry JS). */
export const FavouriteCategoriesEditor = lazyScreen(() => import('./screens/FavouriteCategoriesEditor'), 'FavouriteCategoriesEditor', ['modes']);

/** Where the profile's bookmarks list lives. */
export const BOOKMARKS_PATH = soloScreenRoutes.bookmarks;
/** Non-verbal reasoning sets (a Quizhive route: the spec names the action, not a path). */
export const NONVERBAL_PATH = '/non-verbal-reasoning';
export { SOLO_ROUTE_PATTERNS } from './solo-routes';
