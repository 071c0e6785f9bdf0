/**
 * After a payment, a cancel, a resume or a new card, the session's user record takes the summary
 * the server answered at once (the route guard and the header read it), then the whole record is
 * read again (src/lib/session/refresh-user.ts) for everything else the change touched.
 */
import type { SubscriptionSummary } from '../../../contract/api/subscription-summary';
import { refreshSessionUser } from '../../lib/session/refresh-user';
import { sessionStore, setSessionUser } from '../../lib/session/session-store';

/** Paying (spec section 4): active or trialing and not cancelling at period end, as the display state says. */
export function summaryPays(summary: SubscriptionSummary): boolean {
  return summary.state === 'active' || summary.state === 'trial';
}

export function applySummary(summary: SubscriptionSummary): Promise<void> {
  const { user } = sessionStore.get();
  if (user) setSessionUser({ ...user, subscription: summary, has_subscription: summaryPays(summary) });
  return refreshSessionUser();
}
