/** The billing screens' addresses (shared with the server, which links to them); light enough for the menu and the profile at start-up. */
export { BILLING_HISTORY_PATH, BILLING_PORTAL_PATH, CHECKOUT_PATH_PREFIX, PRICING_PATH, SUBSCRIPTION_PATH } from '../../../contract/billing/paths';
