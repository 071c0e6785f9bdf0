/** /admin/questions: questions in play order, filtered by category, subcategory, level, language, state and text; a question opens its form. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AdminQuestion } from '../../../../contract/api/admin-content';
import { formatNumber } from '../../../lib/i18n/number-format';
import { useAsync } from '../../../lib/use-async';
import { ButtonLink } from '../../../ui/Button';
import { AdminLayout } from '../AdminLayout';
import { DataTable, type Column } from '../components/DataTable';
import { ListResult } from '../components/ListResult';
import { ListSearch } from '../components/ListSearch';
import { ADMIN_PAGE_SIZE, useListQuery } from '../components/use-list-query';
import { contentApi, enabledOptions, levelOrderPath, parseId, questionPath, type QuestionsQuery } from './content.api';
import { EnabledBadge } from './EnabledBadge';
import { useCategoryChoices, useSubcategoryChoices } from './use-content-choices';
import { useLanguages } from './use-languages';

const FILTERS = ['category', 'subcategory', 'level', 'language', 'active'] as const;
type Filter = (typeof FILTERS)[number];

function useColumns(subcategoryName: (id: number) => string): Column<AdminQuestion, never>[] {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  return [
    { id: 'question', header: t('admin.content.question'), rowHeader: true, cell: (question) => <Link to={questionPath(question.id)}>{question.question}</Link> },
    { id: 'subcategory', header: t('admin.content.subcategory'), cell: (question) => subcategoryName(question.subcategory_id) },
    { id: 'level', header: t('admin.content.level'), numeric: true, cell: (question) => number(question.level) },
    { id: 'answer', header: t('admin.content.correctAnswer'), cell: (question) => <span dir="auto">{question.options[question.answer] ?? ''}</span> },
    {
      id: 'media',
      header: t('admin.content.media'),
      cell: (question) => [question.image_url ? t('admin.content.hasPicture') : '', question.audio_url ? t('admin.content.hasAudio') : ''].filter(Boolean).join(', '),
    },
    { id: 'active', header: t('admin.content.enabled'), cell: (question) => <EnabledBadge active={question.active} /> },
  ];
}

export function QuestionsScreen() {
  const { t, i18n } = useTranslation();
  const list = useListQuery<never, Filter>([], FILTERS);
  const languages = useLanguages();
  const categories = useCategoryChoices();
  const { category, subcategory, level, language, active } = list.query.filters;
  const categoryId = parseId(category);
  const subcategoryId = parseId(subcategory);
  const levelNumber = parseId(level);
  // The filter offers the chosen category's subcategories; without one, the rows are named from the first 100 of all.
  const subcategories = useSubcategoryChoices(categoryId, true).list;
  const body: QuestionsQuery = {
    ...list.body,
    ...(categoryId ? { category_id: categoryId } : {}),
    ...(subcategoryId ? { subcategory_id: subcategoryId } : {}),
    ...(levelNumber ? { level: levelNumber } : {}),
    ...(parseId(language) ? { language_id: Number(language) } : {}),
    ...(active === 'true' || active === 'false' ? { active } : {}),
  };
  const { state, reload } = useAsync((signal) => contentApi.questions(body, signal), `questions:${list.key}`);
  const subcategoryName = (id: number) => subcategories.find((sub) => sub.id === id)?.name ?? `#${formatNumber(id, i18n.language)}`;
  const columns = useColumns(subcategoryName);
  const newPath = subcategoryId ? `${questionPath('new')}?subcategory=${subcategoryId}` : questionPath('new');
  return (
    <AdminLayout title={t('admin.content.questionsTitle')} lead={t('admin.content.questionsLead')}>
      <p className="content-row-actions">
        <ButtonLink to={newPath}>{t('admin.content.newQuestion')}</ButtonLink>
        {subcategoryId && levelNumber ? <Link to={levelOrderPath(subcategoryId, levelNumber)}>{t('admin.content.orderThisLevel')}</Link> : null}
      </p>
      <ListSearch<Filter>
        key={`${list.key}:${categories.length}:${subcategories.length}:${languages.list.length}`}
        label={t('admin.content.questionsSearchLabel')}
        search={{ label: t('admin.content.search'), hint: t('admin.content.questionsSearchHint'), value: list.query.search }}
        values={list.query.filters}
        filters={[
          { name: 'category', label: t('admin.content.category'), options: categories.map((row) => ({ value: String(row.id), label: `${row.name} (${row.slug})` })) },
          {
            name: 'subcategory',
            label: t('admin.content.subcategory'),
            ...(categoryId ? {} : { hint: t('admin.content.subcategoryFilterHint') }),
            options: categoryId ? subcategories.map((row) => ({ value: String(row.id), label: row.name })) : [],
          },
          { name: 'level', label: t('admin.content.level'), ltr: true },
          { name: 'language', label: t('admin.content.language'), options: languages.options },
          { name: 'active', label: t('admin.content.enabled'), options: enabledOptions(t) },
        ]}
        onApply={list.apply}
      />
      <ListResult state={state} reload={reload} page={list.query.page} pageSize={ADMIN_PAGE_SIZE} onPage={list.setPage} emptyTitle={t('admin.content.questionsEmpty')}>
        {(rows) => <DataTable caption={t('admin.content.questionsCaption')} columns={columns} rows={rows} rowKey={(question) => question.id} />}
      </ListResult>
    </AdminLayout>
  );
}
