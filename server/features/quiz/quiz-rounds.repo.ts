/** Served Quiz Zone rounds: opened when questions are served, claimed once when their sheet is scored. */
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { quizRounds } from '../../db/schema';

export type RoundRow = typeof quizRounds.$inferSelect;

/** How long a finished or expired round is kept, so a late copy of its sheet is still recognised. */
const KEEP_AFTER_EXPIRY_MS = 86_400_000;

export async function openRound(db: DbOrTx, round: typeof quizRounds.$inferInsert): Promise<void> {
  await db.insert(quizRounds).values(round);
  // Housekeeping on the user's own rows: rounds long past their expiry tell nothing any more.
  await db.delete(quizRounds).where(and(eq(quizRounds.userId, round.userId), lt(quizRounds.expiresAt, new Date(round.servedAt.getTime() - KEEP_AFTER_EXPIRY_MS))));
}

/**
 * Marks the user's round as scored and returns it, or undefined when it is not theirs, does not
 * exist or was scored already. One conditional update, so two sheets of one round never both pass.
 */
export async function claimRound(db: DbOrTx, roundId: string, userId: number, now: Date): Promise<RoundRow | undefined> {
  const [row] = await db
    .update(quizRounds)
    .set({ scoredAt: now })
    .where(and(eq(quizRounds.id, roundId), eq(quizRounds.userId, userId), isNull(quizRounds.scoredAt)))
    .returning();
  return row;
}

export async function findRound(db: DbOrTx, roundId: string, userId: number): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(quizRounds)
    .where(and(eq(quizRounds.id, roundId), eq(quizRounds.userId, userId)));
  return row;
}
