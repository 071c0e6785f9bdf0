/** The counters the badges measure, the streak, per-category statistics and earned badges. */
import { and, count, eq, sql } from 'drizzle-orm';
import type { BadgeType } from '../../../contract/economy/badges';
import type { DbOrTx } from '../../db/client';
import { categories, categoryStats, playerProgress, userBadges, users } from '../../db/schema';

export type ProgressRow = typeof playerProgress.$inferSelect;

/** Counters an event adds to (only those it names). */
export type ProgressIncrements = Partial<
  Pick<
    ProgressRow,
    | 'roundsFinished'
    | 'questionsAnswered'
    | 'correctAnswers'
    | 'quickPerfectRounds'
    | 'perfectReturns'
    | 'perfectFirstTries'
    | 'battleWins'
    | 'groupBattleWins'
    | 'contestWins'
    | 'monthlyFirstPlaces'
    | 'dailyQuizDays'
    | 'friendsJoined'
  >
>;

export async function progressOf(db: DbOrTx, userId: number): Promise<ProgressRow | undefined> {
  const [row] = await db.select().from(playerProgress).where(eq(playerProgress.userId, userId));
  return row;
}

/** Adds to a player's counters (the row is made on their first event) and returns the row after. */
export async function addProgress(tx: DbOrTx, userId: number, increments: ProgressIncrements): Promise<ProgressRow> {
  const entries = Object.entries(increments).filter(([, value]) => value !== undefined && value !== 0) as [keyof ProgressIncrements, number][];
  const set: Record<string, unknown> = { updatedAt: sql`now()` };
  for (const [column, value] of entries) set[column] = sql`${playerProgress[column]} + ${value}`;
  const [row] = await tx
    .insert(playerProgress)
    .values({ userId, ...Object.fromEntries(entries) })
    .onConflictDoUpdate({ target: playerProgress.userId, set })
    .returning();
  if (!row) throw new Error('upsert of player_progress returned no row');
  return row;
}

/** Sets the run of random battles won in a row (Quiz Warrior) and returns the row after. */
export async function setRandomBattleWinRun(tx: DbOrTx, userId: number, run: number): Promise<ProgressRow> {
  const [row] = await tx.update(playerProgress).set({ randomBattleWinRun: run, updatedAt: sql`now()` }).where(eq(playerProgress.userId, userId)).returning();
  if (!row) throw new Error(`no player_progress row of user ${userId}`);
  return row;
}

export async function setStreak(tx: DbOrTx, userId: number, streak: Pick<ProgressRow, 'streakCurrent' | 'streakLongest' | 'streakLastDay' | 'streakFreezes'>): Promise<void> {
  await tx.update(playerProgress).set({ ...streak, updatedAt: sql`now()` }).where(eq(playerProgress.userId, userId));
}

export async function addCategoryStats(tx: DbOrTx, userId: number, categoryId: number, answered: number, correct: number): Promise<void> {
  await tx
    .insert(categoryStats)
    .values({ userId, categoryId, questionsAnswered: answered, correctAnswers: correct })
    .onConflictDoUpdate({
      target: [categoryStats.userId, categoryStats.categoryId],
      set: {
        questionsAnswered: sql`${categoryStats.questionsAnswered} + ${answered}`,
        correctAnswers: sql`${categoryStats.correctAnswers} + ${correct}`,
      },
    });
}

/** A player's statistics per Quiz Zone category, with the category's name. */
export async function categoryStatsOf(db: DbOrTx, userId: number) {
  return db
    .select({
      categoryId: categoryStats.categoryId,
      name: categories.name,
      questionsAnswered: categoryStats.questionsAnswered,
      correctAnswers: categoryStats.correctAnswers,
    })
    .from(categoryStats)
    .innerJoin(categories, eq(categories.id, categoryStats.categoryId))
    .where(eq(categoryStats.userId, userId))
    .orderBy(categoryStats.categoryId);
}

export async function timeZoneOf(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.timeZone ?? 'UTC';
}

export async function badgesOf(db: DbOrTx, userId: number): Promise<{ badge: string; earnedAt: Date }[]> {
  return db.select({ badge: userBadges.badge, earnedAt: userBadges.earnedAt }).from(userBadges).where(eq(userBadges.userId, userId));
}

export async function badgeCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userBadges).where(eq(userBadges.userId, userId));
  return row?.n ?? 0;
}

/** Records a badge; false when the player already had it (so it is awarded once). */
export async function insertBadge(tx: DbOrTx, userId: number, badge: BadgeType, at: Date): Promise<boolean> {
  const rows = await tx.insert(userBadges).values({ userId, badge, earnedAt: at }).onConflictDoNothing().returning({ badge: userBadges.badge });
  return rows.length === 1;
}

export async function hasBadge(db: DbOrTx, userId: number, badge: BadgeType): Promise<boolean> {
  const [row] = await db.select({ badge: userBadges.badge }).from(userBadges).where(and(eq(userBadges.userId, userId), eq(userBadges.badge, badge)));
  return row !== undefined;
}
