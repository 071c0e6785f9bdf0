/**
 * The admin audit log's rows (server/db/schema/admin.ts). A feature's admin write calls recordAudit
 * in its own transaction, so the write and its entry commit together or not at all.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '../../../contract/api/admin';
import type { DbOrTx } from '../../db/client';
import { adminAuditLog, users } from '../../db/schema';
import { displayName } from '../users/user-dto';

export interface AuditRecord {
  readonly adminId: number;
  readonly action: string;
  readonly subject: string;
  readonly before: Record<string, unknown> | null;
  readonly after: Record<string, unknown> | null;
  readonly at?: Date;
}

/** Records one admin write, with the admin's name as it is now (as the app shows names). */
export async function recordAudit(tx: DbOrTx, record: AuditRecord): Promise<number> {
  const [admin] = await tx.select({ name: users.name }).from(users).where(eq(users.id, record.adminId));
  if (!admin) throw new Error(`no admin ${record.adminId} to record ${record.action} for`);
  const [row] = await tx
    .insert(adminAuditLog)
    .values({
      adminId: record.adminId,
      adminName: displayName(admin.name),
      action: record.action,
      subject: record.subject,
      before: record.before,
      after: record.after,
      ...(record.at ? { createdAt: record.at } : {}),
    })
    .returning({ id: adminAuditLog.id });
  if (!row) throw new Error('the audit entry was not stored');
  return row.id;
}

export interface AuditFilter {
  readonly offset: number;
  readonly limit: number;
  readonly action?: string | undefined;
  readonly adminId?: number | undefined;
  readonly subject?: string | undefined;
}

export async function listAudit(db: DbOrTx, filter: AuditFilter): Promise<{ total: number; data: AuditEntry[] }> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(adminAuditLog.action, filter.action));
  if (filter.adminId) conditions.push(eq(adminAuditLog.adminId, filter.adminId));
  if (filter.subject) conditions.push(eq(adminAuditLog.subject, filter.subject));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(adminAuditLog).where(where).orderBy(desc(adminAuditLog.id)).limit(filter.limit).offset(filter.offset),
    db.select({ n: count() }).from(adminAuditLog).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    data: rows.map((row) => ({
      id: row.id,
      admin_id: row.adminId,
      admin_name: row.adminName,
      action: row.action,
      subject: row.subject,
      before: row.before ?? null,
      after: row.after ?? null,
      date: row.createdAt.toISOString(),
    })),
  };
}
