import { describe, expect, it } from 'vitest';
import { isAppError } from '../../../lib/app-error';
import { addInterval } from '../plans';
import { acceptSandboxCard, cardValidAt, passesLuhn } from './sandbox-cards';

const at = new Date('2026-11-26T12:00:00Z');

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return isAppError(error) ? `${error.code}: ${error.message}` : String(error);
  }
}

describe('sandbox test cards', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('378282246310005')).toBe(true);
  });

  it('takes 4242 and 0341 (which declines renewals), keeping only brand, last 4 and expiry', () => {
    expect(acceptSandboxCard({ number: '4242424242424242', exp_month: 11, exp_year: 26 }, at)).toEqual({ brand: 'visa', last4: '4242', expMonth: 11, expYear: 2026, declinesRenewals: false });
    expect(acceptSandboxCard({ number: '4000000000000341', exp_month: 1, exp_year: 2030 }, at).declinesRenewals).toBe(true);
  });

  it('refuses declining, invalid, expired and unknown numbers, each with its own words', () => {
    expect(codeOf(() => acceptSandboxCard({ number: '4000000000000002', exp_month: 1, exp_year: 2030 }, at))).toBe('CARD_DECLINED: Your card was declined. Please try another card.');
    expect(codeOf(() => acceptSandboxCard({ number: '4000000000009995', exp_month: 1, exp_year: 2030 }, at))).toBe('CARD_DECLINED: Your card has insufficient funds.');
    expect(codeOf(() => acceptSandboxCard({ number: '4242424242424241', exp_month: 1, exp_year: 2030 }, at))).toMatch(/^CARD_INVALID/);
    expect(codeOf(() => acceptSandboxCard({ number: '4242424242424242', exp_month: 10, exp_year: 2026 }, at))).toMatch(/^CARD_EXPIRED/);
    expect(codeOf(() => acceptSandboxCard({ number: '4111111111111111', exp_month: 1, exp_year: 2030 }, at))).toMatch(/^CARD_DECLINED: This is a test checkout/);
  });

  it('a card works through its expiry month', () => {
    expect(cardValidAt({ expMonth: 11, expYear: 2026 }, at)).toBe(true);
    expect(cardValidAt({ expMonth: 11, expYear: 2026 }, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
});

describe('plan periods', () => {
  it('add calendar months and years, the end of a shorter month for the 31st', () => {
    expect(addInterval(new Date('2026-01-31T10:00:00Z'), 'month').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addInterval(new Date('2026-03-15T10:00:00Z'), 'month').toISOString()).toBe('2026-04-15T10:00:00.000Z');
    expect(addInterval(new Date('2028-02-29T10:00:00Z'), 'year').toISOString()).toBe('2029-02-28T10:00:00.000Z');
  });
});
