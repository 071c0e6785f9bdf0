/**
 * The sandbox provider (the default): no network. Its checkout and portal are pages of this app
 * (/billing/checkout/<id>, /billing/portal), paid with test cards (sandbox-cards.ts); the billing
 * service's database is its whole state, so telling it of a cancel, resume or plan change has
 * nothing more to do. Its renewals are the billing upkeep (renewals.ts) on the sandbox clock.
 */
import { BILLING_PORTAL_PATH, checkoutPath } from '../../../../contract/billing/paths';
import type { BillingProvider } from './provider';

function withReturn(path: string, returnUrl: string): string {
  const back = new URL(returnUrl, 'http://sandbox.invalid');
  return `${path}?return=${encodeURIComponent(`${back.pathname}${back.search}`)}`;
}

export function createSandboxProvider(): BillingProvider {
  return {
    name: 'sandbox',
    async createCheckout(input) {
      return { url: checkoutPath(input.checkoutId), providerSessionId: null };
    },
    async portalUrl(input) {
      return withReturn(BILLING_PORTAL_PATH, input.returnUrl);
    },
    async cancelAtPeriodEnd() {},
    async resume() {},
    async changePlan() {},
    async cancelNow() {},
  };
}
