/**
 * The route guard acts at once on a change of the subscription while a subscriber page is open:
 * a pushed end sends the player to /pricing with the guard's message; offline, the last known
 * state holds until the period end it knew, and the guard acts when that end passes.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SubscriptionSummary } from '../../contract/api/subscription-summary';
import { i18n, initI18n } from '../lib/i18n/i18n';
import { liveStatusStore } from '../lib/live/live-status';
import { resetSession, setSubscriptionSummary, signIn } from '../lib/session/session-store';
import { notify } from '../lib/toast/notify';
import { RouteGuard } from './RouteGuard';

const user = { id: 1, uid: 'u', name: 'Sub', email: 's@q.test', mobile: null, profile: null, type: 'email', role: 'player', email_verified: true, friends_code: 'S', coins: 5, all_time_score: 9, has_subscription: true, created_at: '2026-01-01T00:00:00Z' } as const;

function summary(patch: Partial<SubscriptionSummary>): SubscriptionSummary {
  return { state: 'active', has_subscription: true, trial_end: null, current_period_end: new Date(Date.now() + 86_400_000).toISOString(), cancel_at_period_end: false, ...patch };
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>
        <RouteGuard>
          <Switch>
            <Route path="/quiz-zone">
              <p>Quiz zone</p>
            </Route>
            <Route path="/pricing">
              <p>Pricing</p>
            </Route>
          </Switch>
        </RouteGuard>
      </Router>
    </I18nextProvider>,
  );
  return location;
}

beforeAll(() => {
  initI18n();
});
beforeEach(() => {
  resetSession();
  liveStatusStore.set('off');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the route guard when the subscription changes', () => {
  it('sends a player on a subscriber page to /pricing as soon as the pushed subscription ends', async () => {
    const error = vi.spyOn(notify, 'error');
    signIn({ token: 't', expires_at: '2027-01-01T00:00:00Z', user: { ...user, subscription: summary({}) } });
    liveStatusStore.set('connected');
    const location = renderAt('/quiz-zone');
    expect(screen.getByText('Quiz zone')).toBeTruthy();

    act(() => setSubscriptionSummary(summary({ state: 'ended', has_subscription: false })));
    expect(await screen.findByText('Pricing')).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/pricing');
    expect(error).toHaveBeenCalledWith('Please subscribe to access this content', { id: 'route-guard' });
  });

  it('offline, keeps the page open until the period end it knew, then sends the player to /pricing', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const error = vi.spyOn(notify, 'error');
    const end = new Date(Date.now() + 60_000).toISOString();
    signIn({ token: 't', expires_at: '2027-01-01T00:00:00Z', user: { ...user, subscription: summary({ current_period_end: end }) } });
    const location = renderAt('/quiz-zone');
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByText('Quiz zone')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_001));
    expect(screen.getByText('Pricing')).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/pricing');
    expect(error).toHaveBeenCalledWith('Please subscribe to access this content', { id: 'route-guard' });
  });

  it("takes the server's word while the live channel is connected, and the device's when it drops", () => {
    const past = new Date(Date.now() - 1_000).toISOString();
    signIn({ token: 't', expires_at: '2027-01-01T00:00:00Z', user: { ...user, subscription: summary({ current_period_end: past }) } });
    liveStatusStore.set('connected');
    renderAt('/quiz-zone');
    expect(screen.getByText('Quiz zone')).toBeTruthy();
    act(() => liveStatusStore.set('connecting'));
    expect(screen.getByText('Pricing')).toBeTruthy();
  });
});
