/** /admin/categories: every Quiz Zone category (each in one language) with its subcategory and question counts; a name opens it. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AdminCategory } from '../../../../contract/api/admin-content';
import { formatNumber } from '../../../lib/i18n/number-format';
import { useAsync } from '../../../lib/use-async';
import { ButtonLink } from '../../../ui/Button';
import { AdminLayout } from '../AdminLayout';
import { DataTable, type Column } from '../components/DataTable';
import { ListResult } from '../components/ListResult';
import { ListSearch } from '../components/ListSearch';
import { ADMIN_PAGE_SIZE, useListQuery } from '../components/use-list-query';
import { categoryPath, contentApi, enabledOptions, questionsPathFor, type CategoriesQuery } from './content.api';
import { EnabledBadge } from './EnabledBadge';
import { useLanguages, type Languages } from './use-languages';

const FILTERS = ['language', 'active', 'order'] as const;
type Filter = (typeof FILTERS)[number];
const ORDERS = ['sort', 'name', 'id'] as const;

function useColumns(languages: Languages): Column<AdminCategory, never>[] {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  return [
    {
      id: 'name',
      header: t('admin.content.name'),
      rowHeader: true,
      cell: (category) => (
        <Link to={categoryPath(category.id)}>
          {category.icon ? <span aria-hidden="true">{category.icon} </span> : null}
          {category.name}
        </Link>
      ),
    },
    { id: 'slug', header: t('admin.content.slug'), cell: (category) => <code dir="ltr">{category.slug}</code> },
    { id: 'language', header: t('admin.content.language'), cell: (category) => languages.nameOf(category.language_id) },
    {
      id: 'subcategories',
      header: t('admin.content.subcategories'),
      numeric: true,
      cell: (category) => <Link to={`${categoryPath(category.id)}#subcategories`}>{number(category.subcategories)}</Link>,
    },
    {
      id: 'questions',
      header: t('admin.content.questions'),
      numeric: true,
      cell: (category) => <Link to={questionsPathFor({ category: category.id })}>{number(category.questions)}</Link>,
    },
    {
      id: 'premium',
      header: t('admin.content.premium'),
      cell: (category) =>
        category.is_premium ? (category.coins === null ? t('admin.content.premiumDefault') : t('admin.content.premiumCoins', { coins: number(category.coins) })) : t('admin.content.free'),
    },
    { id: 'sort', header: t('admin.content.order'), numeric: true, cell: (category) => number(category.sort) },
    { id: 'active', header: t('admin.content.enabled'), cell: (category) => <EnabledBadge active={category.active} /> },
  ];
}

export function CategoriesScreen() {
  const { t } = useTranslation();
  const list = useListQuery<never, Filter>([], FILTERS);
  const languages = useLanguages();
  const { language, active, order } = list.query.filters;
  const body: CategoriesQuery = {
    ...list.body,
    order_by: ORDERS.find((value) => value === order) ?? 'sort',
    ...(Number(language) > 0 ? { language_id: Number(language) } : {}),
    ...(active === 'true' || active === 'false' ? { active } : {}),
  };
  const { state, reload } = useAsync((signal) => contentApi.categories(body, signal), `categories:${list.key}`);
  const columns = useColumns(languages);
  return (
    <AdminLayout title={t('admin.content.categoriesTitle')} lead={t('admin.content.categoriesLead')}>
      <p>
        <ButtonLink to={categoryPath('new')}>{t('admin.content.newCategory')}</ButtonLink>
      </p>
      <ListSearch<Filter>
        key={`${list.key}:${languages.list.length}`}
        label={t('admin.content.categoriesSearchLabel')}
        search={{ label: t('admin.content.search'), hint: t('admin.content.categoriesSearchHint'), value: list.query.search }}
        values={list.query.filters}
        filters={[
          { name: 'language', label: t('admin.content.language'), options: languages.options },
          { name: 'active', label: t('admin.content.enabled'), options: enabledOptions(t) },
          {
            name: 'order',
            label: t('admin.content.orderBy'),
            hint: t('admin.content.orderByHint'),
            options: ORDERS.filter((value) => value !== 'sort').map((value) => ({ value, label: t(`admin.content.orderBy_${value}`) })),
          },
        ]}
        onApply={list.apply}
      />
      <ListResult state={state} reload={reload} page={list.query.page} pageSize={ADMIN_PAGE_SIZE} onPage={list.setPage} emptyTitle={t('admin.content.categoriesEmpty')}>
        {(rows) => <DataTable caption={t('admin.content.categoriesCaption')} columns={columns} rows={rows} rowKey={(category) => category.id} />}
      </ListResult>
    </AdminLayout>
  );
}

