/** The leaderboards: the screen is loaded on demand; its address is light enough for the menu at start-up. */
import { lazyScreen } from '../../lib/lazy-screen';

export { LEADERBOARD_PATH } from './leaderboard-paths';

export const LeaderboardScreen = lazyScreen(() => import('./LeaderboardScreen'), 'LeaderboardScreen', ['leaderboard', 'quiz']);
