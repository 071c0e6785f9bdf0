/**
 * Stores category files (./content/load.ts) as rows, in the content model every mode reads: a
 * handful of multi-row inserts whatever the number of files, so the first start stays quick.
 *   quiz_zone      four options, levels from the file's level lists
 *   true_false     options: the two words of the category's language, true first; answer 0 = true
 *   guess_the_word options [], answer -1, answer_text the word in upper case (NFC), hint, question the clue
 *   audio / nonverbal / math_mania / fun_n_learn: four options at level 1; media under /content-media/,
 *   math set for Math Mania, Fun & Learn questions pointing at their passage row.
 */
import type { Tx } from '../db/client';
import { categories, funNLearn, questions, subcategories } from '../db/schema';
import { CONTENT_MEDIA_PREFIX } from '../features/packs/content-media';
import type { LoadedCategory } from './content/load';
import type { ChoiceItem } from './content/schema';

/** True & False options per language; a language without a pair cannot ship True & False files. */
export const TRUE_FALSE_WORDS: Readonly<Record<string, readonly [string, string]>> = {
  en: ['True', 'False'],
  fr: ['Vrai', 'Faux'],
  ar: ['صحيح', 'خطأ'],
};

/** Questions per insert: well under PostgreSQL's 65,535 parameters at ~17 columns a row. */
const QUESTION_CHUNK = 1000;

export function mediaUrl(file: string): string {
  return `${CONTENT_MEDIA_PREFIX}${file}`;
}

type QuestionInsert = typeof questions.$inferInsert;
type Placed = Pick<QuestionInsert, 'categoryId' | 'subcategoryId' | 'languageId'>;

function media(item: { image?: string | undefined; image_alt?: string | undefined; audio?: string | undefined; transcript?: string | undefined }) {
  return {
    imageUrl: item.image === undefined ? null : mediaUrl(item.image),
    imageAlt: item.image === undefined ? null : (item.image_alt ?? null),
    audioUrl: item.audio === undefined ? null : mediaUrl(item.audio),
    transcript: item.transcript ?? null,
  };
}

function choice(at: Placed, item: ChoiceItem, level: number, sort: number, math: boolean): QuestionInsert {
  return { ...at, level, question: item.q, options: [...item.options], answer: item.answer, note: item.note, math: item.math ?? math, sort, ...media(item) };
}

/** The question rows of one subcategory (passage ids filled in by the caller for Fun & Learn). */
function questionRows(category: LoadedCategory, subIndex: number, at: Placed, passageIds: readonly number[]): QuestionInsert[] {
  switch (category.type) {
    case 'quiz_zone': {
      const sub = category.data.subcategories[subIndex];
      return (sub?.levels ?? []).flatMap((level, l) => level.map((q, i) => choice(at, q, l + 1, i, false)));
    }
    case 'true_false': {
      const words = TRUE_FALSE_WORDS[category.language];
      if (!words) throw new Error(`${category.file}: no True & False words for the language "${category.language}" (server/seed/seed-content.ts)`);
      return (category.data.subcategories[subIndex]?.questions ?? []).map((q, i) => ({
        ...at,
        level: 1,
        question: q.q,
        options: [...words],
        answer: q.answer ? 0 : 1,
        note: q.note,
        sort: i,
        ...media(q),
      }));
    }
    case 'guess_the_word':
      return (category.data.subcategories[subIndex]?.questions ?? []).map((q, i) => ({
        ...at,
        level: 1,
        question: q.clue,
        options: [],
        answer: -1,
        answerText: q.word.toUpperCase().normalize('NFC'),
        hint: q.hint ?? null,
        note: q.note ?? '',
        sort: i,
        ...media(q),
      }));
    case 'fun_n_learn': {
      let sort = 0;
      return (category.data.subcategories[subIndex]?.passages ?? []).flatMap((passage, p) =>
        passage.questions.map((q) => ({ ...choice(at, q, 1, sort++, false), passageId: passageIds[p] ?? null })),
      );
    }
    case 'audio_questions':
    case 'math_mania':
    case 'nonverbal':
      return (category.data.subcategories[subIndex]?.questions ?? []).map((q, i) => choice(at, q, 1, i, category.type === 'math_mania'));
  }
}

/** Inserts the files' categories with everything under them; languageIds maps a code to its row. */
export async function seedCategories(tx: Tx, files: readonly LoadedCategory[], languageIds: ReadonlyMap<string, number>): Promise<{ categories: number; questions: number }> {
  if (files.length === 0) return { categories: 0, questions: 0 };
  const languageOf = (file: LoadedCategory): number => {
    const id = languageIds.get(file.language);
    if (id === undefined) throw new Error(`${file.file}: the database has no language "${file.language}"`);
    return id;
  };
  const catRows = await tx
    .insert(categories)
    .values(
      files.map((file) => ({
        slug: file.slug,
        name: file.data.name,
        icon: file.data.icon,
        description: file.data.description,
        type: file.type,
        languageId: languageOf(file),
        sort: file.sort,
        ...(file.data.premium_coins === undefined ? {} : { isPremium: true, coins: file.data.premium_coins }),
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const categoryIds = new Map(catRows.map((r) => [r.slug, r.id]));
  const idOf = (ids: ReadonlyMap<string, number>, slug: string): number => {
    const id = ids.get(slug);
    if (id === undefined) throw new Error(`seed: ${slug} was not inserted`);
    return id;
  };

  const subRows = await tx
    .insert(subcategories)
    .values(files.flatMap((file) => file.data.subcategories.map((sub, i) => ({ categoryId: idOf(categoryIds, file.slug), slug: file.subcategorySlugs[i] ?? sub.slug, name: sub.name, sort: i }))))
    .returning({ id: subcategories.id, slug: subcategories.slug });
  const subcategoryIds = new Map(subRows.map((r) => [r.slug, r.id]));

  // Fun & Learn passages first: their questions point at them. Keyed by subcategory and position,
  // which the insert stores as sort, so the ids do not rest on the order rows come back in.
  const passageValues = files.flatMap((file) =>
    file.type !== 'fun_n_learn'
      ? []
      : file.data.subcategories.flatMap((sub, s) =>
          sub.passages.map((passage, sort) => ({
            categoryId: idOf(categoryIds, file.slug),
            subcategoryId: idOf(subcategoryIds, file.subcategorySlugs[s] ?? sub.slug),
            languageId: languageOf(file),
            title: passage.title,
            detail: passage.detail,
            ...media(passage),
            videoUrl: passage.video === undefined ? null : mediaUrl(passage.video),
            sort,
          })),
        ),
  );
  const passageIds = new Map<number, number[]>();
  if (passageValues.length > 0) {
    const rows = await tx.insert(funNLearn).values(passageValues).returning({ id: funNLearn.id, subcategoryId: funNLearn.subcategoryId, sort: funNLearn.sort });
    for (const row of rows) {
      const list = passageIds.get(row.subcategoryId) ?? [];
      list[row.sort] = row.id;
      passageIds.set(row.subcategoryId, list);
    }
  }

  const rows = files.flatMap((file) =>
    file.data.subcategories.flatMap((sub, s) => {
      const subcategoryId = idOf(subcategoryIds, file.subcategorySlugs[s] ?? sub.slug);
      const at = { categoryId: idOf(categoryIds, file.slug), subcategoryId, languageId: languageOf(file) };
      return questionRows(file, s, at, passageIds.get(subcategoryId) ?? []);
    }),
  );
  for (let i = 0; i < rows.length; i += QUESTION_CHUNK) await tx.insert(questions).values(rows.slice(i, i + QUESTION_CHUNK));
  return { categories: files.length, questions: rows.length };
}
