/** The one session store of the app; components read it with useSession(). */
import type { Session, User } from '../../../contract/api/common';
import type { SubscriptionSummary } from '../../../contract/api/subscription-summary';
import { createStore, useStore } from '../store';
import {
  coinsScoreTransition,
  initialSessionState,
  loginTransition,
  subscriptionTransition,
  userTransition,
  type SessionState,
  type SessionStatistics,
} from './session-state';

export const sessionStore = createStore<SessionState>(initialSessionState);

export function signIn(session: Session): void {
  sessionStore.set(loginTransition(session));
}

/** Forgets the session on this device only (the server call is in sign-out.ts). */
export function resetSession(): void {
  sessionStore.set(initialSessionState);
}

export function setSessionUser(user: User): void {
  sessionStore.set((state) => userTransition(state, user));
}

/** Coins and all_time_score as the server reported them after play. */
export function setCoinsAndScore(totals: { coins: number; all_time_score: number }): void {
  sessionStore.set((state) => coinsScoreTransition(state, totals));
}

/** The subscription's summary as the server pushed it (the live channel). */
export function setSubscriptionSummary(summary: SubscriptionSummary): void {
  sessionStore.set((state) => subscriptionTransition(state, summary));
}

/** The server refused a subscriber action: the stored flag was stale. */
export function markSubscriptionLapsed(): void {
  sessionStore.set((state) => (state.hasSubscription ? { ...state, hasSubscription: false } : state));
}

export function setStatistics(statistics: SessionStatistics | null): void {
  sessionStore.set((state) => ({ ...state, statistics }));
}

export function getToken(): string | null {
  return sessionStore.get().token;
}

export function useSession(): SessionState {
  return useStore(sessionStore);
}
