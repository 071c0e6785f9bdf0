/** How coin history entries are named: by type in the player's language, an unlock with its category's name. */
import { describe, expect, it } from 'vitest';
import { CONTEST_FEE_TYPE, CONTEST_PRIZE_TYPE, contestEntryTitle, PAYOUT_HOLD_TYPE, PAYOUT_REFUND_TYPE, PREMIUM_UNLOCK_TYPE, premiumUnlockTitle } from '../../../contract/economy/ledger';
import { i18n } from '../../lib/i18n/i18n';
import { entryLabel } from './entry-label';
import { typesOf } from './history-filters';

describe('coin history labels', () => {
  it("names a premium unlock by its category, in the player's words (not the server's title)", () => {
    const entry = { type: PREMIUM_UNLOCK_TYPE, title: premiumUnlockTitle('Arts & Literature') };
    const t = ((key: string, options?: { name?: string }) => `${key}|${options?.name ?? ''}`) as unknown as typeof i18n.t;
    expect(entryLabel(entry, t)).toBe('coins.type.premium_category|Arts & Literature');
    expect(entryLabel(entry, i18n.t)).toBe('Premium category unlocked: Arts & Literature');
  });

  it('keeps the server title of an unlock whose title it cannot read', () => {
    expect(entryLabel({ type: PREMIUM_UNLOCK_TYPE, title: 'Unlocked by an admin' }, i18n.t)).toBe('Unlocked by an admin');
  });

  it("names a payout request's hold and its refund by type, and keeps the refund with the other refunds", () => {
    expect(entryLabel({ type: PAYOUT_HOLD_TYPE, title: 'Payout request' }, i18n.t)).toBe('Payout request');
    expect(entryLabel({ type: PAYOUT_REFUND_TYPE, title: 'Payout request rejected: coins returned' }, i18n.t)).toBe('Payout request: coins returned');
    expect(typesOf('refunds')).toEqual(['refund', PAYOUT_REFUND_TYPE]);
  });

  it("names a contest's fee and prize with the contest's name, in the player's words", () => {
    const fee = { type: CONTEST_FEE_TYPE, title: contestEntryTitle(CONTEST_FEE_TYPE, 'Science Sprint') };
    const prize = { type: CONTEST_PRIZE_TYPE, title: contestEntryTitle(CONTEST_PRIZE_TYPE, 'Science Sprint') };
    expect(entryLabel(fee, i18n.t)).toBe('Contest entry: Science Sprint');
    expect(entryLabel(prize, i18n.t)).toBe('Contest prize: Science Sprint');
    expect(entryLabel({ type: CONTEST_PRIZE_TYPE, title: 'Paid by hand' }, i18n.t)).toBe('Paid by hand');
  });

  it('has a filter that keeps premium unlocks', () => {
    expect(typesOf('premium')).toEqual([PREMIUM_UNLOCK_TYPE]);
  });
});
