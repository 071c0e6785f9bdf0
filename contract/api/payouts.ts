/**
 * The wallet's payout requests (spec sections 3, 4, 7, 8 and 9): a player turns coins into money
 * through PayPal, Paytm or Stripe; an admin completes or rejects each request. The coins a request
 * costs are the server's sum (system configuration payout_coins_per_unit), held when it is made and
 * given back once if it is deleted while pending or rejected.
 */
import { z } from 'zod';
import { PAYMENT_REQUEST_STATUSES, PAYMENT_TYPES, isValidPaymentAddress, normalizePaymentAddress } from '../billing/payouts';
import { IdSchema, PagingSchema, TextSchema } from './common';
import { defineAction } from './define';

export const PaymentTypeSchema = z.enum(PAYMENT_TYPES, { error: 'Choose PayPal, Paytm or Stripe' });
export const PaymentRequestStatusSchema = z.enum(PAYMENT_REQUEST_STATUSES);

/** One payout request as its player and the admin see it (spec: payment_type, payment_address, payment_amount, coin_used, details). */
export const PaymentRequestSchema = z.object({
  id: z.number().int(),
  payment_type: PaymentTypeSchema,
  payment_address: z.string(),
  /** Money asked for, in minor units (cents) of `currency`. */
  payment_amount: z.number().int(),
  currency: z.string(),
  /** Coins it took. */
  coin_used: z.number().int(),
  details: z.string(),
  status: PaymentRequestStatusSchema,
  /** The admin's note when they completed or rejected it (a transaction id, or why not). */
  note: z.string().nullable(),
  date: z.string(),
  /** When it was completed or rejected, or null while pending. */
  processed_at: z.string().nullable(),
});
export type PaymentRequest = z.infer<typeof PaymentRequestSchema>;

/**
 * set_payment_request: asks for a payout. `payment_amount` is money in minor units (cents); its coins
 * are the server's sum, taken at once in the same transaction. `coin_used`, when sent, must equal that
 * sum (a client that shows the player a number gets it checked, never trusted). One request per 48
 * hours (PAYMENT_REQUEST_TOO_SOON), at least the minimum (PAYOUT_BELOW_MINIMUM), within the coins
 * held (NOT_ENOUGH_COINS).
 */
export const setPaymentRequest = defineAction({
  name: 'set_payment_request',
  auth: 'user',
  body: z
    .strictObject({
      payment_type: PaymentTypeSchema,
      payment_address: TextSchema.pipe(z.string().trim().min(1, { error: 'Please enter where to pay you' }).max(254)),
      payment_amount: z.coerce.number().int({ error: 'The amount is in cents, a whole number' }).min(1, { error: 'Please enter an amount' }).max(1_000_000_00),
      coin_used: z.coerce.number().int().min(1).optional(),
      details: TextSchema.pipe(z.string().trim().max(300)).default(''),
    })
    .superRefine((body, ctx) => {
      if (!isValidPaymentAddress(body.payment_type, body.payment_address)) {
        const what = { paypal: 'a PayPal e-mail address', paytm: 'a Paytm mobile number (10 digits, +91 optional)', stripe: 'a Stripe account id (acct_...) or e-mail' }[body.payment_type];
        ctx.addIssue({ code: 'custom', path: ['payment_address'], message: `Please enter ${what}` });
      }
    })
    .transform((body) => ({ ...body, payment_address: normalizePaymentAddress(body.payment_type, body.payment_address) })),
  data: z.object({ request: PaymentRequestSchema, coins: z.number().int() }),
});

/** get_payment_request: the player's own requests, newest first. */
export const getPaymentRequest = defineAction({
  name: 'get_payment_request',
  auth: 'user',
  body: PagingSchema,
  data: z.object({
    total: z.number().int(),
    data: z.array(PaymentRequestSchema),
    /** When the player may ask again (48 hours after their last request), or null now. */
    next_request_at: z.string().nullable(),
  }),
});

/** delete_pending_payment_request: withdraws a pending request; its coins come back once. */
export const deletePendingPaymentRequest = defineAction({
  name: 'delete_pending_payment_request',
  auth: 'user',
  body: z.strictObject({ payment_id: IdSchema }),
  data: z.object({ coins: z.number().int(), refunded: z.number().int() }),
});

// Admin: the payout queue.

export const AdminPaymentRequestSchema = PaymentRequestSchema.extend({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
  /** The admin who completed or rejected it. */
  processed_by: z.string().nullable(),
});
export type AdminPaymentRequest = z.infer<typeof AdminPaymentRequestSchema>;

export const getAdminPaymentRequests = defineAction({
  name: 'get_admin_payment_requests',
  auth: 'admin',
  body: PagingSchema.extend({
    status: PaymentRequestStatusSchema.optional(),
    user_id: IdSchema.optional(),
  }),
  data: z.object({ total: z.number().int(), data: z.array(AdminPaymentRequestSchema), pending_total: z.number().int() }),
});

/**
 * set_admin_payment_request: completes a pending request (the money was sent; the note names the
 * transfer) or rejects it (the coins go back; the note says why). The player gets a notification.
 */
export const setAdminPaymentRequest = defineAction({
  name: 'set_admin_payment_request',
  auth: 'admin',
  body: z.strictObject({
    payment_id: IdSchema,
    status: z.enum(['completed', 'rejected']),
    note: TextSchema.pipe(z.string().trim().min(1, { error: 'Please add a note for the player' }).max(300)),
  }),
  data: AdminPaymentRequestSchema,
});
