import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SystemConfig } from '../../../contract/api/settings';
import { BADGES } from '../../../contract/economy/badges';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { resetSession, signIn } from '../../lib/session/session-store';
import { settingsStore } from '../../lib/settings/settings';
import { emptyRemote } from '../../lib/settings/remote-state';
import { PricingScreen } from './PricingScreen';

const defaultBadges = Object.fromEntries(BADGES.map((badge) => [badge, { threshold: 1, reward: 0 }])) as SystemConfig['badges'];

const system: SystemConfig = {
  app_name: 'Quizhive',
  app_version: '0.1.0',
  language_mode: '0',
  default_language: 'en',
  maintenance_mode: '0',
  maintenance_message: '',
  demo_mode: '1',
  quiz_zone_mode: '1',
  quiz_zone_seconds_per_question: 30,
  quiz_zone_points_per_correct: 4,
  quiz_zone_coins: { min_percentage: 30, full_percentage: 90, max_coins: 10 },
  quiz_zone_pass_percentage: 60,
  practice_daily_coin_cap: 20,
  welcome_bonus_coins: 25,
  daily_coin_cap: 500,
  spend_prices: { lifeline_fifty_fifty: 4, lifeline_audience_poll: 4, lifeline_skip: 3, lifeline_reset_timer: 3, word_hint: 2 },
  premium_category_coins: 50,
  referral_coins: { referrer: 50, referee: 25 },
  badges: defaultBadges,
  super_sonic_seconds: 5,
  streak_freeze_days: 7,
  streak_freezes_max: 2,
  currency_symbol: '$',
  trial_days: 7,
  payout_coins_per_unit: 1000,
  payout_min_amount: 500,
  payout_currency: 'USD',
};

function renderPricing() {
  const location = memoryLocation({ path: '/pricing' });
  return render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>
        <PricingScreen />
      </Router>
    </I18nextProvider>,
  );
}

function setDemoMode(demo: '0' | '1'): void {
  settingsStore.set((s) => ({ ...s, system: emptyRemote({ ...system, demo_mode: demo }, 1) }));
}

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  resetSession();
  setDemoMode('1');
});

afterEach(() => {
  cleanup();
  settingsStore.set((s) => ({ ...s, system: emptyRemote() }));
});

describe('PricingScreen', () => {
  it('explains what a subscription unlocks and that none is for sale, with no price and no checkout', () => {
    const { container } = renderPricing();
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing & subscription' })).toBeTruthy();
    expect(screen.getByText('A subscription unlocks Quiz Zone and every quiz mode.')).toBeTruthy();
    expect(screen.getByText(/cannot be bought in this version of Quizhive yet/)).toBeTruthy();
    expect(container.textContent).not.toMatch(/[$€£]\s?\d|\d\s?[$€£]|per month|\/\s?month/i);
    expect(screen.queryByRole('button', { name: /buy|subscribe|checkout|pay/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /buy|subscribe|checkout|pay/i })).toBeNull();
    expect(document.title).toBe('Pricing & subscription · Quizhive');
  });

  it('names the demo subscriber account in demo mode, says where its password is, and offers to sign in', () => {
    renderPricing();
    expect(screen.getByText('subscriber@quizhive.test')).toBeTruthy();
    expect(screen.getByText(/Its password is not shown here\. When Quizhive is started locally, the demo accounts and their passwords are listed in the README/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
  });

  it('never prints a demo password: every visitor of a public server would read it', () => {
    const { container } = renderPricing();
    expect(screen.queryByText('Password')).toBeNull();
    // The demo passwords all end in the year (server/seed/demo-accounts.ts).
    expect(container.textContent).not.toMatch(/#\d{4}/);
  });

  it('keeps the demo credentials to itself outside demo mode', () => {
    setDemoMode('0');
    renderPricing();
    expect(screen.getByText(/demo subscriber account has a subscription/)).toBeTruthy();
    expect(screen.queryByText('subscriber@quizhive.test')).toBeNull();
  });

  it('tells a signed-in player without a subscription why Quiz Zone stays locked', () => {
    signIn({
      token: 't',
      expires_at: '2027-01-01T00:00:00Z',
      user: { id: 1, uid: 'u', name: 'Ada', email: 'a@q.test', mobile: null, profile: null, type: 'email', role: 'player', email_verified: true, friends_code: 'A', coins: 1, all_time_score: 2, has_subscription: false, created_at: '2026-01-01T00:00:00Z' },
    });
    renderPricing();
    expect(screen.getByText('Your account has no subscription, so Quiz Zone stays locked for it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My profile' })).toBeTruthy();
  });
});
