/**
 * The development outbox: every e-mail and SMS the server recorded, with its link or code. It shows
 * other people's sign-in secrets, so only admins read it, and only outside production.
 */
import { z } from 'zod';
import { defineAction } from './define';
import { PagingSchema, TextSchema } from './common';

export const DevMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  code: z.string().nullable(),
  created_at: z.string(),
});
export type DevMessage = z.infer<typeof DevMessageSchema>;

/** Newest first; `to` is an e-mail address or a mobile number. The server answers 404 in production. */
export const getDevOutbox = defineAction({
  name: 'get_dev_outbox',
  auth: 'admin',
  body: PagingSchema.extend({
    to: TextSchema.pipe(z.string().trim().toLowerCase().max(254)).optional(),
    channel: DevMessageSchema.shape.channel.optional(),
  }),
  data: z.array(DevMessageSchema),
});
