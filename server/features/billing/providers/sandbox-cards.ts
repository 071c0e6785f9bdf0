/**
 * The sandbox's test cards (no network, no real card ever accepted): what a number does today and
 * at each renewal. Only brand, last 4 and expiry are kept; the number itself never is.
 */
import { AppError } from '../../../lib/app-error';

export interface SandboxCardInput {
  /** Digits only (the contract strips spaces and dashes). */
  readonly number: string;
  readonly exp_month: number;
  /** Four digits, or two (31 = 2031). */
  readonly exp_year: number;
}

/** A card the sandbox took: what is stored of it, and whether it declines every renewal. */
export interface AcceptedCard {
  readonly brand: string;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly declinesRenewals: boolean;
}

/** Numbers that pay (Stripe's test numbers); 4000 0000 0000 0341 pays today and declines every renewal. */
const PAYING_CARDS: Readonly<Record<string, { brand: string; declinesRenewals: boolean }>> = {
  '4242424242424242': { brand: 'visa', declinesRenewals: false },
  '5555555555554444': { brand: 'mastercard', declinesRenewals: false },
  '4000000000000341': { brand: 'visa', declinesRenewals: true },
};

/** Numbers the sandbox declines, with the words the player is shown. */
const DECLINING_CARDS: Readonly<Record<string, string>> = {
  '4000000000000002': 'Your card was declined. Please try another card.',
  '4000000000009995': 'Your card has insufficient funds.',
};

export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** Whether a card with this expiry still works at `at` (it works through its expiry month). */
export function cardValidAt(card: { readonly expMonth: number; readonly expYear: number }, at: Date): boolean {
  return card.expYear * 12 + (card.expMonth - 1) >= at.getUTCFullYear() * 12 + at.getUTCMonth();
}

/**
 * Checks a test card at `at` (the sandbox clock's now): CARD_INVALID for a bad number, CARD_EXPIRED
 * past its expiry month, CARD_DECLINED for a declining number or any number that is not a test card.
 */
export function acceptSandboxCard(input: SandboxCardInput, at: Date): AcceptedCard {
  const number = input.number.replace(/\D/g, '');
  if (number.length < 13 || !passesLuhn(number)) throw new AppError('CARD_INVALID', undefined, 'card.number');
  const expYear = fullYear(input.exp_year);
  if (!cardValidAt({ expMonth: input.exp_month, expYear }, at)) throw new AppError('CARD_EXPIRED', undefined, 'card.exp_year');
  const declined = DECLINING_CARDS[number];
  if (declined) throw new AppError('CARD_DECLINED', { text: declined }, 'card.number');
  const paying = PAYING_CARDS[number];
  if (!paying) throw new AppError('CARD_DECLINED', { text: 'This is a test checkout: please pay with the test card 4242 4242 4242 4242.' }, 'card.number');
  return { brand: paying.brand, last4: number.slice(-4), expMonth: input.exp_month, expYear, declinesRenewals: paying.declinesRenewals };
}
