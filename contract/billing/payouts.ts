/**
 * Payout requests (spec sections 3, 4, 8 and 9): methods, states and the rules a request is held to;
 * zod-free, so the wallet screen checks the same rules before it sends (the server checks again).
 */

/** Spec section 9: PayPal, Paytm, Stripe (the `payment_type` of set_payment_request). */
export const PAYMENT_TYPES = ['paypal', 'paytm', 'stripe'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Spec section 4: pending, completed; a rejected request gives its coins back. */
export const PAYMENT_REQUEST_STATUSES = ['pending', 'completed', 'rejected'] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

/** Spec section 9: requests at least 48 hours apart. */
export const PAYMENT_REQUEST_INTERVAL_HOURS = 48;

/** Spec section 9: payout takes 3-5 working days (shown with every request). */
export const PAYOUT_WORKING_DAYS = { min: 3, max: 5 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** A Paytm wallet is its Indian mobile number: ten digits from 6 to 9, with or without +91. */
const PAYTM_MOBILE = /^(\+91)?[6-9]\d{9}$/;
/** A Stripe connected account's id. */
const STRIPE_ACCOUNT = /^acct_[A-Za-z0-9]{8,}$/;

/**
 * Whether `address` is a payment address of this method: PayPal an e-mail, Paytm an Indian mobile
 * number (+91 optional), Stripe a connected account id (acct_...) or the account's e-mail. Spaces
 * and dashes in a number are left out first (normalizePaymentAddress).
 */
export function isValidPaymentAddress(type: PaymentType, address: string): boolean {
  const value = normalizePaymentAddress(type, address);
  if (value.length === 0 || value.length > 254) return false;
  switch (type) {
    case 'paypal':
      return EMAIL.test(value);
    case 'paytm':
      return PAYTM_MOBILE.test(value);
    case 'stripe':
      return STRIPE_ACCOUNT.test(value) || EMAIL.test(value);
  }
}

/** The address as it is stored: trimmed, e-mails in lower case, a mobile number without spaces or dashes. */
export function normalizePaymentAddress(type: PaymentType, address: string): string {
  const trimmed = address.trim();
  if (type === 'paytm') return trimmed.replace(/[\s-]/g, '');
  return trimmed.startsWith('acct_') ? trimmed : trimmed.toLowerCase();
}

/**
 * The coins a payout of `amountMinor` (cents) costs at `coinsPerUnit` coins for one currency unit,
 * rounded up: a player never gets more money than their coins are worth.
 */
export function coinsForAmount(amountMinor: number, coinsPerUnit: number): number {
  return Math.ceil((amountMinor * coinsPerUnit) / 100);
}

/** The money (in cents) `coins` are worth at `coinsPerUnit`, rounded down. */
export function amountForCoins(coins: number, coinsPerUnit: number): number {
  return coinsPerUnit > 0 ? Math.floor((coins * 100) / coinsPerUnit) : 0;
}
