/**
 * Gives the demo questions their pictures. Runs in the seed transaction, on a fresh database and
 * once on a database seeded before pictures existed: it only fills questions that have no picture,
 * so an admin's own choice is never overwritten and a second run changes nothing.
 */
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { questions, subcategories } from '../db/schema';
import { quizQuestionImages } from './content/quiz/images';

/** True when no question has a picture yet (a fresh seed, or a database from before pictures). */
export async function needsQuestionImages(tx: Tx): Promise<boolean> {
  const [any] = await tx.select({ id: questions.id }).from(questions).where(isNotNull(questions.imageUrl)).limit(1);
  return any === undefined;
}

/** Returns how many questions got a picture. */
export async function seedQuestionImages(tx: Tx): Promise<number> {
  let updated = 0;
  for (const image of quizQuestionImages) {
    const rows = await tx
      .update(questions)
      .set({ imageUrl: image.url, imageAlt: image.alt })
      .where(
        and(
          eq(questions.question, image.question),
          isNull(questions.imageUrl),
          inArray(questions.subcategoryId, tx.select({ id: subcategories.id }).from(subcategories).where(eq(subcategories.slug, image.subcategory))),
        ),
      )
      .returning({ id: questions.id });
    updated += rows.length;
  }
  return updated;
}
