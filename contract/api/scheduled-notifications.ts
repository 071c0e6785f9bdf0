/**
 * An admin's notifications at a set time (issue 12), beside send_notification (which sends now):
 * to one user or everyone, listed, and cancelled while still pending. Delivered once when due.
 */
import { z } from 'zod';
import { IdSchema, PagingSchema } from './common';
import { defineAction } from './define';
import { sendNotification } from './economy';

/** How far ahead a notification may be set. */
export const SCHEDULE_MAX_AHEAD_DAYS = 366;

export const ScheduledStatusSchema = z.enum(['pending', 'sent', 'cancelled']);

export const ScheduledNotificationSchema = z.object({
  id: z.number().int(),
  /** null: everyone. */
  user_id: z.number().int().nullable(),
  /** The user's display name, or null for everyone. */
  user_name: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  send_at: z.string(),
  status: ScheduledStatusSchema,
  sent_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** The notification it became, once sent. */
  notification_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type ScheduledNotification = z.infer<typeof ScheduledNotificationSchema>;

/**
 * Sets a notification to one user (user_id) or, without it, everyone, at `send_at`: an ISO date
 * and time with its offset, in the future and at most SCHEDULE_MAX_AHEAD_DAYS ahead.
 */
export const scheduleAdminNotification = defineAction({
  name: 'schedule_admin_notification',
  auth: 'admin',
  body: sendNotification.body.extend({
    send_at: z.iso.datetime({ offset: true, error: 'send_at must be an ISO date and time with its offset, like 2026-12-01T09:00:00Z' }),
  }),
  data: ScheduledNotificationSchema,
});

/** Scheduled notifications, latest send_at first, with their total. */
export const getAdminScheduledNotifications = defineAction({
  name: 'get_admin_scheduled_notifications',
  auth: 'admin',
  body: PagingSchema.extend({ status: ScheduledStatusSchema.optional() }),
  data: z.object({ total: z.number().int(), data: z.array(ScheduledNotificationSchema) }),
});

/** Cancels a pending notification; cancelling a cancelled one changes nothing, a sent one is refused. */
export const cancelAdminScheduledNotification = defineAction({
  name: 'cancel_admin_scheduled_notification',
  auth: 'admin',
  body: z.object({ id: IdSchema }),
  data: z.object({ id: z.number().int(), status: z.literal('cancelled'), changed: z.boolean() }),
});
