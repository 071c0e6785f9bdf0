/** The categories and a category's subcategories for the content screens' selects (the first 100 of each, by name). */
import type { AdminCategory, AdminSubcategory } from '../../../../contract/api/admin-content';
import { useAsync } from '../../../lib/use-async';
import { contentApi } from './content.api';

const MAX_CHOICES = 100;

export function useCategoryChoices(): readonly AdminCategory[] {
  const { state } = useAsync((signal) => contentApi.categories({ offset: 0, limit: MAX_CHOICES, order_by: 'name' }, signal), 'content-category-choices');
  return state.status === 'success' ? state.data.data : [];
}

/** The subcategories of a category (none without one). */
export function useSubcategoryChoices(categoryId: number | null): { readonly list: readonly AdminSubcategory[]; readonly reload: () => void } {
  const { state, reload } = useAsync(
    (signal) => (categoryId === null ? Promise.resolve({ total: 0, data: [] }) : contentApi.subcategories({ category_id: categoryId, offset: 0, limit: MAX_CHOICES, order_by: 'name' }, signal)),
    `content-subcategory-choices:${categoryId}`,
  );
  return { list: state.status === 'success' ? state.data.data : [], reload };
}
