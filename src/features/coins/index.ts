/** The coin history: the screen is loaded on demand; its address is light enough for the menu at start-up. */
import { lazyScreen } from '../../lib/lazy-screen';

export { COIN_HISTORY_PATH } from './coin-paths';

export const CoinHistoryScreen = lazyScreen(() => import('./CoinHistoryScreen'), 'CoinHistoryScreen', ['coins', 'count', 'quiz']);
