/** The signed-in user's own record: read, edit, picture, coins and score, deletion. */
import { z } from 'zod';
import { defineAction } from './define';
import { EmailSchema, EmptyBodySchema, MobileSchema, NameSchema, UserSchema } from './common';

/** Whether this runtime's Intl knows the IANA zone (an unknown one makes DateTimeFormat throw). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone such as Europe/London; the server counts the player's streak days in it. */
export const TimeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(isKnownTimeZone, { error: 'Unknown time zone: send an IANA name such as Europe/London' });

export const getUserById = defineAction({
  name: 'get_user_by_id',
  auth: 'user',
  body: EmptyBodySchema,
  data: UserSchema,
});

export const updateProfile = defineAction({
  name: 'update_profile',
  auth: 'user',
  body: z
    .object({
      name: NameSchema.optional(),
      email: EmailSchema.optional(),
      mobile: z.union([MobileSchema, z.literal('')]).optional(),
      /** The device's zone (the app sends it after sign-in when it differs from the record's). */
      time_zone: TimeZoneSchema.optional(),
    })
    .refine((b) => b.name !== undefined || b.email !== undefined || b.mobile !== undefined || b.time_zone !== undefined, {
      error: 'Nothing to update: send name, email, mobile or time_zone',
    }),
  data: UserSchema,
});

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** multipart/form-data with one file field named `image` (PNG, JPEG or WebP, at most 2 MB). */
export const uploadProfileImage = defineAction({
  name: 'upload_profile_image',
  auth: 'user',
  multipart: true,
  body: z.object({
    image: z.custom<Uint8Array>((value) => value instanceof Uint8Array && value.byteLength > 0, {
      error: 'Attach one image file in the field named image',
    }),
  }),
  data: UserSchema,
});

/** Erases the account and everything personal tied to it; `mode` says what was done. */
export const deleteUserAccount = defineAction({
  name: 'delete_user_account',
  auth: 'user',
  body: z.object({ confirm: z.literal(true, { error: 'Send confirm: true to delete the account' }) }),
  data: z.object({ mode: z.literal('erased'), removed: z.array(z.string()) }),
});

export const CoinScoreSchema = z.object({ coins: z.number().int(), all_time_score: z.number().int() });

export const getUserCoinScore = defineAction({
  name: 'get_user_coin_score',
  auth: 'user',
  body: EmptyBodySchema,
  data: CoinScoreSchema,
});
