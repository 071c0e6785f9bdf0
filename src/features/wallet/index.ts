/** The wallet (coins, their money value, payout requests): the screen is loaded on demand; its address is light enough for the menu at start-up. */
import { lazyScreen } from '../../lib/lazy-screen';

export { WALLET_PATH } from './wallet-paths';

export const WalletScreen = lazyScreen(() => import('./WalletScreen'), 'WalletScreen', ['quiz', 'wallet']);
