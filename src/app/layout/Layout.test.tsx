import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { connectivityStore } from '../../lib/connectivity/connectivity';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { markBusy } from '../../lib/safe-point';
import { resetSession, signIn } from '../../lib/session/session-store';
import { testUser } from '../../lib/session/test-user';
import { resetStartup, settleStartup } from '../after-start';
import { swUpdateStore } from '../pwa/register-sw';
import { Layout } from './Layout';

function renderLayout(path = '/') {
  const location = memoryLocation({ path, record: true });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>
        <Layout>
          <button type="button">Page content</button>
        </Layout>
      </Router>
    </I18nextProvider>,
  );
  return location;
}

function follows(first: Element, second: Element): boolean {
  return (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const navNames = () => [...mainNav().querySelectorAll('a')].map((a) => a.textContent);
const navLink = (name: string) => within(mainNav()).getByRole('link', { name });

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  resetSession();
});

afterEach(() => {
  cleanup();
  swUpdateStore.set({ waiting: false });
  connectivityStore.set({ browserOnline: true, forcedOffline: false });
});

function signInAda(subscribed = true) {
  signIn({
    token: 't',
    expires_at: '2027-01-01T00:00:00Z',
    user: { id: 1, uid: 'u', name: 'Ada', email: 'a@q.test', mobile: null, profile: null, type: 'email', role: 'player', email_verified: true, friends_code: 'A', coins: 5, all_time_score: 9, has_subscription: subscribed, created_at: '2026-01-01T00:00:00Z' },
  });
}

describe('Header', () => {
  it('has its controls in the visual order: brand, menu button, menu, language, account', () => {
    renderLayout();
    const order = [
      screen.getByRole('link', { name: 'Quizhive home' }),
      menuButton(),
      screen.getByRole('navigation', { name: 'Main' }),
      screen.getByLabelText('Language'),
      within(screen.getByRole('banner')).getAllByRole('link', { name: 'Sign in' }).at(-1) as Element,
    ];
    for (let i = 1; i < order.length; i++) expect(follows(order[i - 1] as Element, order[i] as Element)).toBe(true);
  });

  it('lists every main destination for a guest, pricing and sign in included', () => {
    renderLayout();
    expect(navNames()).toEqual(['Home', 'Quiz Zone', 'Tutor Hub', 'Offline downloads', 'Pricing & subscription', 'Settings', 'About us', 'Sign in']);
    expect(navLink('Tutor Hub').getAttribute('href')).toBe('/tutor-hub/sub-categories');
    expect(navLink('Offline downloads').getAttribute('href')).toBe('/downloads');
  });

  it('lists the profile for a subscriber, without pricing or sign in', () => {
    signInAda();
    renderLayout();
    expect(navNames()).toEqual(['Home', 'Quiz Zone', 'Tutor Hub', 'Offline downloads', 'My profile', 'Coin history', 'Wallet', 'Leaderboard', 'Settings', 'About us']);
    expect(navLink('Coin history').getAttribute('href')).toBe('/profile/coin-history');
    expect(navLink('Coin history').closest('li')?.className).toBe('site-nav__item--menu-only');
    expect(navLink('Wallet').getAttribute('href')).toBe('/profile/wallet');
    expect(navLink('Wallet').closest('li')?.className).toBe('site-nav__item--menu-only');
    expect(navLink('Leaderboard').getAttribute('href')).toBe('/leaderboard');
    expect(navLink('Leaderboard').closest('li')?.className).toBe('site-nav__item--menu-only');
  });

  it('marks only the most specific item as current: the coin history, not also the profile', () => {
    signInAda();
    renderLayout('/profile/coin-history');
    expect(navLink('Coin history').getAttribute('aria-current')).toBe('page');
    expect(navLink('My profile').getAttribute('aria-current')).toBeNull();
  });

  it('marks the wallet, not also the profile, on the wallet', () => {
    signInAda();
    renderLayout('/profile/wallet');
    expect(navLink('Wallet').getAttribute('aria-current')).toBe('page');
    expect(navLink('My profile').getAttribute('aria-current')).toBeNull();
  });

  it('offers pricing to a player without a subscription', () => {
    signInAda(false);
    renderLayout();
    expect(navNames()).toContain('Pricing & subscription');
    expect(navNames()).not.toContain('Sign in');
  });

  it('marks the current area, and the items the desktop header shows as tools as menu-only', () => {
    signInAda();
    renderLayout('/tutor-hub/sub-categories/maths/3-year-3');
    expect(navLink('Tutor Hub').getAttribute('aria-current')).toBe('page');
    expect(navLink('Home').getAttribute('aria-current')).toBeNull();
    expect(navLink('My profile').closest('li')?.className).toBe('site-nav__item--menu-only');
    expect(navLink('Tutor Hub').closest('li')?.className).toBe('');
  });

  it('is a disclosure: the button controls the navigation and says whether it is open', async () => {
    const user = userEvent.setup();
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(menuButton().getAttribute('aria-controls')).toBe(nav.id);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(nav.className).toBe('site-nav');
    await user.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(nav.className).toBe('site-nav site-nav--open');
    await user.keyboard('{Enter}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Home');
    await user.keyboard('{Escape}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes the menu when focus leaves it', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(menuButton());
    for (const link of ['Home', 'Quiz Zone', 'Tutor Hub', 'Offline downloads', 'Pricing & subscription', 'Settings', 'About us', 'Sign in']) {
      await user.tab();
      expect(document.activeElement?.textContent).toBe(link);
    }
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Language'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu on a pointer press outside it and on navigation', async () => {
    const user = userEvent.setup();
    const location = renderLayout();
    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'Page content' }));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');

    await user.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    act(() => location.navigate('/about-us'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Footer', () => {
  it('links pricing and the information pages, for a subscriber too (a desktop header has no pricing item)', () => {
    signInAda(true);
    renderLayout();
    const footerNav = within(screen.getByRole('navigation', { name: 'Information' }));
    expect(footerNav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Pricing', 'About us', 'Contact us', 'FAQ', 'Privacy policy', 'Terms and conditions']);
    expect(footerNav.getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/pricing');
  });
});

describe('Sync status and settings in the header', () => {
  afterEach(() => resetStartup());

  // First: once loaded, the chip is kept for later headers.
  it('loads the sync status (and the outbox engine with it) only once start-up has settled', async () => {
    signInAda();
    renderLayout();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('link', { name: /^Synced/ })).toBeNull();
    act(() => settleStartup(Promise.resolve()));
    expect(await screen.findByRole('link', { name: 'Synced: nothing waiting' }, { timeout: 5_000 })).toBeTruthy();
  });

  it("shows a player on a trial until when it lasts, loaded once start-up has settled; not for a paying player", async () => {
    signIn({
      token: 't',
      expires_at: '2027-01-01T00:00:00Z',
      user: testUser({
        id: 1,
        uid: 'u',
        name: 'Ada',
        email: 'a@q.test',
        friends_code: 'A',
        coins: 5,
        all_time_score: 9,
        subscription: { state: 'trial', has_subscription: true, trial_end: '2026-12-03T10:00:00.000Z', current_period_end: null, cancel_at_period_end: false },
      }),
    });
    renderLayout();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('trial-line')).toBeNull();
    act(() => settleStartup(Promise.resolve()));
    const line = await screen.findByRole('link', { name: /^Free trial until / }, { timeout: 5_000 });
    expect(line.getAttribute('href')).toBe('/profile/subscription');
    expect(follows(line, screen.getByRole('link', { name: 'Profile of Ada' }))).toBe(true);
    cleanup();
    signInAda();
    renderLayout();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('trial-line')).toBeNull();
  });

  it('shows the sync status to a signed-in player before the language picker, linking to the QA panel', async () => {
    signInAda();
    settleStartup(Promise.resolve());
    renderLayout();
    const status = await screen.findByRole('link', { name: 'Synced: nothing waiting' }, { timeout: 5_000 });
    expect(status.getAttribute('href')).toBe('/settings/sync');
    expect(follows(screen.getByRole('navigation', { name: 'Main' }), status)).toBe(true);
    expect(follows(status, screen.getByLabelText('Language'))).toBe(true);
    expect(follows(status, screen.getByRole('link', { name: 'Profile of Ada' }))).toBe(true);
  });

  it('reaches the settings screen from the menu', async () => {
    const user = userEvent.setup();
    const location = renderLayout();
    await user.click(menuButton());
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(location.history?.at(-1)).toBe('/settings');
  });
});

describe('Offline banner', () => {
  it('sits between the header and the update banner when the device is offline', () => {
    renderLayout();
    act(() => {
      connectivityStore.set({ browserOnline: false, forcedOffline: false });
      swUpdateStore.set({ waiting: true });
    });
    const offline = screen.getByText('You are offline.');
    expect(follows(screen.getByRole('banner'), offline)).toBe(true);
    expect(follows(offline, screen.getByRole('button', { name: 'Reload' }))).toBe(true);
  });
});

describe('Update banner', () => {
  it('comes right after the header, before the page content, in the Tab order', () => {
    renderLayout();
    act(() => swUpdateStore.set({ waiting: true }));
    const reload = screen.getByRole('button', { name: 'Reload' });
    expect(screen.getByText('A new version is available')).toBeTruthy();
    expect(follows(screen.getByLabelText('Language'), reload)).toBe(true);
    expect(follows(reload, screen.getByRole('main'))).toBe(true);
  });

  it('stays out of the way while a level marks the app busy', () => {
    renderLayout('/quiz-zone/1-a/2-b/level/1');
    let release = () => {};
    act(() => {
      release = markBusy();
      swUpdateStore.set({ waiting: true });
    });
    expect(screen.queryByText('A new version is available')).toBeNull();
    act(() => release());
    expect(screen.getByText('A new version is available')).toBeTruthy();
  });
});
