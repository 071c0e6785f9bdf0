/** The Quiz Zone content actions of the admin screens (docs/ADMIN.md "Content"). Reads stay quiet; the screens show every error. */
import { callAction, type ActionBody } from '../../../lib/request/request';

export type CategoriesQuery = ActionBody<'get_admin_categories'>;
export type SubcategoriesQuery = ActionBody<'get_admin_subcategories'>;
export type QuestionsQuery = ActionBody<'get_admin_questions'>;
export type PassagesQuery = ActionBody<'get_admin_passages'>;
export type CategoryBody = ActionBody<'set_admin_category'>;
export type SubcategoryBody = ActionBody<'set_admin_subcategory'>;
export type QuestionBody = ActionBody<'set_admin_question'>;
export type PassageBody = ActionBody<'set_admin_passage'>;
export type ExportBody = ActionBody<'export_admin_questions'>;
export type ImportBody = ActionBody<'import_admin_questions'>;

const quiet = (signal?: AbortSignal) => ({ displayToast: false, ...(signal ? { signal } : {}) });

export const contentApi = {
  languages: (signal: AbortSignal) => callAction('get_admin_languages', {}, quiet(signal)),
  categories: (query: CategoriesQuery, signal: AbortSignal) => callAction('get_admin_categories', query, quiet(signal)),
  subcategories: (query: SubcategoriesQuery, signal: AbortSignal) => callAction('get_admin_subcategories', query, quiet(signal)),
  questions: (query: QuestionsQuery, signal: AbortSignal) => callAction('get_admin_questions', query, quiet(signal)),
  passages: (query: PassagesQuery, signal: AbortSignal) => callAction('get_admin_passages', query, quiet(signal)),
  setCategory: (body: CategoryBody) => callAction('set_admin_category', body, quiet()),
  setSubcategory: (body: SubcategoryBody) => callAction('set_admin_subcategory', body, quiet()),
  setQuestion: (body: QuestionBody) => callAction('set_admin_question', body, quiet()),
  setPassage: (body: PassageBody) => callAction('set_admin_passage', body, quiet()),
  setQuestionOrder: (body: ActionBody<'set_admin_question_order'>) => callAction('set_admin_question_order', body, quiet()),
  /** One picture or sound; answers the site path to store in image_url or audio_url. */
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return callAction('upload_admin_content_media', form, quiet());
  },
  exportQuestions: (body: ExportBody) => callAction('export_admin_questions', body, quiet()),
  importQuestions: (body: ImportBody) => callAction('import_admin_questions', body, quiet()),
};

/** Where the content screens live. */
export const CATEGORIES_PATH = '/admin/categories';
export const QUESTIONS_PATH = '/admin/questions';
export const IMPORT_PATH = '/admin/import';
export const PASSAGES_PATH = '/admin/passages';
export const LEVEL_ORDER_PATH = '/admin/questions/order';
export const categoryPath = (id: number | 'new') => `${CATEGORIES_PATH}/${id}`;
export const passagePath = (id: number | 'new') => `${PASSAGES_PATH}/${id}`;
export const questionPath = (id: number | 'new') => `${QUESTIONS_PATH}/${id}`;
/** The questions list filtered to a category, subcategory or level. */
export function questionsPathFor(filter: { readonly category?: number; readonly subcategory?: number; readonly level?: number }): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value !== undefined) params.set(name, String(value));
  const query = params.toString();
  return query ? `${QUESTIONS_PATH}?${query}` : QUESTIONS_PATH;
}
export const levelOrderPath = (subcategoryId: number, level: number) => `${LEVEL_ORDER_PATH}?subcategory=${subcategoryId}&level=${level}`;

/** An id from the address, or null. */
export function parseId(value: string | null | undefined): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A slug suggested from a name: lower-case latin letters and digits joined by single dashes (other scripts are left for the admin to type). */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** One row by id (the list actions' `id` filter), or a NOT_FOUND-like failure the screens show as "not found". */
export async function one<T>(page: Promise<{ readonly data: readonly T[] }>): Promise<T> {
  const row = (await page).data[0];
  if (!row) throw new Error(NOT_FOUND);
  return row;
}
export const NOT_FOUND = 'not found';

/** The enabled filter's choices (the "any" choice is ListSearch's). */
export function enabledOptions(t: (key: string) => string) {
  return [
    { value: 'true', label: t('admin.content.enabledOnly') },
    { value: 'false', label: t('admin.content.disabledOnly') },
  ];
}
