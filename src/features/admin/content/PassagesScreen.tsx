/** /admin/passages: Fun & Learn passages in the players' order, filtered by category, subcategory, language, state and title; a passage opens its form. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AdminPassage } from '../../../../contract/api/admin-passages';
import { formatNumber } from '../../../lib/i18n/number-format';
import { useAsync } from '../../../lib/use-async';
import { ButtonLink } from '../../../ui/Button';
import { AdminLayout } from '../AdminLayout';
import { DataTable, type Column } from '../components/DataTable';
import { ListResult } from '../components/ListResult';
import { ListSearch } from '../components/ListSearch';
import { ADMIN_PAGE_SIZE, useListQuery } from '../components/use-list-query';
import { contentApi, enabledOptions, parseId, passagePath, type PassagesQuery } from './content.api';
import { EnabledBadge } from './EnabledBadge';
import { useCategoryChoices, useSubcategoryChoices } from './use-content-choices';
import { useLanguages } from './use-languages';

const FILTERS = ['category', 'subcategory', 'language', 'active'] as const;
type Filter = (typeof FILTERS)[number];

function useColumns(subcategoryName: (id: number) => string): Column<AdminPassage, never>[] {
  const { t, i18n } = useTranslation();
  return [
    { id: 'title', header: t('admin.passages.title'), rowHeader: true, cell: (passage) => <Link to={passagePath(passage.id)}>{passage.title}</Link> },
    { id: 'subcategory', header: t('admin.content.subcategory'), cell: (passage) => subcategoryName(passage.subcategory_id) },
    {
      id: 'media',
      header: t('admin.content.media'),
      cell: (passage) =>
        [passage.image_url ? t('admin.content.hasPicture') : '', passage.audio_url ? t('admin.content.hasAudio') : '', passage.video_url ? t('admin.passages.hasVideo') : ''].filter(Boolean).join(', '),
    },
    { id: 'questions', header: t('admin.passages.questions'), numeric: true, cell: (passage) => formatNumber(passage.questions, i18n.language) },
    { id: 'active', header: t('admin.content.enabled'), cell: (passage) => <EnabledBadge active={passage.active} /> },
  ];
}

export function PassagesScreen() {
  const { t, i18n } = useTranslation();
  const list = useListQuery<never, Filter>([], FILTERS);
  const languages = useLanguages();
  const categories = useCategoryChoices().filter((row) => row.type === 'fun_n_learn');
  const { category, subcategory, language, active } = list.query.filters;
  const categoryId = parseId(category);
  const subcategoryId = parseId(subcategory);
  const subcategories = useSubcategoryChoices(categoryId, true).list;
  const body: PassagesQuery = {
    ...list.body,
    ...(categoryId ? { category_id: categoryId } : {}),
    ...(subcategoryId ? { subcategory_id: subcategoryId } : {}),
    ...(parseId(language) ? { language_id: Number(language) } : {}),
    ...(active === 'true' || active === 'false' ? { active } : {}),
  };
  const { state, reload } = useAsync((signal) => contentApi.passages(body, signal), `passages:${list.key}`);
  const subcategoryName = (id: number) => subcategories.find((sub) => sub.id === id)?.name ?? `#${formatNumber(id, i18n.language)}`;
  const columns = useColumns(subcategoryName);
  return (
    <AdminLayout title={t('admin.passages.listTitle')} lead={t('admin.passages.listLead')}>
      <p className="content-row-actions">
        <ButtonLink to={passagePath('new')}>{t('admin.passages.new')}</ButtonLink>
      </p>
      <ListSearch<Filter>
        key={`${list.key}:${categories.length}:${subcategories.length}:${languages.list.length}`}
        label={t('admin.passages.searchLabel')}
        search={{ label: t('admin.content.search'), hint: t('admin.passages.searchHint'), value: list.query.search }}
        values={list.query.filters}
        filters={[
          { name: 'category', label: t('admin.content.category'), options: categories.map((row) => ({ value: String(row.id), label: `${row.name} (${row.slug})` })) },
          {
            name: 'subcategory',
            label: t('admin.content.subcategory'),
            ...(categoryId ? {} : { hint: t('admin.content.subcategoryFilterHint') }),
            options: categoryId ? subcategories.map((row) => ({ value: String(row.id), label: row.name })) : [],
          },
          { name: 'language', label: t('admin.content.language'), options: languages.options },
          { name: 'active', label: t('admin.content.enabled'), options: enabledOptions(t) },
        ]}
        onApply={list.apply}
      />
      <ListResult state={state} reload={reload} page={list.query.page} pageSize={ADMIN_PAGE_SIZE} onPage={list.setPage} emptyTitle={t('admin.passages.empty')}>
        {(rows) => <DataTable caption={t('admin.passages.caption')} columns={columns} rows={rows} rowKey={(passage) => passage.id} />}
      </ListResult>
    </AdminLayout>
  );
}
