/** Quiz Zone screens, each loaded on demand. */
import { lazyScreen } from '../../lib/lazy-screen';

export const CategoriesScreen = lazyScreen(() => import('./CategoriesScreen'), 'CategoriesScreen');
export const SubcategoriesScreen = lazyScreen(() => import('./SubcategoriesScreen'), 'SubcategoriesScreen');
export const LevelsScreen = lazyScreen(() => import('./LevelsScreen'), 'LevelsScreen');
export const PlayScreen = lazyScreen(() => import('./PlayScreen'), 'PlayScreen');
