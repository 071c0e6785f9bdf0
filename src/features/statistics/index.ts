/** The player's statistics screen, its own chunk (with the charting library only it loads). */
import { lazyScreen } from '../../lib/lazy-screen';

export const StatisticsScreen = lazyScreen(() => import('./StatisticsScreen'), 'StatisticsScreen', ['count', 'profile']);
