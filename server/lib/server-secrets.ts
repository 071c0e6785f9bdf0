/**
 * Secrets the server makes for itself: the first instance to ask creates one at random, and every
 * instance on the same database reads that same one, so what one signs another can check.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { serverSecrets } from '../db/schema';

export async function serverSecret(db: DbOrTx, name: string): Promise<Buffer> {
  await db.insert(serverSecrets).values({ name, secret: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select({ secret: serverSecrets.secret }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return Buffer.from(row.secret, 'hex');
}
