/**
 * Battle chat reports' rows (server/db/schema/battles.ts battle_chat_reports), read with the
 * reporter's and the reported player's names. The rows are written by the battles feature when a
 * player reports a message; this side only lists them and changes their status.
 */
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BattleChatReportRow, BattleChatReportStatus } from '../../../contract/api/battle-reports';
import type { SortOrder } from '../../../contract/api/common';
import type { DbOrTx } from '../../db/client';
import { battleChatReports, users } from '../../db/schema';
import { displayName } from '../users/user-dto';

export interface BattleReportFilter {
  readonly offset: number;
  readonly limit: number;
  readonly status?: BattleChatReportStatus | undefined;
  readonly order?: SortOrder | undefined;
}

const reporters = alias(users, 'reporter');
const reportedUsers = alias(users, 'reported');

function joined(db: DbOrTx) {
  return db
    .select({
      id: battleChatReports.id,
      roomId: battleChatReports.roomId,
      messageId: battleChatReports.messageId,
      reporterId: battleChatReports.reporterId,
      reporterName: reporters.name,
      reportedId: reportedUsers.id,
      reportedName: reportedUsers.name,
      reportedStatus: reportedUsers.status,
      body: battleChatReports.body,
      reason: battleChatReports.reason,
      status: battleChatReports.status,
      createdAt: battleChatReports.createdAt,
    })
    .from(battleChatReports)
    .innerJoin(reporters, eq(reporters.id, battleChatReports.reporterId))
    .leftJoin(reportedUsers, eq(reportedUsers.id, battleChatReports.reportedUserId));
}

type Joined = Awaited<ReturnType<typeof joined>>[number];

const toRow = (row: Joined): BattleChatReportRow => ({
  id: row.id,
  room_id: row.roomId,
  message_id: row.messageId,
  reporter: { id: row.reporterId, name: displayName(row.reporterName) },
  reported: row.reportedId !== null && row.reportedName !== null && row.reportedStatus !== null ? { id: row.reportedId, name: displayName(row.reportedName), status: row.reportedStatus } : null,
  message: row.body,
  reason: row.reason,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

/** Newest first unless `order` is asc; the id breaks ties so paging never repeats or skips a row (battle_chat_reports_status_idx). */
export async function listBattleReports(db: DbOrTx, filter: BattleReportFilter): Promise<{ total: number; data: BattleChatReportRow[] }> {
  const where = filter.status ? eq(battleChatReports.status, filter.status) : undefined;
  const direction = filter.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    joined(db).where(where).orderBy(direction(battleChatReports.createdAt), direction(battleChatReports.id)).limit(filter.limit).offset(filter.offset),
    db.select({ n: count() }).from(battleChatReports).where(where),
  ]);
  return { total: total?.n ?? 0, data: rows.map(toRow) };
}

export async function lockBattleReport(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(battleChatReports).where(eq(battleChatReports.id, id)).for('update');
  return row;
}

export async function findBattleReport(db: DbOrTx, id: number) {
  const [row] = await db.select().from(battleChatReports).where(eq(battleChatReports.id, id));
  return row;
}

export async function setBattleReportStatus(tx: DbOrTx, id: number, status: BattleChatReportStatus): Promise<void> {
  await tx.update(battleChatReports).set({ status }).where(eq(battleChatReports.id, id));
}

/** Reports still open, for the dashboard (battle_chat_reports_status_idx). */
export async function openBattleReportCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(battleChatReports).where(eq(battleChatReports.status, 'open'));
  return row?.n ?? 0;
}
