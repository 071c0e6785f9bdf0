import { describe, expect, it } from 'vitest';
import { isSubscribed, latestSubscription } from './subscription-rule';

const at = (iso: string) => new Date(iso);

describe('subscription rule', () => {
  it('is not subscribed without records', () => {
    expect(isSubscribed([])).toBe(false);
  });

  it('counts active and trialing records that do not cancel at period end', () => {
    expect(isSubscribed([{ status: 'active', cancelAtPeriodEnd: false, created: at('2026-01-01'), currentPeriodEnd: null }])).toBe(true);
    expect(isSubscribed([{ status: 'trialing', cancelAtPeriodEnd: false, created: at('2026-01-01'), currentPeriodEnd: null }])).toBe(true);
  });

  it('is not subscribed when the record cancels at period end or is not paying', () => {
    expect(isSubscribed([{ status: 'active', cancelAtPeriodEnd: true, created: at('2026-01-01'), currentPeriodEnd: null }])).toBe(false);
    expect(isSubscribed([{ status: 'past_due', cancelAtPeriodEnd: false, created: at('2026-01-01'), currentPeriodEnd: null }])).toBe(false);
  });

  it('judges only the most recent record, by created and else by current period end', () => {
    const old = { status: 'active', cancelAtPeriodEnd: false, created: at('2025-01-01'), currentPeriodEnd: null };
    const recent = { status: 'canceled', cancelAtPeriodEnd: false, created: at('2026-01-01'), currentPeriodEnd: null };
    expect(latestSubscription([old, recent])).toBe(recent);
    expect(isSubscribed([old, recent])).toBe(false);
    const byPeriod = { status: 'active', cancelAtPeriodEnd: false, created: null, currentPeriodEnd: at('2027-01-01') };
    expect(isSubscribed([old, byPeriod])).toBe(true);
  });
});
