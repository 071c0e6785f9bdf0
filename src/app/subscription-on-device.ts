/**
 * Whether the device counts the player as subscribed (spec section 4, docs/LIVE.md): the last known
 * state holds until the period end it knew. While the live channel is connected the server's word is
 * fresh (it pushes every change within 2 s, renewals included), so it stands as it is; otherwise a
 * paying summary whose period (or trial) has ended counts as not subscribed. Pure, for the route guard.
 */
import type { SubscriptionSummary } from '../../contract/api/subscription-summary';

export interface DeviceSubscriptionInput {
  /** The session's flag (the server's has_subscription as last heard). */
  readonly hasSubscription: boolean;
  /** The summary last heard (the user record's, or the live channel's), if any. */
  readonly summary: SubscriptionSummary | undefined;
  /** Whether the live channel is connected now (the server's word is current). */
  readonly serverLive: boolean;
  /** Epoch milliseconds. */
  readonly now: number;
}

/** When the paid time the summary knows of ends (epoch ms): the trial's end for a trial, else the period's; null when unknown. */
export function paidUntil(summary: SubscriptionSummary | undefined): number | null {
  if (!summary?.has_subscription) return null;
  const end = summary.state === 'trial' ? (summary.trial_end ?? summary.current_period_end) : (summary.current_period_end ?? summary.trial_end);
  const at = end === null ? Number.NaN : Date.parse(end);
  return Number.isNaN(at) ? null : at;
}

export function subscribedOnDevice({ hasSubscription, summary, serverLive, now }: DeviceSubscriptionInput): boolean {
  if (!hasSubscription) return false;
  if (serverLive) return true;
  const until = paidUntil(summary);
  return until === null || now < until;
}
