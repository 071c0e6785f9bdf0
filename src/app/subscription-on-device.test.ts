import { describe, expect, it } from 'vitest';
import type { SubscriptionSummary } from '../../contract/api/subscription-summary';
import { paidUntil, subscribedOnDevice } from './subscription-on-device';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const before = '2026-11-26T11:59:59Z';
const after = '2026-11-26T12:00:01Z';

function summary(patch: Partial<SubscriptionSummary>): SubscriptionSummary {
  return { state: 'active', has_subscription: true, trial_end: null, current_period_end: after, cancel_at_period_end: false, ...patch };
}

describe('the subscription on the device (the last known state holds until the period end it knew)', () => {
  it('holds a paying summary until its period end, then no longer', () => {
    expect(subscribedOnDevice({ hasSubscription: true, summary: summary({}), serverLive: false, now: NOW })).toBe(true);
    expect(subscribedOnDevice({ hasSubscription: true, summary: summary({ current_period_end: before }), serverLive: false, now: NOW })).toBe(false);
    // The end itself is already past the paid time.
    expect(subscribedOnDevice({ hasSubscription: true, summary: summary({ current_period_end: '2026-11-26T12:00:00Z' }), serverLive: false, now: NOW })).toBe(false);
  });

  it("reads a trial's end for a trial, and the period's for anything else", () => {
    const trial = summary({ state: 'trial', trial_end: before, current_period_end: after });
    expect(subscribedOnDevice({ hasSubscription: true, summary: trial, serverLive: false, now: NOW })).toBe(false);
    expect(paidUntil(summary({ state: 'trial', trial_end: null, current_period_end: before }))).toBe(Date.parse(before));
    expect(paidUntil(summary({ state: 'active', trial_end: after, current_period_end: before }))).toBe(Date.parse(before));
    expect(paidUntil(summary({ state: 'active', trial_end: after, current_period_end: null }))).toBe(Date.parse(after));
  });

  it('keeps the flag as it is when no end is known (no summary, no dates, an unreadable date)', () => {
    for (const known of [undefined, summary({ current_period_end: null }), summary({ current_period_end: 'soon' })]) {
      expect(subscribedOnDevice({ hasSubscription: true, summary: known, serverLive: false, now: NOW })).toBe(true);
    }
  });

  it('never makes a subscriber of a player the server says is not one', () => {
    expect(subscribedOnDevice({ hasSubscription: false, summary: summary({ current_period_end: after }), serverLive: false, now: NOW })).toBe(false);
    expect(subscribedOnDevice({ hasSubscription: false, summary: summary({}), serverLive: true, now: NOW })).toBe(false);
    expect(paidUntil(summary({ has_subscription: false, state: 'cancelled' }))).toBeNull();
  });

  it("takes the server's word while the live channel is connected (a renewal is its to push)", () => {
    expect(subscribedOnDevice({ hasSubscription: true, summary: summary({ current_period_end: before }), serverLive: true, now: NOW })).toBe(true);
  });
});
