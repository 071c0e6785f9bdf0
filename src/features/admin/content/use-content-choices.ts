/** The categories, a category's subcategories and a Fun & Learn subcategory's passages for the content screens' selects (the first 100 of each, by name). */
import type { AdminCategory, AdminSubcategory } from '../../../../contract/api/admin-content';
import type { AdminPassage } from '../../../../contract/api/admin-passages';
import { useAsync } from '../../../lib/use-async';
import { contentApi } from './content.api';

const MAX_CHOICES = 100;

export function useCategoryChoices(): readonly AdminCategory[] {
  const { state } = useAsync((signal) => contentApi.categories({ offset: 0, limit: MAX_CHOICES, order_by: 'name' }, signal), 'content-category-choices');
  return state.status === 'success' ? state.data.data : [];
}

/** The subcategories of a category (none without one, or with `all`, the first 100 of every category). */
export function useSubcategoryChoices(categoryId: number | null, all = false): { readonly list: readonly AdminSubcategory[]; readonly reload: () => void } {
  const { state, reload } = useAsync((signal) => {
    if (categoryId === null && !all) return Promise.resolve({ total: 0, data: [] });
    return contentApi.subcategories({ ...(categoryId === null ? {} : { category_id: categoryId }), offset: 0, limit: MAX_CHOICES, order_by: 'name' }, signal);
  }, `content-subcategory-choices:${categoryId}:${all}`);
  return { list: state.status === 'success' ? state.data.data : [], reload };
}

/** The passages of a subcategory, in the players' order (none without a subcategory). */
export function usePassageChoices(subcategoryId: number | null): readonly AdminPassage[] {
  const { state } = useAsync((signal) => {
    if (subcategoryId === null) return Promise.resolve({ total: 0, data: [] });
    return contentApi.passages({ subcategory_id: subcategoryId, offset: 0, limit: MAX_CHOICES }, signal);
  }, `content-passage-choices:${subcategoryId}`);
  return state.status === 'success' ? state.data.data : [];
}
