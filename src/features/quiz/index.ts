/** Quiz Zone screens, each loaded on demand. */
import { lazyScreen } from '../../lib/lazy-screen';

export const CategoriesScreen = lazyScreen(() => import('./CategoriesScreen'), 'CategoriesScreen', ['count', 'downloads', 'premium', 'quiz']);
export const SubcategoriesScreen = lazyScreen(() => import('./SubcategoriesScreen'), 'SubcategoriesScreen', ['count', 'downloads', 'premium', 'quiz']);
export const LevelsScreen = lazyScreen(() => import('./LevelsScreen'), 'LevelsScreen', ['count', 'downloads', 'quiz']);
export const PlayScreen = lazyScreen(() => import('./PlayScreen'), 'PlayScreen', ['count', 'quiz']);

/**
 * Unlocking a premium category (the dialog of unlock_premium_category), for every mode's category
 * list: its own chunk with its words, loaded when a screen first shows it (wrap it in Suspense).
 */
export const UnlockCategoryDialog = lazyScreen(() => import('./UnlockCategoryDialog'), 'UnlockCategoryDialog', ['count', 'premium']);
export type { UnlockTarget } from './UnlockCategoryDialog';
export { lockedPrice } from './premium-lock';
export { quizPaths } from './quiz-paths';
