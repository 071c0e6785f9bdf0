/** Sign-up, sign-in (e-mail, phone OTP, Google), verification, password reset and sign-out. */
import { z } from 'zod';
import { defineAction } from './define';
import { validationMessages } from '../messages';
import {
  EmailSchema,
  EmptyBodySchema,
  TextSchema,
  MobileSchema,
  NameSchema,
  OkSchema,
  OtpSchema,
  PasswordSchema,
  SessionSchema,
} from './common';

/**
 * Creates an e-mail account; a verification e-mail is sent and sign-in waits for it. For an address
 * that already has an account the answer is the same (nothing in it tells the two apart) and the
 * owner is e-mailed a sign-in and reset link instead.
 */
export const userSignup = defineAction({
  name: 'user_signup',
  auth: 'none',
  body: z
    .object({
      name: NameSchema,
      email: EmailSchema,
      password: PasswordSchema,
      confirm_password: z.string().optional(),
      friends_code: TextSchema.pipe(z.string().trim().max(12, { error: validationMessages.FRIEND_CODE_TOO_LONG })).optional(),
    })
    .refine((b) => b.confirm_password === undefined || b.confirm_password === b.password, {
      error: validationMessages.PASSWORDS_DIFFER,
      path: ['confirm_password'],
    }),
  /** verification_sent: an e-mail with the next step is on its way (always true). */
  data: z.object({ email: z.string(), verification_sent: z.boolean() }),
});

/** Whether an account exists for an identity uid (firebase_id in the spec's words). */
export const checkUserExists = defineAction({
  name: 'check_user_exists',
  auth: 'none',
  body: z.object({ firebase_id: TextSchema.pipe(z.string().trim().min(1).max(128)) }),
  data: z.object({ exists: z.boolean() }),
});

export const userLogin = defineAction({
  name: 'user_login',
  auth: 'none',
  body: z.object({ email: EmailSchema, password: z.string().min(1, { error: validationMessages.PASSWORD_REQUIRED }).max(128) }),
  data: SessionSchema,
});

export const verifyEmail = defineAction({
  name: 'verify_email',
  auth: 'none',
  body: z.object({ token: z.string().trim().min(10).max(200) }),
  data: z.object({ verified: z.literal(true), email: z.string() }),
});

export const resendVerification = defineAction({
  name: 'resend_verification',
  auth: 'none',
  body: z.object({ email: EmailSchema }),
  data: OkSchema,
});

/** Sends a 6-digit code by SMS; answers the same whether or not the number has an account. */
export const sendOtp = defineAction({
  name: 'send_otp',
  auth: 'none',
  body: z.object({ mobile: MobileSchema }),
  data: z.object({ expires_in: z.number().int(), resend_in: z.number().int() }),
});

/** Signs in with the code; a first sign-in with a number creates its account. */
export const verifyOtp = defineAction({
  name: 'verify_otp',
  auth: 'none',
  body: z.object({ mobile: MobileSchema, otp: OtpSchema, name: NameSchema.optional() }),
  data: SessionSchema,
});

export const googleLogin = defineAction({
  name: 'google_login',
  auth: 'none',
  body: z.object({ id_token: z.string().min(20).max(8192) }),
  data: SessionSchema,
});

/** Starts a reset: an e-mail with a link goes out if the account exists; the answer never says. */
export const forgotPassword = defineAction({
  name: 'forgot_password',
  auth: 'none',
  body: z.object({ email: EmailSchema }),
  data: OkSchema,
});

export const resetPassword = defineAction({
  name: 'reset_password',
  auth: 'none',
  body: z
    .object({ token: z.string().trim().min(10).max(200), password: PasswordSchema, confirm_password: z.string().optional() })
    .refine((b) => b.confirm_password === undefined || b.confirm_password === b.password, {
      error: validationMessages.PASSWORDS_DIFFER,
      path: ['confirm_password'],
    }),
  data: OkSchema,
});

export const logout = defineAction({
  name: 'logout',
  auth: 'user',
  body: EmptyBodySchema,
  data: OkSchema,
});

/** Public sign-in options, so the client shows only the providers this server has. */
export const getAuthProviders = defineAction({
  name: 'get_auth_providers',
  auth: 'none',
  body: EmptyBodySchema,
  data: z.object({
    email: z.boolean(),
    mobile: z.boolean(),
    google: z.object({ enabled: z.boolean(), client_id: z.string().nullable() }),
  }),
});
