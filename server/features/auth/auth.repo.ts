/** Sessions (hashed bearer tokens) and one-time codes (hashed links and SMS codes). */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authCodes, sessions, users } from '../../db/schema';

export type CodePurpose = 'verify_email' | 'reset_password' | 'otp';

export async function insertSession(db: DbOrTx, userId: number, tokenHash: string, expiresAt: Date, userAgent: string | null) {
  const [row] = await db.insert(sessions).values({ userId, tokenHash, expiresAt, userAgent }).returning({ id: sessions.id });
  if (!row) throw new Error('insert into sessions returned no row');
  return row;
}

export async function findSessionWithUser(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userId: users.id,
      uid: users.uid,
      role: users.role,
      status: users.status,
      isDemo: users.isDemo,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row;
}

export async function revokeSession(db: DbOrTx, sessionId: number, at: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: at }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: at }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function insertCode(
  db: DbOrTx,
  code: { purpose: CodePurpose; subject: string; userId: number | null; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(authCodes).values(code);
}

/** Marks every open code of a purpose and subject used, so only the newest one works. */
export async function retireCodes(db: DbOrTx, purpose: CodePurpose, subject: string, at: Date): Promise<void> {
  await db
    .update(authCodes)
    .set({ usedAt: at })
    .where(and(eq(authCodes.purpose, purpose), eq(authCodes.subject, subject), isNull(authCodes.usedAt)));
}

export async function findOpenCodeByHash(db: DbOrTx, purpose: CodePurpose, codeHash: string) {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.purpose, purpose), eq(authCodes.codeHash, codeHash), isNull(authCodes.usedAt)));
  return row;
}

export async function latestOpenCode(db: DbOrTx, purpose: CodePurpose, subject: string, now: Date) {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.purpose, purpose), eq(authCodes.subject, subject), isNull(authCodes.usedAt), gt(authCodes.expiresAt, now)))
    .orderBy(desc(authCodes.createdAt), desc(authCodes.id))
    .limit(1);
  return row;
}

export async function latestCodeCreatedAt(db: DbOrTx, purpose: CodePurpose, subject: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: authCodes.createdAt })
    .from(authCodes)
    .where(and(eq(authCodes.purpose, purpose), eq(authCodes.subject, subject)))
    .orderBy(desc(authCodes.createdAt))
    .limit(1);
  return row?.createdAt;
}

/**
 * Spends one attempt on an open code in a single statement, so parallel guesses cannot share an
 * attempt. Returns the attempts now used, or undefined when the code is used up or spent.
 */
export async function spendAttempt(db: DbOrTx, id: number, max: number): Promise<number | undefined> {
  const [row] = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(and(eq(authCodes.id, id), isNull(authCodes.usedAt), lt(authCodes.attempts, max)))
    .returning({ attempts: authCodes.attempts });
  return row?.attempts;
}

/** Marks a code used; false when another request used it first (so a code works exactly once). */
export async function useCode(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(authCodes)
    .set({ usedAt: at })
    .where(and(eq(authCodes.id, id), isNull(authCodes.usedAt)))
    .returning({ id: authCodes.id });
  return rows.length === 1;
}
