/**
 * The payment_requests table (server/db/schema/payouts.ts). Only the payouts service writes it, in
 * the transaction that holds or gives back the request's coins through the economy.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PaymentRequestStatus, PaymentType } from '../../../contract/billing/payouts';
import type { DbOrTx } from '../../db/client';
import { paymentRequests, users } from '../../db/schema';
import { rawRows } from '../../db/raw-rows';

export type PaymentRequestRow = typeof paymentRequests.$inferSelect;

export interface AdminPaymentRequestRow extends PaymentRequestRow {
  readonly userName: string;
  readonly userEmail: string | null;
}

/** Reserves the next request id, so the hold's ledger entry can name it before the row exists. */
export async function nextRequestId(db: DbOrTx): Promise<number> {
  const rows = await rawRows<{ id: number }>(db, sql`select nextval(pg_get_serial_sequence('payment_requests', 'id'))::int as id`);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no id from the payment_requests sequence');
  return Number(id);
}

/** When the player last asked for a payout (any status), or null. */
export async function latestRequestAt(db: DbOrTx, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: paymentRequests.createdAt })
    .from(paymentRequests)
    .where(eq(paymentRequests.userId, userId))
    .orderBy(desc(paymentRequests.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export interface NewPaymentRequest {
  readonly id: number;
  readonly userId: number;
  readonly paymentType: PaymentType;
  readonly paymentAddress: string;
  readonly amount: number;
  readonly currency: string;
  readonly coinUsed: number;
  readonly details: string;
  readonly spendEntryId: number;
  readonly createdAt: Date;
}

export async function insertRequest(tx: DbOrTx, request: NewPaymentRequest): Promise<PaymentRequestRow> {
  const [row] = await tx.insert(paymentRequests).values(request).returning();
  if (!row) throw new Error('insert into payment_requests returned no row');
  return row;
}

/** A player's own requests, newest first. */
export async function listOwn(db: DbOrTx, userId: number, page: { offset: number; limit: number }): Promise<{ rows: PaymentRequestRow[]; total: number }> {
  const where = eq(paymentRequests.userId, userId);
  const [rows, [totals]] = await Promise.all([
    db.select().from(paymentRequests).where(where).orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(paymentRequests).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

/** Whose request it is (read before the player's row is locked: locks go player first, then request). */
export async function ownerOf(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await db.select({ userId: paymentRequests.userId }).from(paymentRequests).where(eq(paymentRequests.id, id));
  return row?.userId ?? null;
}

/** The request, locked for the rest of the transaction; `userId` limits it to that player's. */
export async function lockRequest(tx: DbOrTx, id: number, userId: number): Promise<PaymentRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentRequests)
    .where(and(eq(paymentRequests.id, id), eq(paymentRequests.userId, userId)))
    .for('update');
  return row;
}

export async function deleteRequest(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(paymentRequests).where(eq(paymentRequests.id, id));
}

export interface Processing {
  readonly status: Exclude<PaymentRequestStatus, 'pending'>;
  readonly note: string;
  readonly refundEntryId: number | null;
  readonly processedBy: number;
  readonly processedByName: string;
  readonly processedAt: Date;
}

export async function markProcessed(tx: DbOrTx, id: number, processing: Processing): Promise<void> {
  await tx.update(paymentRequests).set(processing).where(eq(paymentRequests.id, id));
}

export interface AdminFilter {
  readonly offset: number;
  readonly limit: number;
  readonly status?: PaymentRequestStatus | undefined;
  readonly userId?: number | undefined;
}

const adminColumns = {
  request: paymentRequests,
  userName: users.name,
  userEmail: users.email,
};

/** The admin's queue: oldest pending first (the order they are paid in), other statuses newest first. */
export async function listForAdmin(db: DbOrTx, filter: AdminFilter): Promise<{ rows: AdminPaymentRequestRow[]; total: number; pendingTotal: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(paymentRequests.status, filter.status));
  if (filter.userId !== undefined) conditions.push(eq(paymentRequests.userId, filter.userId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = filter.status === 'pending' ? [paymentRequests.id] : [desc(paymentRequests.id)];
  const [rows, [totals], [pending]] = await Promise.all([
    db
      .select(adminColumns)
      .from(paymentRequests)
      .innerJoin(users, eq(users.id, paymentRequests.userId))
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(paymentRequests).where(where),
    db.select({ n: count() }).from(paymentRequests).where(eq(paymentRequests.status, 'pending')),
  ]);
  return { rows: rows.map((row) => ({ ...row.request, userName: row.userName, userEmail: row.userEmail })), total: totals?.n ?? 0, pendingTotal: pending?.n ?? 0 };
}

/** One request as the admin sees it. */
export async function findForAdmin(db: DbOrTx, id: number): Promise<AdminPaymentRequestRow | undefined> {
  const [row] = await db.select(adminColumns).from(paymentRequests).innerJoin(users, eq(users.id, paymentRequests.userId)).where(eq(paymentRequests.id, id));
  return row ? { ...row.request, userName: row.userName, userEmail: row.userEmail } : undefined;
}

/** Pending requests: how many, and the money they ask for in `currency` (requests in another are left out of the sum). */
export async function pendingSummary(db: DbOrTx, currency: string): Promise<{ count: number; amount: number }> {
  const [row] = await db
    .select({
      count: count(),
      amount: sql<number>`coalesce(sum(${paymentRequests.amount}) filter (where ${paymentRequests.currency} = ${currency}), 0)::int`,
    })
    .from(paymentRequests)
    .where(eq(paymentRequests.status, 'pending'));
  return { count: row?.count ?? 0, amount: Number(row?.amount ?? 0) };
}

/** An admin's name as shown (kept on the request when they process it). */
export async function userName(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}
