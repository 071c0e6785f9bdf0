/**
 * get_dev_outbox: the e-mailed links and SMS codes the server recorded, for admins and only outside
 * production (the action's route does not exist there). Anyone else who could read it could take
 * over any account with forgot_password, so the contract declares it admin-only.
 */
import { getDevOutbox } from '../../../contract/api/messaging';
import type { AppContext } from '../../app-context';
import type { ActionRouter } from '../../plugins/actions';
import { listOutboundMessages } from './outbox.repo';

export function registerDevOutboxRoutes(api: ActionRouter, ctx: AppContext): void {
  if (!ctx.config.devOutboxEnabled) return;
  api.handle(getDevOutbox, async ({ body }) => {
    const rows = await listOutboundMessages(ctx.db, body);
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      to: r.to,
      subject: r.subject,
      body: r.body,
      link: r.link,
      code: r.code,
      created_at: r.createdAt.toISOString(),
    }));
  });
}
