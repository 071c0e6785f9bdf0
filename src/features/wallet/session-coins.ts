/**
 * The session's coins as the server answered a payout request or its withdrawal (they move no
 * score). Here rather than in the session store, so the start-up bundle, which holds the store,
 * does not grow for the wallet.
 */
import { sessionStore, setCoinsAndScore } from '../../lib/session/session-store';

export function setSessionCoins(coins: number): void {
  const user = sessionStore.get().user;
  if (user) setCoinsAndScore({ coins, all_time_score: user.all_time_score });
}
