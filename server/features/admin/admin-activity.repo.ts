/** One user's progress for the admin's user page: Quiz Zone levels and maths answers per curriculum. */
import { desc, eq, sql } from 'drizzle-orm';
import type { AdminUserActivity } from '../../../contract/api/admin-dashboard';
import type { DbOrTx } from '../../db/client';
import { categories, levelProgress, mathsCurricula, mathsProgress, subcategories } from '../../db/schema';

/** The highest level reached per subcategory (level_progress_key leads with user_id). */
export async function quizZoneProgress(db: DbOrTx, userId: number): Promise<AdminUserActivity['quiz_zone']> {
  const rows = await db
    .select({
      categoryId: categories.id,
      categoryName: categories.name,
      subcategoryId: subcategories.id,
      subcategoryName: subcategories.name,
      levelReached: levelProgress.levelReached,
      updatedAt: levelProgress.updatedAt,
    })
    .from(levelProgress)
    .innerJoin(subcategories, eq(subcategories.id, levelProgress.subcategoryId))
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .where(eq(levelProgress.userId, userId))
    .orderBy(desc(levelProgress.updatedAt), subcategories.id);
  return rows.map((r) => ({
    category_id: r.categoryId,
    category_name: r.categoryName,
    subcategory_id: r.subcategoryId,
    subcategory_name: r.subcategoryName,
    level_reached: r.levelReached,
    updated_at: r.updatedAt.toISOString(),
  }));
}

/** Questions attempted and correct per curriculum (maths_progress_curriculum_idx). */
export async function mathsSummary(db: DbOrTx, userId: number): Promise<AdminUserActivity['maths']> {
  const rows = await db
    .select({
      curriculumId: mathsCurricula.id,
      name: mathsCurricula.name,
      subject: mathsCurricula.subject,
      attempted: sql<number>`count(*) filter (where ${mathsProgress.attempted})::int`,
      correct: sql<number>`count(*) filter (where ${mathsProgress.isCorrect})::int`,
      last: sql<Date>`max(${mathsProgress.updatedAt})`,
    })
    .from(mathsProgress)
    .innerJoin(mathsCurricula, eq(mathsCurricula.id, mathsProgress.curriculumId))
    .where(eq(mathsProgress.userId, userId))
    .groupBy(mathsCurricula.id, mathsCurricula.name, mathsCurricula.subject)
    .orderBy(mathsCurricula.id);
  return rows.map((r) => ({
    curriculum_id: r.curriculumId,
    curriculum_name: r.name,
    subject: r.subject,
    attempted: r.attempted,
    correct: r.correct,
    last_answer_at: new Date(r.last).toISOString(),
  }));
}
