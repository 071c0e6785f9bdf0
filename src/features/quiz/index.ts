/** Quiz Zone screens, each loaded on demand. */
import { lazyScreen } from '../../lib/lazy-screen';

export const CategoriesScreen = lazyScreen(() => import('./CategoriesScreen'), 'CategoriesScreen', ['count', 'downloads', 'premium', 'quiz']);
export const SubcategoriesScreen = lazyScreen(() => import('./SubcategoriesScreen'), 'SubcategoriesScreen', ['count', 'downloads', 'premium', 'quiz']);
export const LevelsScreen = lazyScreen(() => import('./LevelsScreen'), 'LevelsScreen', ['count', 'downloads', 'quiz']);
export const PlayScreen = lazyScreen(() => import('./PlayScreen'), 'PlayScreen', ['count', 'quiz']);
