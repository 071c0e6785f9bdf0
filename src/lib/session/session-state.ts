/** The user session of spec sections 3 and 4 and its pure transitions. */
import type { Session, User } from '../../../contract/api/common';
import type { SubscriptionSummary } from '../../../contract/api/subscription-summary';

/** Per-user play statistics; filled by later issues, emptied on every login. */
export type SessionStatistics = Readonly<Record<string, number>>;

export interface SessionState {
  readonly user: User | null;
  readonly token: string | null;
  readonly isLogin: boolean;
  readonly hasSubscription: boolean;
  readonly statistics: SessionStatistics | null;
}

export const initialSessionState: SessionState = {
  user: null,
  token: null,
  isLogin: false,
  hasSubscription: false,
  statistics: null,
};

/** The name's first letter is forced to upper case on login (spec section 3). */
export function capitaliseName(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function loginTransition(session: Session): SessionState {
  return {
    user: { ...session.user, name: capitaliseName(session.user.name) },
    token: session.token,
    isLogin: true,
    hasSubscription: session.user.has_subscription,
    statistics: null,
  };
}

/** Applies a fresh user record from the server (profile edit, refresh) without touching the token. */
export function userTransition(state: SessionState, user: User): SessionState {
  if (!state.isLogin) return state;
  return { ...state, user: { ...user, name: capitaliseName(user.name) }, hasSubscription: user.has_subscription };
}

export function coinsScoreTransition(state: SessionState, totals: { coins: number; all_time_score: number }): SessionState {
  if (!state.user) return state;
  return { ...state, user: { ...state.user, coins: totals.coins, all_time_score: totals.all_time_score } };
}

/** The server's word on the subscription (the live channel): the flag the guard reads and the user's summary. */
export function subscriptionTransition(state: SessionState, summary: SubscriptionSummary): SessionState {
  if (!state.user) return state;
  return { ...state, hasSubscription: summary.has_subscription, user: { ...state.user, has_subscription: summary.has_subscription, subscription: summary } };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Accepts a persisted snapshot only when it has the shape this version writes. */
export function restoreSessionState(value: unknown): SessionState | null {
  if (!isObject(value) || value.version !== 1 || !isObject(value.session)) return null;
  const s = value.session;
  if (s.isLogin !== true) return initialSessionState;
  if (typeof s.token !== 'string' || !isObject(s.user) || typeof s.user.id !== 'number' || typeof s.user.name !== 'string') return null;
  return {
    user: s.user as unknown as User,
    token: s.token,
    isLogin: true,
    hasSubscription: s.hasSubscription === true,
    statistics: isObject(s.statistics) ? (s.statistics as SessionStatistics) : null,
  };
}

export function snapshotSessionState(state: SessionState): { version: 1; session: SessionState } {
  return { version: 1, session: state };
}
