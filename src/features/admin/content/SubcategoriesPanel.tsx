/** A category's subcategories: each with its questions and levels (a level opens its play order), an edit form, and a form to add one. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AdminSubcategory } from '../../../../contract/api/admin-content';
import { formatNumber } from '../../../lib/i18n/number-format';
import { useAsync } from '../../../lib/use-async';
import { Button } from '../../../ui/Button';
import { DataTable, type Column } from '../components/DataTable';
import { ListResult } from '../components/ListResult';
import { contentApi, levelOrderPath, questionPath, questionsPathFor } from './content.api';
import { EnabledBadge } from './EnabledBadge';
import { SubcategoryForm } from './SubcategoryForm';

const MAX_SUBCATEGORIES = 100;

export function SubcategoriesPanel({ categoryId, onDone }: { readonly categoryId: number; readonly onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const { state, reload } = useAsync(
    (signal) => contentApi.subcategories({ category_id: categoryId, offset: 0, limit: MAX_SUBCATEGORIES, order_by: 'sort' }, signal),
    `subcategories:${categoryId}`,
  );
  const [editing, setEditing] = useState<AdminSubcategory | null>(null);
  const saved = (subcategory: AdminSubcategory, changed: boolean) => {
    setEditing(null);
    onDone(changed ? t('admin.content.subcategorySaved', { name: subcategory.name }) : t('admin.content.nothingChanged'));
    reload();
  };

  const columns: Column<AdminSubcategory, never>[] = [
    { id: 'name', header: t('admin.content.name'), rowHeader: true, cell: (sub) => sub.name },
    { id: 'slug', header: t('admin.content.slug'), cell: (sub) => <code dir="ltr">{sub.slug}</code> },
    {
      id: 'questions',
      header: t('admin.content.questions'),
      numeric: true,
      cell: (sub) => <Link to={questionsPathFor({ category: categoryId, subcategory: sub.id })}>{number(sub.questions)}</Link>,
    },
    {
      id: 'levels',
      header: t('admin.content.levelOrderColumn'),
      cell: (sub) =>
        sub.max_level > 0 ? (
          <ul className="content-levels">
            {Array.from({ length: sub.max_level }, (_, index) => index + 1).map((level) => (
              <li key={level}>
                <Link to={levelOrderPath(sub.id, level)} aria-label={t('admin.content.levelOrderOf', { level: number(level), name: sub.name })}>
                  {number(level)}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          t('admin.content.noLevels')
        ),
    },
    { id: 'sort', header: t('admin.content.order'), numeric: true, cell: (sub) => number(sub.sort) },
    { id: 'active', header: t('admin.content.enabled'), cell: (sub) => <EnabledBadge active={sub.active} /> },
    {
      id: 'actions',
      header: t('admin.content.actions'),
      cell: (sub) => (
        <span className="content-row-actions">
          <Button variant="secondary" onClick={() => setEditing(sub)} aria-label={t('admin.content.editSubcategory', { name: sub.name })}>
            {t('admin.content.edit')}
          </Button>
          <Link to={`${questionPath('new')}?subcategory=${sub.id}`} aria-label={t('admin.content.addQuestionTo', { name: sub.name })}>
            {t('admin.content.addQuestion')}
          </Link>
        </span>
      ),
    },
  ];

  return (
    <section className="admin-stack" id="subcategories" aria-labelledby="content-subcategories">
      <h2 id="content-subcategories">{t('admin.content.subcategories')}</h2>
      <ListResult state={state} reload={reload} page={0} pageSize={MAX_SUBCATEGORIES} onPage={() => undefined} emptyTitle={t('admin.content.subcategoriesEmpty')}>
        {(rows) => <DataTable caption={t('admin.content.subcategoriesCaption')} columns={columns} rows={rows} rowKey={(sub) => sub.id} />}
      </ListResult>
      {editing ? <SubcategoryForm key={editing.id} categoryId={categoryId} subcategory={editing} onSaved={saved} onCancel={() => setEditing(null)} focusOnOpen /> : null}
      <SubcategoryForm key={`new-${categoryId}`} categoryId={categoryId} subcategory={null} onSaved={saved} />
    </section>
  );
}
