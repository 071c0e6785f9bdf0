import { lazyScreen } from '../../lib/lazy-screen';

export const HomeScreen = lazyScreen(() => import('./HomeScreen'), 'HomeScreen', []);
