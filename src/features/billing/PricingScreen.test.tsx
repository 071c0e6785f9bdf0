/** /pricing against a fake get_plans and create_checkout. */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setForcedOffline } from '../../lib/connectivity/connectivity';
import { formatDate } from '../../lib/i18n/date-format';
import { i18n } from '../../lib/i18n/i18n';
import { readReturnPath } from '../../lib/return-path';
import { resetSession } from '../../lib/session/session-store';
import { emptyRemote } from '../../lib/settings/remote-state';
import { settingsStore } from '../../lib/settings/settings';
import { pageLoad } from './go-to';
import { PricingScreen } from './PricingScreen';
import { Refusal, callsOf, plan, renderAt, serve, signInPlayer, summaryOf } from './test-helpers';

const plans = [
  plan(1, { name: 'Monthly', price: 499, interval: 'month', features: ['Quiz Zone', 'Tutor hub'], trial_days: 7 }),
  plan(2, { name: 'Yearly', price: 4_999, interval: 'year', highlighted: true, description: 'Two months free' }),
];

let checkoutUrl = '/billing/checkout/co_abcdefgh';

beforeEach(() => {
  resetSession();
  checkoutUrl = '/billing/checkout/co_abcdefgh';
  serve({
    get_plans: () => ({ plans, provider: 'sandbox', signup_trial_days: 14 }),
    create_checkout: () => ({ checkout_id: 'co_abcdefgh', url: checkoutUrl, provider: checkoutUrl.startsWith('/') ? 'sandbox' : 'stripe' }),
  });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  setForcedOffline(false);
  settingsStore.set((s) => ({ ...s, system: emptyRemote() }));
  await act(() => i18n.changeLanguage('en'));
});

const cards = () => within(screen.getByRole('list', { name: 'Plans' })).getAllByRole('article');

describe('PricingScreen', () => {
  it("lists the server's plans in order with price, interval, trial, features and the highlighted one, and the sign-up trial", async () => {
    renderAt('/pricing', <PricingScreen />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [monthly, yearly] = cards();
    expect(within(monthly as HTMLElement).getByRole('heading', { name: 'Monthly' })).toBeTruthy();
    expect(within(monthly as HTMLElement).getByText('$4.99 per month')).toBeTruthy();
    expect(within(monthly as HTMLElement).getByText('7-day free trial')).toBeTruthy();
    expect(within(within(monthly as HTMLElement).getByRole('list', { name: 'What Monthly gives' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Quiz Zone', 'Tutor hub']);
    expect(within(monthly as HTMLElement).queryByText('Most popular')).toBeNull();
    expect(within(yearly as HTMLElement).getByText('$49.99 per year')).toBeTruthy();
    expect(within(yearly as HTMLElement).getByText('Most popular')).toBeTruthy();
    expect(within(yearly as HTMLElement).getByText('Two months free')).toBeTruthy();
    expect(screen.getByText('Every new account starts with a free trial of 14 days: no card needed.')).toBeTruthy();
    expect(callsOf('get_plans')[0]?.body).toEqual({ language: 'en' });
    expect(document.title).toBe('Pricing & subscription · Quizhive');
  });

  it('asks a guest to sign in to subscribe, and brings them back here after', async () => {
    const user = userEvent.setup();
    renderAt('/pricing', <PricingScreen />);
    const signIn = await screen.findByRole('link', { name: 'Sign in to subscribe to Yearly' });
    expect(signIn.getAttribute('href')).toBe('/auth/login');
    expect(signIn.textContent).toBe('Sign in to subscribe');
    expect(screen.queryByRole('button', { name: /Subscribe/ })).toBeNull();
    await user.click(signIn);
    expect(readReturnPath()).toBe('/pricing');
    expect(callsOf('create_checkout')).toEqual([]);
  });

  it('reads the plans again in the language chosen, prices in its currency format', async () => {
    renderAt('/pricing', <PricingScreen />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await act(() => i18n.changeLanguage('fr'));
    await waitFor(() => expect(callsOf('get_plans').at(-1)?.body).toEqual({ language: 'fr' }));
    // French writes the amount before its currency, with a no-break space between (the words of
    // French load from the server's language bundle, so only the figure is checked here).
    await waitFor(() => expect(cards()[0]?.querySelector('.plan__price')?.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toMatch(/^4,99 \$US /));
  });

  it("shows a signed-in player's trial, and a Subscribe button that starts the sandbox's checkout in the app", async () => {
    signInPlayer(summaryOf('trial', { trial_end: '2026-12-03T10:00:00.000Z' }));
    const user = userEvent.setup();
    const { history } = renderAt('/pricing', <PricingScreen />);
    expect(screen.getByText(`Free trial until ${formatDate('2026-12-03T10:00:00.000Z', 'en')}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage your subscription' }).getAttribute('href')).toBe('/profile/subscription');
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Yearly' }));
    await waitFor(() => expect(history.at(-1)).toBe('/billing/checkout/co_abcdefgh'));
    expect(callsOf('create_checkout').map((c) => c.body)).toEqual([{ plan_id: 2 }]);
  });

  it("sends the player to Stripe's hosted page with a full page load", async () => {
    checkoutUrl = 'https://checkout.stripe.com/c/pay/cs_test_1';
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    signInPlayer();
    const user = userEvent.setup();
    const { history } = renderAt('/pricing', <PricingScreen />);
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Monthly' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(history).toEqual(['/pricing']);
    assign.mockRestore();
  });

  it("says why a checkout could not start, with the way to the subscription for a player who pays already", async () => {
    serve({
      get_plans: () => ({ plans, provider: 'sandbox', signup_trial_days: 0 }),
      create_checkout: () => new Refusal('ALREADY_SUBSCRIBED', 'You already have a subscription. Change your plan from the subscription page.', 409),
    });
    signInPlayer(summaryOf('active'));
    const user = userEvent.setup();
    renderAt('/pricing', <PricingScreen />);
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Monthly' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You already have a subscription.');
    expect(within(alert).getByRole('link', { name: 'Manage your subscription' })).toBeTruthy();
    // No sign-up trial offered when the server gives none.
    expect(screen.queryByText(/Every new account/)).toBeNull();
    // The button is usable again.
    expect(screen.getByRole('button', { name: 'Subscribe to Monthly' }).hasAttribute('disabled')).toBe(false);
  });

  it('names the demo subscriber in demo mode only', async () => {
    const system = settingsStore.get().system;
    settingsStore.set((s) => ({ ...s, system: { ...system, data: { ...(system.data ?? ({} as never)), demo_mode: '1' } } }));
    renderAt('/pricing', <PricingScreen />);
    expect(screen.getByText('subscriber@quizhive.test')).toBeTruthy();
    cleanup();
    settingsStore.set((s) => ({ ...s, system: { ...system, data: { ...(system.data ?? ({} as never)), demo_mode: '0' } } }));
    renderAt('/pricing', <PricingScreen />);
    expect(screen.queryByText('subscriber@quizhive.test')).toBeNull();
  });

  it('says plainly that it needs the server when offline, and loads once back online', async () => {
    setForcedOffline(true);
    renderAt('/pricing', <PricingScreen />);
    expect(screen.getByRole('heading', { name: 'Billing needs an internet connection' })).toBeTruthy();
    expect(callsOf('get_plans')).toEqual([]);
    act(() => setForcedOffline(false));
    await waitFor(() => expect(cards()).toHaveLength(2));
  });
});
