/** get_admin_audit_log: the admin audit log, newest first, filtered by action, admin or subject. */
import * as adminActions from '../../../contract/api/admin';
import type { DbOrTx } from '../../db/client';
import type { ActionRouter } from '../../plugins/actions';
import { listAudit } from './audit.repo';

export function registerAuditRoutes(api: ActionRouter, db: DbOrTx): void {
  api.handle(adminActions.getAdminAuditLog, async ({ body }) =>
    listAudit(db, { offset: body.offset, limit: body.limit, action: body.action, adminId: body.admin_id, subject: body.subject }),
  );
}
