import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { friendsCode, randomId } from '../../lib/ids';

/** Turns a lost race on a unique e-mail or mobile into the same answer the pre-check gives. */
function rethrowTaken(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_email_key') throw new AppError('EMAIL_TAKEN', undefined, 'email');
  if (constraint === 'users_mobile_key') throw new AppError('MOBILE_TAKEN', undefined, 'mobile');
  throw error;
}

export type NewUser = Pick<UserRow, 'name' | 'type'> &
  Partial<Pick<UserRow, 'email' | 'mobile' | 'mobileVerifiedAt' | 'passwordHash' | 'emailVerifiedAt' | 'googleSub' | 'role' | 'isDemo' | 'referredBy'>>;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByUid(db: DbOrTx, uid: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.uid, uid));
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserByMobile(db: DbOrTx, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
  return row;
}

/** Friend codes are stored upper case; `code` is compared as given. */
export async function findUserByFriendsCode(db: DbOrTx, code: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.friendsCode, code));
  return row;
}

export async function findUserByGoogleSub(db: DbOrTx, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
  return row;
}

export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...user, uid: randomId(20), friendsCode: friendsCode() })
    .returning()
    .catch(rethrowTaken);
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(db: DbOrTx, id: number, patch: Partial<Omit<UserRow, 'id' | 'uid'>>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning()
    .catch(rethrowTaken);
  if (!row) throw new Error(`user ${id} vanished during update`);
  return row;
}

export async function deleteUser(db: DbOrTx, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
