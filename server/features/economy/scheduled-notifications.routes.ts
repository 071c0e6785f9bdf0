/** The admin's notifications at a set time (contract/api/scheduled-notifications.ts). */
import * as scheduled from '../../../contract/api/scheduled-notifications';
import type { ActionRouter } from '../../plugins/actions';
import type { ScheduledNotificationsService } from './scheduled-notifications.service';

export function registerScheduledNotificationRoutes(api: ActionRouter, service: ScheduledNotificationsService): void {
  api.handle(scheduled.scheduleAdminNotification, async ({ user, body }) =>
    service.schedule(user, { userId: body.user_id ?? null, title: body.title, body: body.body, sendAt: body.send_at }),
  );
  api.handle(scheduled.getAdminScheduledNotifications, async ({ body }) => service.list({ offset: body.offset, limit: body.limit, status: body.status }));
  api.handle(scheduled.cancelAdminScheduledNotification, async ({ user, body }) => service.cancel(user, body.id));
}
