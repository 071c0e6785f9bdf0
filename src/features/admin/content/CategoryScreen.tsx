/** /admin/categories/new and /admin/categories/:id: a category's form and, once it exists, its subcategories. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import type { AdminCategory } from '../../../../contract/api/admin-content';
import { useAsync } from '../../../lib/use-async';
import { AdminLayout } from '../AdminLayout';
import { auditPathFor } from '../audit/audit-paths';
import { CategoryForm } from './CategoryForm';
import { CATEGORIES_PATH, categoryPath, contentApi, one, parseId } from './content.api';
import { LoadOne } from '../components/LoadOne';
import { SubcategoriesPanel } from './SubcategoriesPanel';
import { useLanguages } from './use-languages';

export function CategoryScreen() {
  const { t } = useTranslation();
  const param = useParams<{ id: string }>().id;
  const isNew = param === 'new';
  const categoryId = parseId(param);
  const [, navigate] = useLocation();
  const languages = useLanguages();
  const [done, setDone] = useState('');
  const { state, reload, setData } = useAsync(
    (signal) => (isNew ? Promise.resolve(null) : categoryId === null ? Promise.reject(new Error(t('admin.content.categoryNotFound'))) : one(contentApi.categories({ id: categoryId, offset: 0, limit: 1, order_by: 'sort' }, signal))),
    `category:${param}`,
  );
  const back = { to: CATEGORIES_PATH, label: t('admin.content.categoriesTitle') };

  const saved = (category: AdminCategory, changed: boolean) => {
    if (isNew) {
      navigate(categoryPath(category.id));
      setDone(t('admin.content.categoryCreated', { name: category.name }));
      return;
    }
    setData(category);
    setDone(changed ? t('admin.content.categorySaved', { name: category.name }) : t('admin.content.nothingChanged'));
  };

  return (
    <LoadOne state={state} reload={reload} title={t('admin.content.categoryTitle')} back={back} notFound={t('admin.content.categoryNotFound')}>
      {(category) => (
        <AdminLayout title={category ? category.name : t('admin.content.newCategory')} back={back}>
          <p className="admin-done" role="status">
            {done}
          </p>
          {/* The same form after a save (focus stays on Save); a new one for another category. */}
          <CategoryForm key={category ? category.id : 'new'} category={category} languages={languages} onSaved={saved} />
          {category ? (
            <>
              <SubcategoriesPanel categoryId={category.id} onDone={setDone} />
              <p>
                <Link to={auditPathFor(`category:${category.id}`)}>{t('admin.content.categoryAudit')}</Link>
              </p>
            </>
          ) : null}
        </AdminLayout>
      )}
    </LoadOne>
  );
}
