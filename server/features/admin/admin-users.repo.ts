/**
 * The admin's reads and writes of user rows (issue 12): the search, one user's row with wallet and
 * last sign-in, and the locks the role and status writes take. Coins are never written here: they
 * go through the economy service.
 */
import { and, asc, count, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserRow, AdminUserSort } from '../../../contract/api/admin';
import type { SortOrder } from '../../../contract/api/common';
import { MAX_ID } from '../../../contract/ids';
import type { DbOrTx } from '../../db/client';
import { sessions, users, wallets, type UserRow } from '../../db/schema';
import { displayName } from '../users/user-dto';

export interface UserFilter {
  readonly offset: number;
  readonly limit: number;
  readonly search?: string | undefined;
  readonly role?: UserRow['role'] | undefined;
  readonly status?: UserRow['status'] | undefined;
  readonly sort?: AdminUserSort | undefined;
  readonly order?: SortOrder | undefined;
}

/** A LIKE pattern's own characters taken literally (backslash is PostgreSQL's default escape). */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * What `search` matches (docs/ADMIN.md): name or e-mail containing it, ignoring case; mobile
 * starting with it (spaces, dashes and brackets left out; stored numbers are E.164, so digits
 * alone match after the +); uid starting with it, ignoring case; id equal to it.
 */
export function searchCondition(search: string): SQL | undefined {
  const term = search.trim();
  if (term === '') return undefined;
  const conditions: SQL[] = [ilike(users.name, `%${literal(term)}%`), ilike(users.email, `%${literal(term)}%`), ilike(users.uid, `${literal(term)}%`)];
  const phone = term.replace(/[\s()-]/g, '');
  if (/^\+?\d+$/.test(phone)) conditions.push(like(users.mobile, `+${phone.replace(/^\+/, '')}%`));
  if (/^\d+$/.test(term) && Number(term) <= MAX_ID) conditions.push(eq(users.id, Number(term)));
  return or(...conditions);
}

/** When the user's newest session opened (sessions_user_id_idx: one index range per row). */
const lastSignInAt = sql<Date | null>`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id})`.mapWith(sessions.createdAt);

const rowColumns = {
  id: users.id,
  uid: users.uid,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  role: users.role,
  status: users.status,
  coins: sql<number>`coalesce(${wallets.coins}, 0)`.mapWith(Number),
  score: sql<number>`coalesce(${wallets.score}, 0)`.mapWith(Number),
  createdAt: users.createdAt,
  lastSignInAt,
};

interface RowResult {
  readonly id: number;
  readonly uid: string;
  readonly name: string;
  readonly email: string | null;
  readonly mobile: string | null;
  readonly role: UserRow['role'];
  readonly status: UserRow['status'];
  readonly coins: number;
  readonly score: number;
  readonly createdAt: Date;
  readonly lastSignInAt: Date | null;
}

function toAdminRow(row: RowResult): AdminUserRow {
  return {
    id: row.id,
    uid: row.uid,
    name: displayName(row.name),
    email: row.email,
    mobile: row.mobile,
    role: row.role,
    status: row.status,
    coins: row.coins,
    all_time_score: row.score,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
  };
}

/** The column each sort orders by; a user who never signed in sorts as the oldest sign-in. */
const SORT_COLUMNS: Readonly<Record<AdminUserSort, SQL | typeof users.createdAt>> = {
  created_at: users.createdAt,
  name: sql`lower(${users.name})`,
  coins: sql`coalesce(${wallets.coins}, 0)`,
  all_time_score: sql`coalesce(${wallets.score}, 0)`,
  last_sign_in_at: sql`coalesce(${lastSignInAt}, '-infinity'::timestamptz)`,
};

function orderOf(filter: UserFilter): SQL[] {
  const by = filter.order === 'asc' ? asc : desc;
  return [by(SORT_COLUMNS[filter.sort ?? 'created_at']), by(users.id)];
}

/** Users newest first (users_created_at_idx) unless sorted otherwise, with the total the filter matches. */
export async function listUsers(db: DbOrTx, filter: UserFilter): Promise<{ total: number; data: AdminUserRow[] }> {
  const where = and(
    filter.search === undefined ? undefined : searchCondition(filter.search),
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.status ? eq(users.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(users)
      .leftJoin(wallets, eq(wallets.userId, users.id))
      .where(where)
      .orderBy(...orderOf(filter))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { total: total?.n ?? 0, data: rows.map(toAdminRow) };
}

/** One user's list row, or undefined when there is no such user. */
export async function adminRowOf(db: DbOrTx, userId: number): Promise<AdminUserRow | undefined> {
  const [row] = await db.select(rowColumns).from(users).leftJoin(wallets, eq(wallets.userId, users.id)).where(eq(users.id, userId));
  return row ? toAdminRow(row) : undefined;
}

/**
 * Locks every active admin's row (by id, the order every transaction locks users in) and returns
 * their ids: role and status writes take this first, so two of them at once cannot together leave
 * no active admin (the second sees what the first committed).
 */
export async function lockActiveAdmins(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .for('no key update');
  return rows.map((row) => row.id);
}

/** Locks one user's row for the rest of the transaction and reads it; undefined when there is none. */
export async function lockUserRow(tx: DbOrTx, userId: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  return row;
}

export async function setRoleOrStatus(tx: DbOrTx, userId: number, change: Partial<Pick<UserRow, 'role' | 'status'>>, at: Date): Promise<void> {
  await tx
    .update(users)
    .set({ ...change, updatedAt: at })
    .where(eq(users.id, userId));
}
