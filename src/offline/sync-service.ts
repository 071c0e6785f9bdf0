/**
 * The app's side of the outbox: runs the triggers for the signed-in user and stops them at
 * sign-out, and watches their rounds waiting to be scored (waiting-rounds.ts). Only the signed-in
 * user's ops are ever sent, under their token (flush-now.ts, which a screen imports alone).
 */
import { onConnectivityChange } from '../lib/connectivity/connectivity';
import { refreshSessionUser } from '../lib/session/refresh-user';
import { setCoinsAndScore } from '../lib/session/session-store';
import { getOfflineDb } from './db';
import { flushNow, setSyncingUser } from './flush-now';
import { resumeAfterSignIn } from './flusher';
import { countOps } from './outbox';
import { resetOutboxStatus, updateOutboxStatus } from './status';
import { startSyncTriggers } from './triggers';
import { waitingRoundIds, watchRounds, type SessionHooks } from './waiting-rounds';

export { flushNow, sendOps, syncingUserId } from './flush-now';

let current: { readonly userId: string; stop: () => void } | null = null;

const SESSION_HOOKS: SessionHooks = { onTotals: setCoinsAndScore, onRoundsLeft: refreshSessionUser };

/**
 * Starts syncing for `userId` (sign-in or a restored session). `freshSignIn` lifts a 401 pause: the
 * same user proved who they are again. Idempotent for the same user; `current` is set before any
 * await so two quick calls cannot start two sets of triggers. The status store counts the rounds
 * waiting, and `hooks` keep the session's coins and score the server's (waiting-rounds.ts): by
 * default the session's setter for a scored round's totals, and a fresh read of the user record
 * when rounds left the outbox.
 */
export async function startSync(userId: string, freshSignIn: boolean, hooks: SessionHooks = SESSION_HOOKS): Promise<void> {
  if (current?.userId === userId) {
    if (freshSignIn) {
      await resumeAfterSignIn(userId);
      void flushNow();
    }
    return;
  }
  stopSync();
  const session = { userId, stop: () => {} };
  current = session;
  setSyncingUser(userId);
  if (freshSignIn) await resumeAfterSignIn(userId);
  const [counts, waiting] = await Promise.all([countOps(userId, getOfflineDb()), waitingRoundIds(userId)]);
  // Signed out (or another user signed in) while this was starting: leave it to that call.
  if (current !== session) return;
  updateOutboxStatus(counts);
  // Before the first flush, so that flush's answers set the totals; from the rounds waiting now,
  // so a first flush that ends before the watcher's first read still has its rounds seen leaving.
  const stopRounds = watchRounds(userId, hooks, getOfflineDb(), waiting);
  const stopTriggers = startSyncTriggers({ flush: (reason) => flushNow({ ignoreBackoff: reason === 'start' || reason === 'online' }) });
  const stopConnectivity = onConnectivityChange((online) => {
    if (online) void flushNow({ ignoreBackoff: true });
  });
  session.stop = () => {
    stopTriggers();
    stopConnectivity();
    stopRounds();
  };
}

/** Sign-out: stop sending; the signed-out user's ops stay on the device for their next sign-in. */
export function stopSync(): void {
  current?.stop();
  current = null;
  setSyncingUser(null);
  resetOutboxStatus();
}
