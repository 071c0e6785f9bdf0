/**
 * The PWA's billing addresses that the server also names (the sandbox's checkout and portal pages,
 * Stripe's return addresses): one list, so a link the server builds always lands on a screen.
 * Zod-free and tiny: the menu and the profile import it at start-up.
 */
export const PRICING_PATH = '/pricing';
export const SUBSCRIPTION_PATH = '/profile/subscription';
export const BILLING_HISTORY_PATH = '/profile/billing';
export const BILLING_PORTAL_PATH = '/billing/portal';
export const CHECKOUT_PATH_PREFIX = '/billing/checkout';

/** The sandbox's checkout page of one checkout. */
export function checkoutPath(checkoutId: string): string {
  return `${CHECKOUT_PATH_PREFIX}/${checkoutId}`;
}
