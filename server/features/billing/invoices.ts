/** Invoices: one per payment, numbered QH-YYYY-NNNNNN from a database sequence (unique and in order across instances). */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Invoice } from '../../../contract/api/billing';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema';
import { rawRows } from '../../db/raw-rows';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'number'>;

export async function nextInvoiceNumber(tx: DbOrTx, at: Date): Promise<string> {
  const rows = await rawRows<{ n: string | number }>(tx, sql`select nextval('invoice_number_seq')::bigint as n`);
  const n = Number(rows[0]?.n);
  if (!Number.isSafeInteger(n)) throw new Error('invoice_number_seq gave no number');
  return `QH-${at.getUTCFullYear()}-${String(n).padStart(6, '0')}`;
}

export async function insertInvoice(tx: DbOrTx, invoice: NewInvoice): Promise<InvoiceRow> {
  const number = await nextInvoiceNumber(tx, invoice.created ?? new Date());
  const [row] = await tx.insert(invoices).values({ ...invoice, number }).returning();
  if (!row) throw new Error('the invoice was not stored');
  return row;
}

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    date: row.created.toISOString(),
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    period_start: row.periodStart?.toISOString() ?? null,
    period_end: row.periodEnd?.toISOString() ?? null,
  };
}

export async function invoicesOf(db: DbOrTx, userId: number, paging: { offset: number; limit: number }): Promise<{ total: number; data: Invoice[] }> {
  const [total] = await db.select({ n: count() }).from(invoices).where(eq(invoices.userId, userId));
  const rows = await db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.created), desc(invoices.id)).offset(paging.offset).limit(paging.limit);
  return { total: total?.n ?? 0, data: rows.map(toInvoice) };
}

/** The user's own invoice, or undefined (another player's is as good as missing). */
export async function ownInvoice(db: DbOrTx, userId: number, invoiceId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  return row;
}

/** The subscription's failed invoice awaiting another attempt, if any. */
export async function failedInvoiceOf(db: DbOrTx, subscriptionId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.status, 'failed')))
    .orderBy(desc(invoices.id))
    .limit(1);
  return row;
}

/** An amount in minor units as people read it: 4.99 USD -> "$4.99". */
export function formatAmount(amount: number, currency: string, locale = 'en'): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
