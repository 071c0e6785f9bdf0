/** The billing screens' addresses; light enough for the menu and the profile at start-up. */
export const PRICING_PATH = '/pricing';
export const SUBSCRIPTION_PATH = '/profile/subscription';
export const BILLING_HISTORY_PATH = '/profile/billing';
export const BILLING_PORTAL_PATH = '/billing/portal';
export const CHECKOUT_PATH_PREFIX = '/billing/checkout';
