/**
 * The subscriber the benchmarks sign in as. They run the server with production settings, which
 * never seed demo accounts (their passwords are public), so each bench database gets this one.
 */
import { openDatabase, type Db } from '../server/db/client';
import { subscriptions } from '../server/db/schema';
import { insertUser } from '../server/features/users/users.repo';
import { hashPassword } from '../server/lib/password';

export const benchSubscriber = { email: 'bench-subscriber@quizhive.test', password: 'bench subscriber password' } as const;

/** A verified e-mail account with an active subscription. */
export async function addBenchSubscriber(db: Db, passwordCost: number): Promise<void> {
  const now = new Date();
  const user = await insertUser(db, {
    name: 'Bench Subscriber',
    email: benchSubscriber.email,
    passwordHash: await hashPassword(benchSubscriber.password, passwordCost),
    emailVerifiedAt: now,
    type: 'email',
  });
  await db.insert(subscriptions).values({ userId: user.id, status: 'active', created: now, currentPeriodEnd: new Date(now.getTime() + 365 * 86_400_000) });
}

/** For a server about to start in another process on an embedded database: adds the account first. */
export async function addBenchSubscriberToPglite(pgliteDir: string, passwordCost: number): Promise<void> {
  const database = await openDatabase({ pgliteDir });
  try {
    await addBenchSubscriber(database.db, passwordCost);
  } finally {
    await database.close();
  }
}
