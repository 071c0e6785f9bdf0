/**
 * Solo mode packs (True & False, Fun & Learn, Guess The Word, audio, Math Mania, non-verbal): one
 * per category of a solo type with questions, every question with its key (offline play checks
 * answers on the device; the sheet is practice and re-scored on the server when it syncs), the
 * category's topics, and for Fun & Learn the passages the questions are about. A premium category's
 * pack names it, so the packs service hides and refuses it until the player unlocked it.
 */
import type { SoloPackContent } from '../../../../contract/api/packs';
import type { Category } from '../../../../contract/api/quiz';
import { CATEGORY_TYPES, type CategoryType } from '../../../../contract/quiz/solo-modes';
import type { DbOrTx } from '../../../db/client';
import { TtlCache } from '../../../lib/ttl-cache';
import { listSubcategoryStats } from '../../quiz/quiz.repo';
import type { PackProvider } from '../pack-provider';
import * as repo from '../solo-packs.repo';
import { questionMedia, toSoloPackQuestion } from './solo-question';

/** The list of packs on offer is read again after this (content edits reach the list within it, as the packs' own cache). */
const IDS_CACHE_MS = 60_000;

export interface SoloPackDeps {
  readonly db: DbOrTx;
  /** A mode's time per question, as its served rounds have it (the solo engine's setting). */
  readonly secondsPerQuestion: (type: CategoryType) => Promise<number>;
}

type CategoryRow = NonNullable<Awaited<ReturnType<typeof repo.soloCategory>>>;

function toCategory(row: CategoryRow, counts: { subcategories: number; questions: number }): Category {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    icon: row.icon,
    ...(row.imageUrl ? { image_url: row.imageUrl } : {}),
    description: row.description,
    language_id: row.languageId,
    is_premium: row.isPremium,
    no_of_subcategories: counts.subcategories,
    no_of_questions: counts.questions,
  };
}

export function soloPackProvider(deps: SoloPackDeps): PackProvider<'solo'> {
  const { db } = deps;
  const idsCache = new TtlCache<string, number[]>(IDS_CACHE_MS, 200, Date.now, IDS_CACHE_MS / 3);
  return {
    kind: 'solo',
    ids: (languageId) =>
      idsCache.getOrLoad(String(languageId ?? 'all'), async () => {
        const rows = await repo.soloCategoriesWithQuestions(db, languageId);
        // The modes in the home screen's order, then each mode's categories in their list order.
        const rank = (type: CategoryType) => CATEGORY_TYPES.indexOf(type);
        return rows.sort((a, b) => rank(a.type) - rank(b.type) || a.sort - b.sort || a.id - b.id).map((row) => row.id);
      }),

    async build(categoryId) {
      const row = await repo.soloCategory(db, categoryId);
      if (!row) return null;
      const [subs, rows, passageRows, seconds] = await Promise.all([
        listSubcategoryStats(db, categoryId),
        repo.categoryQuestions(db, categoryId),
        row.type === 'fun_n_learn' ? repo.categoryPassages(db, categoryId) : Promise.resolve([]),
        deps.secondsPerQuestion(row.type),
      ]);
      if (rows.length === 0) return null;
      const questions = rows.map(toSoloPackQuestion);
      const passages: SoloPackContent['passages'] = passageRows.map((p) => ({
        id: p.id,
        category_id: p.categoryId,
        subcategory_id: p.subcategoryId,
        title: p.title,
        detail: p.detail,
        image_url: p.imageUrl,
        image_alt: p.imageUrl ? (p.imageAlt ?? p.title) : null,
        ...(p.audioUrl ? { audio_url: p.audioUrl } : {}),
        ...(p.videoUrl ? { video_url: p.videoUrl } : {}),
        ...(p.transcript ? { transcript: p.transcript } : {}),
        no_of_questions: questions.filter((q) => q.passage_id === p.id).length,
      }));
      const subcategories = subs.map((s) => ({
        id: s.subcategory.id,
        category_id: s.subcategory.categoryId,
        slug: s.subcategory.slug,
        name: s.subcategory.name,
        no_of_questions: s.questions,
        max_level: s.maxLevel,
      }));
      const category = toCategory(row, { subcategories: subcategories.length, questions: questions.length });
      const content: SoloPackContent = { type: row.type, category, subcategories, seconds_per_question: seconds, questions, passages };
      return {
        title: category.name,
        group: row.type,
        content,
        mediaUrls: [
          ...(category.image_url ? [category.image_url] : []),
          ...questions.flatMap(questionMedia),
          ...passages.flatMap((p) => [p.image_url, p.audio_url, p.video_url].filter((url): url is string => typeof url === 'string')),
        ],
        itemCount: questions.length,
        ...(category.is_premium ? { premiumCategory: { id: category.id, name: category.name } } : {}),
      };
    },
  };
}
