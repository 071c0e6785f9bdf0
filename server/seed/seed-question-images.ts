/**
 * Gives questions of a database seeded before pictures existed the pictures their content files
 * name. A fresh seed stores pictures with the questions; this only runs as the once-only catch-up
 * and only fills questions that have no picture, so an admin's own choice is never overwritten
 * and a second run changes nothing.
 */
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { questions, subcategories } from '../db/schema';
import type { LoadedContent } from './content/load';
import { mediaUrl } from './seed-content';

interface NamedImage {
  readonly subcategory: string;
  readonly question: string;
  readonly url: string;
  readonly alt: string;
}

/** Every Quiz Zone question picture of the files, by its subcategory's stored slug and its text. */
export function quizZoneImages(content: LoadedContent): NamedImage[] {
  return content.categories.flatMap((category) =>
    category.type !== 'quiz_zone'
      ? []
      : category.data.subcategories.flatMap((sub, i) =>
          sub.levels.flat().flatMap((q) =>
            q.image === undefined ? [] : [{ subcategory: category.subcategorySlugs[i] ?? sub.slug, question: q.q, url: mediaUrl(q.image), alt: q.image_alt ?? '' }],
          ),
        ),
  );
}

/** True when no question has a picture yet (a database from before pictures). */
export async function needsQuestionImages(tx: Tx): Promise<boolean> {
  const [any] = await tx.select({ id: questions.id }).from(questions).where(isNotNull(questions.imageUrl)).limit(1);
  return any === undefined;
}

/** Returns how many questions got a picture. */
export async function seedQuestionImages(tx: Tx, content: LoadedContent): Promise<number> {
  let updated = 0;
  for (const image of quizZoneImages(content)) {
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
