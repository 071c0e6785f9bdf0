/** Schemas shared by several feature contracts. */
import { z } from 'zod';
import { MAX_ID } from '../ids';
import { validationMessages as texts } from '../messages';
import { SubscriptionSummarySchema } from './subscription-summary';

export const IdSchema = z.coerce.number().int().positive().max(MAX_ID, { error: texts.ID_UNKNOWN });

/** Text a database can store: PostgreSQL refuses the NUL character. */
export const TextSchema = z.string().refine((value) => !value.includes('\u0000'), { error: 'Text must not contain NUL characters' });
export const EmptyBodySchema = z.object({});
export const OkSchema = z.object({ ok: z.literal(true) });

export const PagingSchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const SortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrderSchema>;

/**
 * The sort fields of an admin list (`sort`, `order`, the names the spec's lists use): one of the
 * list's own columns, sorted on the server. Absent, the list keeps its documented default order.
 */
export function sortFields<const C extends readonly [string, ...string[]]>(columns: C) {
  return { sort: z.enum(columns).optional(), order: SortOrderSchema.optional() };
}

/** Sent only when the system setting language_mode is '1' (spec section 7). */
export const LanguageIdSchema = z.coerce.number().int().positive().max(MAX_ID, { error: texts.LANGUAGE_ID_UNKNOWN }).optional();

export const EmailSchema = z.string().trim().toLowerCase().pipe(z.email({ error: texts.EMAIL_INVALID }).max(254));

/** E.164: a plus sign, country code and number, 8 to 15 digits in all. */
export const MobileSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, { error: texts.MOBILE_INVALID }));

export const PasswordSchema = z
  .string()
  .min(8, { error: texts.PASSWORD_TOO_SHORT })
  .max(128, { error: texts.PASSWORD_TOO_LONG });

export const NameSchema = TextSchema.pipe(z.string().trim().min(1, { error: texts.NAME_REQUIRED }).max(80, { error: texts.NAME_TOO_LONG }));

export const OtpSchema = z.string().regex(/^\d{6}$/, { error: texts.OTP_FORMAT });

export const UserRoleSchema = z.enum(['player', 'admin']);
export const LoginTypeSchema = z.enum(['email', 'mobile', 'gmail']);

/** The user record as the client sees it (spec section 3). Coins and score are derived on the server. */
export const UserSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  profile: z.string().nullable(),
  type: LoginTypeSchema,
  role: UserRoleSchema,
  email_verified: z.boolean(),
  friends_code: z.string(),
  coins: z.number().int(),
  all_time_score: z.number().int(),
  has_subscription: z.boolean(),
  /**
   * The subscription that counts, in short (contract/api/billing.ts): the header menu's trial end,
   * and the period end an offline device holds the last known state until. Optional because
   * sessions stored on devices before it came lack it.
   */
  subscription: SubscriptionSummarySchema.optional(),
  created_at: z.string(),
  /**
   * IANA zone the server counts streak days in (UTC until the app sends the device's). The server
   * always sends it; optional because sessions stored on devices before it came lack it.
   */
  time_zone: z.string().optional(),
});
export type User = z.infer<typeof UserSchema>;

export const SessionSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  user: UserSchema,
});
export type Session = z.infer<typeof SessionSchema>;
