/**
 * What the live channel's messages do on the device (docs/LIVE.md): a `subscription` message sets
 * the session's flag and the user's summary (the route guard acts on it at once), `coins` sets the
 * coins and score, `notification` asks the bell for the unread count, `account` signs the device
 * out as an ACCOUNT_DEACTIVATED answer does (src/lib/request/request.ts). A message that comes under
 * a token the device has since left (signed out, another user) is ignored.
 *
 * Loaded with import() after sign-in, with socket.io-client (src/app/live-sync.ts).
 */
import type { UserMessage } from '../../../contract/live/user-channel';
import type { ApiErrorCode } from '../request/api-error';
import { callActionLater } from '../request/call-later';
import { requestHooks } from '../request/request-hooks';
import { getToken, setCoinsAndScore, setSessionUser, setSubscriptionSummary } from '../session/session-store';
import { openLive, type Connect, type LiveRefusal } from './live-client';
import { liveStatusStore } from './live-status';

/** The bell listens for it (src/features/notifications/unread.ts); an event, so nothing of the bell loads here. */
const NOTIFICATIONS_CHANGED_EVENT = 'quizhive:notifications-changed';

export interface LiveSessionHooks {
  /** Ends the session on this device with the error code's text, as the request layer does. */
  signOut(code: Extract<ApiErrorCode, LiveRefusal>): void;
  /** Reads the user record again (what was said while away was missed). */
  refreshUser(): void;
  /** A notification arrived. */
  notificationArrived(): void;
}

export function applyUserMessage(message: UserMessage, hooks: Pick<LiveSessionHooks, 'signOut' | 'notificationArrived'>): void {
  switch (message.type) {
    case 'subscription':
      setSubscriptionSummary(message.summary);
      break;
    case 'coins':
      setCoinsAndScore({ coins: message.coins, all_time_score: message.all_time_score });
      break;
    case 'notification':
      hooks.notificationArrived();
      break;
    case 'account':
      // A deleted account's sessions are gone: "your session has expired", as the API would answer.
      hooks.signOut(message.status === 'deactivated' ? 'ACCOUNT_DEACTIVATED' : 'SESSION_EXPIRED');
      break;
  }
}

function defaultHooks(token: string): LiveSessionHooks {
  return {
    signOut(code) {
      const hooks = requestHooks();
      hooks.onSessionExpired(hooks.translateMessage(code, code));
    },
    refreshUser() {
      callActionLater('get_user_by_id', {}, { displayToast: false }).then(
        (user) => {
          if (getToken() === token) setSessionUser(user);
        },
        () => undefined,
      );
    },
    notificationArrived: () => window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED_EVENT)),
  };
}

export interface LiveSessionOptions {
  readonly hooks?: LiveSessionHooks;
  readonly connect?: Connect;
}

/** Listens for the signed-in user under `token`; the returned function stops. */
export function startLiveSession(token: string, options: LiveSessionOptions = {}): () => void {
  const hooks = options.hooks ?? defaultHooks(token);
  const current = () => getToken() === token;
  return openLive(
    token,
    {
      message: (message) => {
        if (current()) applyUserMessage(message, hooks);
      },
      refused: (refusal) => {
        // AUTH_REQUIRED cannot come with a token; the other two end the session, as the API's would.
        if (current() && refusal !== 'AUTH_REQUIRED') hooks.signOut(refusal);
      },
      status: (status) => liveStatusStore.set(status),
      // Every connection reads the user record, the first too: what changed before the socket
      // joined its room (after start-up's read, while the channel's chunk loaded, or while away)
      // was said to nobody. Found by the e2e test of the live watch: an admin's cancel in that gap
      // left the page on the old state until a reload.
      connected: () => {
        if (current()) hooks.refreshUser();
      },
    },
    options.connect,
  );
}
