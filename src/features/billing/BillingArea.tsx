/**
 * Every billing screen in one chunk: start-up names one lazy screen for the five routes (each
 * screen its own lazy chunk cost the players' start-up about 0.8 KB gzip of chunk names), and the
 * screens share most of their code anyway (the card form, the facts, the invoice rows). The app's
 * route table sends each billing route here; this Switch picks the screen.
 */
import { Route, Switch } from 'wouter';
import { BILLING_HISTORY_PATH, BILLING_PORTAL_PATH, CHECKOUT_PATH_PREFIX, PRICING_PATH, SUBSCRIPTION_PATH } from './billing-paths';
import { BillingHistoryScreen } from './BillingHistoryScreen';
import { CheckoutScreen } from './CheckoutScreen';
import { PortalScreen } from './PortalScreen';
import { PricingScreen } from './PricingScreen';
import { SubscriptionScreen } from './SubscriptionScreen';

export function BillingArea() {
  return (
    <Switch>
      <Route path={PRICING_PATH} component={PricingScreen} />
      <Route path={`${CHECKOUT_PATH_PREFIX}/:checkout`} component={CheckoutScreen} />
      <Route path={BILLING_PORTAL_PATH} component={PortalScreen} />
      <Route path={SUBSCRIPTION_PATH} component={SubscriptionScreen} />
      <Route path={BILLING_HISTORY_PATH} component={BillingHistoryScreen} />
    </Switch>
  );
}
