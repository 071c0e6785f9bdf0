/**
 * The admin's Quiz Zone content (issue 12, docs/ADMIN.md "Content"): categories, subcategories and
 * questions. Every write is one transaction with its audit entry (only the fields it changed); a
 * write that changes nothing records nothing. After a commit the quiz's content caches are dropped
 * (invalidateContent), so players see the change at their next request on this instance.
 */
import { eq } from 'drizzle-orm';
import type { AdminCategory, AdminQuestion, AdminSubcategory, setAdminCategory, setAdminQuestion, setAdminSubcategory } from '../../../contract/api/admin-content';
import type { ParsedBodyOf } from '../../../contract/api/define';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { categories, questions, subcategories } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { recordAudit } from '../audit/audit.repo';
import { ensureStillAdmin } from './admin-users.service';
import { adminWriter } from './admin-write';
import * as repo from './admin-content.repo';
import { mediaProblem, storeContentMedia, type StoredMedia } from './content-media-upload';
import { changesOf, contiguityProblem } from './content-rules';
import { questionKindFields } from './question-kinds';

type CategoryBody = ParsedBodyOf<typeof setAdminCategory>;
type SubcategoryBody = ParsedBodyOf<typeof setAdminSubcategory>;
type QuestionBody = ParsedBodyOf<typeof setAdminQuestion>;

export interface AdminContentDeps {
  /** Drops the players' content caches (the quiz service's invalidateContent). */
  readonly invalidateContent: () => void;
}

export interface AdminContentService {
  listCategories(filter: repo.CategoryFilter): Promise<{ total: number; data: AdminCategory[] }>;
  setCategory(admin: AuthUser, body: CategoryBody): Promise<{ category: AdminCategory; changed: boolean }>;
  listSubcategories(filter: repo.SubcategoryFilter): Promise<{ total: number; data: AdminSubcategory[] }>;
  setSubcategory(admin: AuthUser, body: SubcategoryBody): Promise<{ subcategory: AdminSubcategory; changed: boolean }>;
  listQuestions(filter: repo.QuestionFilter): Promise<{ total: number; data: AdminQuestion[] }>;
  setQuestion(admin: AuthUser, body: QuestionBody): Promise<{ question: AdminQuestion; changed: boolean }>;
  setQuestionOrder(admin: AuthUser, body: { subcategory_id: number; level: number; question_ids: number[] }): Promise<{ question_ids: number[]; changed: boolean }>;
  uploadMedia(admin: AuthUser, bytes: Uint8Array): Promise<Omit<StoredMedia, 'existed'>>;
}

const invalid = (field: string, text: string) => new AppError('VALIDATION', { text }, field);
const notFound = (field: string, text: string) => new AppError('NOT_FOUND', { text }, field);

function ensureFreeSlug(found: number | undefined, id: number | undefined, kind: string): void {
  if (found !== undefined && found !== id) throw invalid('slug', `slug is already used by ${kind} ${found}`);
}

/** The category's stored fields as the body names them. */
const categoryFields = (row: repo.CategoryRow) => ({
  slug: row.slug,
  name: row.name,
  icon: row.icon,
  image_url: row.imageUrl,
  description: row.description,
  language_id: row.languageId,
  is_premium: row.isPremium,
  coins: row.coins,
  sort: row.sort,
  active: row.active,
});

const subcategoryFields = (row: repo.SubcategoryRow) => ({ category_id: row.categoryId, slug: row.slug, name: row.name, sort: row.sort, active: row.active });

export const questionFields = (row: repo.QuestionRow) => ({
  subcategory_id: row.subcategoryId,
  level: row.level,
  question: row.question,
  options: row.options,
  answer: row.answer,
  answer_text: row.answerText,
  hint: row.hint,
  transcript: row.transcript,
  math: row.math,
  passage_id: row.passageId,
  note: row.note,
  image_url: row.imageUrl,
  image_alt: row.imageAlt,
  audio_url: row.audioUrl,
  active: row.active,
});

export function createAdminContentService(ctx: AppContext, deps: AdminContentDeps): AdminContentService {
  const { db } = ctx;

  const write = adminWriter(db, deps.invalidateContent);

  async function setCategory(admin: AuthUser, body: CategoryBody) {
    return write(admin, async (tx) => {
      const before = body.id === undefined ? undefined : await repo.lockCategory(tx, body.id);
      if (body.id !== undefined && !before) throw notFound('id', `No category with id ${body.id}`);
      if (!(await repo.languageExists(tx, body.language_id))) throw invalid('language_id', `No language with id ${body.language_id}`);
      const pictureProblem = body.image_url === null ? null : await mediaProblem(ctx.config.uploadsDir, body.image_url, 'picture');
      if (pictureProblem) throw invalid('image_url', `image_url ${pictureProblem}`);
      ensureFreeSlug(await repo.categoryIdBySlug(tx, body.slug), body.id, 'category');
      const { id: _id, ...wanted } = body;
      const diff = changesOf(before ? categoryFields(before) : null, wanted);
      if (!diff) return { category: await mustCategory(tx, body.id), changed: false };
      const values = {
        slug: wanted.slug,
        name: wanted.name,
        icon: wanted.icon,
        imageUrl: wanted.image_url,
        description: wanted.description,
        languageId: wanted.language_id,
        isPremium: wanted.is_premium,
        coins: wanted.coins,
        sort: wanted.sort,
        active: wanted.active,
      };
      let id = body.id;
      if (id === undefined) {
        const [row] = await tx.insert(categories).values(values).returning({ id: categories.id });
        id = row?.id;
      } else {
        await tx.update(categories).set(values).where(eq(categories.id, id));
        // A question's language is its category's: kept equal so the player's reads by language agree.
        if (before && before.languageId !== wanted.language_id) await repo.followCategoryLanguage(tx, id, wanted.language_id);
      }
      if (id === undefined) throw new Error('the category was not stored');
      await recordAudit(tx, { adminId: admin.id, action: 'set_admin_category', subject: `category:${id}`, ...diff });
      return { category: await mustCategory(tx, id), changed: true };
    });
  }

  async function mustCategory(tx: Tx, id: number | undefined): Promise<AdminCategory> {
    const found = id === undefined ? undefined : await repo.adminCategory(tx, id);
    if (!found) throw new Error(`category ${id} vanished`);
    return found;
  }

  async function mustSubcategory(tx: Tx, id: number | undefined): Promise<AdminSubcategory> {
    const found = id === undefined ? undefined : await repo.adminSubcategory(tx, id);
    if (!found) throw new Error(`subcategory ${id} vanished`);
    return found;
  }

  async function setSubcategory(admin: AuthUser, body: SubcategoryBody) {
    return write(admin, async (tx) => {
      const before = body.id === undefined ? undefined : await repo.lockSubcategory(tx, body.id);
      if (body.id !== undefined && !before) throw notFound('id', `No subcategory with id ${body.id}`);
      const category = await repo.lockCategory(tx, body.category_id);
      if (!category) throw notFound('category_id', `No category with id ${body.category_id}`);
      ensureFreeSlug(await repo.subcategoryIdBySlug(tx, body.slug), body.id, 'subcategory');
      const { id: _id, ...wanted } = body;
      const diff = changesOf(before ? subcategoryFields(before) : null, wanted);
      if (!diff) return { subcategory: await mustSubcategory(tx, body.id), changed: false };
      const values = { categoryId: wanted.category_id, slug: wanted.slug, name: wanted.name, sort: wanted.sort, active: wanted.active };
      let id = body.id;
      if (id === undefined) {
        const [row] = await tx.insert(subcategories).values(values).returning({ id: subcategories.id });
        id = row?.id;
      } else {
        await tx.update(subcategories).set(values).where(eq(subcategories.id, id));
        if (before && before.categoryId !== wanted.category_id) await repo.followSubcategory(tx, id, category.id, category.languageId);
      }
      if (id === undefined) throw new Error('the subcategory was not stored');
      await recordAudit(tx, { adminId: admin.id, action: 'set_admin_subcategory', subject: `subcategory:${id}`, ...diff });
      return { subcategory: await mustSubcategory(tx, id), changed: true };
    });
  }

  /**
   * Refuses a write that would leave a gap in the levels players see (active questions) of the
   * subcategory the question leaves or joins.
   */
  async function ensureContiguous(tx: Tx, before: repo.QuestionRow | undefined, wanted: { subcategoryId: number; level: number; active: boolean }): Promise<void> {
    const { subcategoryId, level } = wanted;
    const sizes = await repo.levelSizes(tx, subcategoryId);
    if (before?.active && before.subcategoryId === subcategoryId) sizes.set(before.level, (sizes.get(before.level) ?? 1) - 1);
    if (wanted.active) sizes.set(level, (sizes.get(level) ?? 0) + 1);
    const problem = contiguityProblem(sizes);
    if (problem) throw invalid(wanted.active || !before ? 'level' : 'active', problem);
    if (before?.active && before.subcategoryId !== subcategoryId) {
      const left = await repo.levelSizes(tx, before.subcategoryId);
      left.set(before.level, (left.get(before.level) ?? 1) - 1);
      const gap = contiguityProblem(left);
      if (gap) throw invalid('subcategory_id', `Moving it away: ${gap}`);
    }
  }

  async function ensureMedia(body: QuestionBody): Promise<void> {
    for (const [field, kind] of [['image_url', 'picture'], ['audio_url', 'audio']] as const) {
      const url = body[field];
      const problem = url === null ? null : await mediaProblem(ctx.config.uploadsDir, url, kind);
      if (problem) throw invalid(field, `${field} ${problem}`);
    }
  }

  async function setQuestion(admin: AuthUser, body: QuestionBody) {
    if (body.image_url !== null && !body.image_alt) throw invalid('image_alt', 'image_alt (what the picture shows) is required with image_url');
    await ensureMedia(body);
    return write(admin, async (tx) => {
      const subcategory = await repo.lockSubcategory(tx, body.subcategory_id);
      if (!subcategory) throw notFound('subcategory_id', `No subcategory with id ${body.subcategory_id}`);
      const category = await repo.lockCategory(tx, subcategory.categoryId);
      if (!category) throw new Error(`subcategory ${subcategory.id} has no category`);
      const kind = questionKindFields(category.type, body);
      if ('problem' in kind) throw invalid(kind.field, kind.problem);
      if (kind.fields.passage_id !== null && (await repo.passageSubcategory(tx, kind.fields.passage_id)) !== subcategory.id) {
        throw invalid('passage_id', `No passage with id ${kind.fields.passage_id} in subcategory ${subcategory.id}`);
      }
      const before = body.id === undefined ? undefined : await repo.lockQuestion(tx, body.id);
      if (body.id !== undefined && !before) throw notFound('id', `No question with id ${body.id}`);
      const { id: _id, math: _math, ...asked } = body;
      const fields = { ...asked, ...kind.fields, image_alt: body.image_url === null ? null : body.image_alt };
      const diff = changesOf(before ? questionFields(before) : null, fields);
      if (!diff) return { question: repo.toAdminQuestion(before as repo.QuestionRow, category.type), changed: false };
      await ensureContiguous(tx, before, { subcategoryId: subcategory.id, level: fields.level, active: fields.active });
      const moved = !before || before.subcategoryId !== subcategory.id || before.level !== fields.level;
      const values = {
        categoryId: category.id,
        subcategoryId: subcategory.id,
        languageId: category.languageId,
        level: fields.level,
        question: fields.question,
        options: fields.options,
        answer: fields.answer,
        answerText: fields.answer_text,
        hint: fields.hint,
        transcript: fields.transcript,
        math: fields.math,
        passageId: fields.passage_id,
        note: fields.note,
        imageUrl: fields.image_url,
        imageAlt: fields.image_alt,
        audioUrl: fields.audio_url,
        active: fields.active,
        // A question that joins a level goes last in it; one that stays keeps its place.
        sort: moved ? await repo.nextSort(tx, subcategory.id, fields.level) : (before?.sort ?? 0),
      };
      const [row] = before
        ? await tx.update(questions).set(values).where(eq(questions.id, before.id)).returning()
        : await tx.insert(questions).values(values).returning();
      if (!row) throw new Error('the question was not stored');
      await recordAudit(tx, { adminId: admin.id, action: 'set_admin_question', subject: `question:${row.id}`, ...diff });
      return { question: repo.toAdminQuestion(row, category.type), changed: true };
    });
  }

  async function setQuestionOrder(admin: AuthUser, body: { subcategory_id: number; level: number; question_ids: number[] }) {
    return write(admin, async (tx) => {
      if (!(await repo.lockSubcategory(tx, body.subcategory_id))) throw notFound('subcategory_id', `No subcategory with id ${body.subcategory_id}`);
      const current = await repo.levelQuestionIds(tx, body.subcategory_id, body.level);
      const wanted = body.question_ids;
      const same = new Set(wanted).size === wanted.length && wanted.length === current.length && wanted.every((id) => current.includes(id));
      if (!same) throw invalid('question_ids', `question_ids must list each question of level ${body.level} once: ${current.join(', ') || 'it has none'}`);
      if (wanted.every((id, i) => current[i] === id)) return { question_ids: current, changed: false };
      await repo.setSorts(tx, wanted);
      await recordAudit(tx, {
        adminId: admin.id,
        action: 'set_admin_question_order',
        subject: `subcategory:${body.subcategory_id}`,
        before: { level: body.level, question_ids: current },
        after: { level: body.level, question_ids: wanted },
      });
      return { question_ids: wanted, changed: true };
    });
  }

  async function uploadMedia(admin: AuthUser, bytes: Uint8Array) {
    const { existed, ...stored } = await storeContentMedia(ctx.config.uploadsDir, bytes);
    // The file is the write; its entry says who added it. The same bytes again change nothing.
    if (!existed) {
      await db.transaction(async (tx) => {
        await ensureStillAdmin(tx, admin.id);
        await recordAudit(tx, { adminId: admin.id, action: 'upload_admin_content_media', subject: `media:${stored.url.split('/').pop() ?? ''}`, before: null, after: { ...stored } });
      });
    }
    return stored;
  }

  return {
    uploadMedia,
    listCategories: (filter) => repo.listCategories(db, filter),
    setCategory,
    listSubcategories: (filter) => repo.listSubcategories(db, filter),
    setSubcategory,
    listQuestions: (filter) => repo.listQuestions(db, filter),
    setQuestion,
    setQuestionOrder,
  };
}
