import { describe, expect, it } from 'vitest';
import { setPaymentRequest } from '../../../contract/api/payouts';
import { checkRedeem, costOf, DETAILS_MAX, emptyRedeem, payoutTermsOf, type RedeemFields } from './redeem-form';

const terms = payoutTermsOf({ payout_coins_per_unit: 1000, payout_min_amount: 500, payout_currency: 'USD' });
const filled: RedeemFields = { paymentType: 'stripe', address: ' acct_1AbCdEfGh ', amount: '5.25', details: ' thanks ' };

describe('checkRedeem', () => {
  it('gives the body the contract accepts: cents, the coins shown, trimmed text', () => {
    const check = checkRedeem(filled, terms, 6000);
    expect(check).toEqual({ ok: true, body: { payment_type: 'stripe', payment_address: 'acct_1AbCdEfGh', payment_amount: 525, coin_used: 5250, details: 'thanks' } });
    if (check.ok) expect(setPaymentRequest.body.safeParse(check.body).success).toBe(true);
  });

  it('reports every problem at once', () => {
    expect(checkRedeem(emptyRedeem, terms, 6000)).toEqual({ ok: false, problems: { address: { kind: 'addressMissing' }, amount: { kind: 'amountMissing' } } });
    expect(checkRedeem({ paymentType: 'paypal', address: 'acct_1AbCdEfGh', amount: '0', details: 'x'.repeat(DETAILS_MAX + 1) }, terms, 6000)).toEqual({
      ok: false,
      problems: { address: { kind: 'addressInvalid' }, amount: { kind: 'amountInvalid' }, details: { kind: 'detailsTooLong' } },
    });
  });

  it('holds the amount to the minimum and to the coins held, rounding the price up', () => {
    expect(checkRedeem({ ...filled, amount: '4.99' }, terms, 6000)).toEqual({ ok: false, problems: { amount: { kind: 'belowMinimum' } } });
    expect(checkRedeem({ ...filled, amount: '6.01' }, terms, 6000)).toEqual({ ok: false, problems: { amount: { kind: 'notEnoughCoins', cost: 6010 } } });
    expect(checkRedeem({ ...filled, amount: '6' }, terms, 6000).ok).toBe(true);
    // 3 coins a unit: 5.01 costs 15.03 coins, so 16.
    expect(checkRedeem({ ...filled, amount: '5.01' }, { ...terms, coinsPerUnit: 3 }, 15)).toEqual({ ok: false, problems: { amount: { kind: 'notEnoughCoins', cost: 16 } } });
  });

  it('keeps the details limit equal to the contract', () => {
    const body = { payment_type: 'paypal', payment_address: 'a@example.com', payment_amount: 500 };
    expect(setPaymentRequest.body.safeParse({ ...body, details: 'x'.repeat(DETAILS_MAX) }).success).toBe(true);
    expect(setPaymentRequest.body.safeParse({ ...body, details: 'x'.repeat(DETAILS_MAX + 1) }).success).toBe(false);
  });
});

describe('costOf', () => {
  it('is the coins of an amount being typed, or null while it is none', () => {
    expect(costOf('5', terms)).toBe(5000);
    expect(costOf('0.01', terms)).toBe(10);
    expect(costOf('', terms)).toBeNull();
    expect(costOf('0', terms)).toBeNull();
    expect(costOf('5.', terms)).toBeNull();
  });
});
