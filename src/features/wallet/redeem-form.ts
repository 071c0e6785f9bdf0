/**
 * The redeem request form's rules, checked all at once before anything is sent (the server checks
 * them again and is the authority on the coins): a payment address of the chosen method
 * (isValidPaymentAddress), an amount in the currency's units with at most two decimals, at least
 * the minimum payout and within the coins held, and details of at most 300 characters. Pure, so the
 * rules are tested without React; the screen turns each problem into words.
 */
import { coinsForAmount, isValidPaymentAddress, type PaymentType } from '../../../contract/billing/payouts';
import type { SystemConfig } from '../../../contract/api/settings';
import { parseMoneyInput } from '../../lib/i18n/money-input';
import type { PaymentRequestBody } from './wallet.api';

export interface RedeemFields {
  readonly paymentType: PaymentType;
  readonly address: string;
  /** As typed, in the currency's units ("5.00"). */
  readonly amount: string;
  readonly details: string;
}

export type RedeemField = keyof RedeemFields;

/** The order of the inputs on the form: focus goes to the first one in error. */
export const REDEEM_FIELDS: readonly RedeemField[] = ['paymentType', 'address', 'amount', 'details'];

/** The body's fields the server may blame for each input (coin_used is the amount's price). */
export const SERVER_FIELDS: Readonly<Record<RedeemField, readonly string[]>> = {
  paymentType: ['payment_type'],
  address: ['payment_address'],
  amount: ['payment_amount', 'coin_used'],
  details: ['details'],
};

/** set_payment_request's longest details (contract/api/payouts.ts; redeem-form.test.ts holds them equal). */
export const DETAILS_MAX = 300;

export const emptyRedeem: RedeemFields = { paymentType: 'paypal', address: '', amount: '', details: '' };

/** What system configuration says about payouts. */
export interface PayoutTerms {
  readonly coinsPerUnit: number;
  /** In cents. */
  readonly minAmount: number;
  readonly currency: string;
}

export function payoutTermsOf(config: Pick<SystemConfig, 'payout_coins_per_unit' | 'payout_min_amount' | 'payout_currency'>): PayoutTerms {
  return { coinsPerUnit: config.payout_coins_per_unit, minAmount: config.payout_min_amount, currency: config.payout_currency };
}

export type RedeemProblem =
  | { readonly kind: 'addressMissing' }
  | { readonly kind: 'addressInvalid' }
  | { readonly kind: 'amountMissing' }
  | { readonly kind: 'amountInvalid' }
  | { readonly kind: 'belowMinimum' }
  | { readonly kind: 'notEnoughCoins'; readonly cost: number }
  | { readonly kind: 'detailsTooLong' };

export type RedeemProblems = Partial<Record<RedeemField, RedeemProblem>>;

/** The coins the typed amount costs, or null while it is not an amount. */
export function costOf(amount: string, terms: PayoutTerms): number | null {
  const cents = parseMoneyInput(amount);
  return cents === null || cents === 0 ? null : coinsForAmount(cents, terms.coinsPerUnit);
}

export type RedeemCheck = { readonly ok: true; readonly body: PaymentRequestBody } | { readonly ok: false; readonly problems: RedeemProblems };

/** Every problem of the form at once, or the body to send (coin_used is the price the player was shown). */
export function checkRedeem(fields: RedeemFields, terms: PayoutTerms, balance: number): RedeemCheck {
  const problems: RedeemProblems = {};
  const address = fields.address.trim();
  if (!address) problems.address = { kind: 'addressMissing' };
  else if (!isValidPaymentAddress(fields.paymentType, address)) problems.address = { kind: 'addressInvalid' };

  const cents = parseMoneyInput(fields.amount);
  const cost = cents === null ? 0 : coinsForAmount(cents, terms.coinsPerUnit);
  if (!fields.amount.trim()) problems.amount = { kind: 'amountMissing' };
  else if (cents === null || cents === 0) problems.amount = { kind: 'amountInvalid' };
  else if (cents < terms.minAmount) problems.amount = { kind: 'belowMinimum' };
  else if (cost > balance) problems.amount = { kind: 'notEnoughCoins', cost };

  const details = fields.details.trim();
  if (details.length > DETAILS_MAX) problems.details = { kind: 'detailsTooLong' };

  if (Object.keys(problems).length > 0 || cents === null) return { ok: false, problems };
  return { ok: true, body: { payment_type: fields.paymentType, payment_address: address, payment_amount: cents, coin_used: cost, details } };
}
