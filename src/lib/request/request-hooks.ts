/**
 * What the request layer needs from the rest of the app, injected at start (src/app/boot.ts)
 * so that lib/request depends on neither the session store nor i18n.
 */
import type { ApiErrorCode, CodedText } from './api-error';

export interface RequestHooks {
  /** The bearer token of the signed-in user, or null. */
  getToken(): string | null;
  /**
   * The signed-in user's id, or null. Sent with authorized requests so the service worker keeps
   * each user's cached reads apart (contract/offline/cache-policy.ts USER_ID_HEADER).
   */
  getUserId(): string | number | null;
  /** Called once per SESSION_EXPIRED (or deactivated account) answer: sign out locally and send the user to sign in. */
  onSessionExpired(message: string): void;
  /** Called on SUBSCRIPTION_REQUIRED: the server says the stored subscription flag is out of date. */
  onSubscriptionRequired(): void;
  /** Turns a server or transport message into the interface language. */
  translateMessage(code: ApiErrorCode | undefined, message: string, coded?: CodedText): string;
}

const defaults: RequestHooks = {
  getToken: () => null,
  getUserId: () => null,
  onSessionExpired: () => undefined,
  onSubscriptionRequired: () => undefined,
  translateMessage: (_code, message) => message,
};

let hooks: RequestHooks = defaults;

export function setRequestHooks(next: Partial<RequestHooks>): void {
  hooks = { ...hooks, ...next };
}

export function resetRequestHooks(): void {
  hooks = defaults;
}

export function requestHooks(): RequestHooks {
  return hooks;
}
