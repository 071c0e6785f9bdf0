/**
 * Quiz Zone: the subcategories of one category, with a download of the whole category. Offline,
 * the downloaded topics of the category are listed instead.
 */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { packIds } from '../../../contract/offline/pack-ids';
import { useAsync } from '../../lib/use-async';
import { Icon } from '../../ui/Icon';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { DownloadPacksButton } from '../downloads';
import { LoadError, Loading } from '../../ui/LoadState';
import { ApiError } from '../../lib/request/api-error';
import { OfflineNote } from '../../ui/OfflineNote';
import { quizApi } from './quiz.api';
import { packSubcategories, withPackFallback } from './quiz-offline';
import { idSegment, parseIdSegment } from '../../lib/id-segment';
import { quizPaths } from './quiz-paths';
import './quiz.css';

export function SubcategoriesScreen() {
  const { t } = useTranslation();
  const params = useParams<{ category: string }>();
  const categoryId = parseIdSegment(params.category);
  const { state, reload } = useAsync(
    (signal) =>
      categoryId
        ? withPackFallback(
            () => quizApi.subcategories(categoryId, signal),
            () => packSubcategories(categoryId),
          )
        : Promise.reject(new ApiError('NOT_FOUND', 404, t('quiz.unavailable.categoryMissing'), 'category')),
    `subcategories:${categoryId ?? 'none'}`,
  );
  const back = { to: quizPaths.categories(), label: t('quiz.backToCategories') };

  if (state.status === 'loading') return <div className="container"><Loading /></div>;
  if (state.status === 'error') {
    return (
      <div className="container">
        <PageTitle title={t('quiz.categories.title')} back={back} />
        <LoadError error={state.error} onRetry={reload} back={quizPaths.categories()} way={{ quizZone: quizPaths.categories() }} />
      </div>
    );
  }
  const { data, source } = state.data;
  const { category, subcategories } = data;
  const categorySegment = idSegment(category.id, category.slug);
  return (
    <div className="container">
      <PageTitle title={`${category.icon} ${category.name}`} lead={category.description} back={back} />
      {source === 'pack' ? <OfflineNote>{t('quiz.offline.subcategories')}</OfflineNote> : null}
      {subcategories.length > 0 ? (
        <div className="quiz-header-actions">
          <DownloadPacksButton packIds={subcategories.map((sub) => packIds.quizZoneSubcategory(sub.id))} title={category.name} />
        </div>
      ) : null}
      {subcategories.length === 0 ? <StatusMessage tone="empty" icon="folder" title={t('quiz.subcategories.empty')} /> : null}
      <ul className="quiz-list" aria-label={t('quiz.subcategories.title', { name: category.name })}>
        {subcategories.map((sub) => (
          <li key={sub.id}>
            <Link to={quizPaths.levels(categorySegment, idSegment(sub.id, sub.slug))} className="quiz-row">
              <span className="quiz-row__title" dir="auto">{sub.name}</span>
              <span className="quiz-row__meta">{t('quiz.subcategories.counts', { levels: t('count.levels', { count: sub.max_level }), questions: t('count.questions', { count: sub.no_of_questions }) })}</span>
              <Icon name="chevron" size={22} className="quiz-row__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
