/**
 * Quiz Zone: the subcategories of one category, with a download of the whole category. Offline,
 * the downloaded topics of the category are listed instead. A premium category the player has not
 * unlocked lists its topics (what the unlock buys) without their levels, with the way to unlock it.
 */
import { useState } from 'react';
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
import { lockedPrice } from './premium-lock';
import { Button } from '../../ui/Button';
import { UnlockCategoryDialog, type UnlockTarget } from './UnlockCategoryDialog';
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
  const [unlocking, setUnlocking] = useState<UnlockTarget | null>(null);

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
  const price = lockedPrice(category);
  const rowMeta = (sub: (typeof subcategories)[number]) =>
    t('quiz.subcategories.counts', { levels: t('count.levels', { count: sub.max_level }), questions: t('count.questions', { count: sub.no_of_questions }) });
  return (
    <div className="container">
      <PageTitle title={`${category.icon} ${category.name}`} lead={category.description} back={back} />
      {source === 'pack' ? <OfflineNote>{t('quiz.offline.subcategories')}</OfflineNote> : null}
      {price === null ? null : (
        <div className="premium-banner">
          <Icon name="lock" size={24} />
          <p className="premium-banner__text">{t('premium.banner.text', { coins: t('count.coins', { count: price }) })}</p>
          <Button aria-haspopup="dialog" onClick={() => setUnlocking({ id: category.id, slug: category.slug, name: category.name, coins: price })}>
            {t('premium.banner.unlock')}
          </Button>
        </div>
      )}
      <UnlockCategoryDialog
        key={unlocking?.id ?? 'closed'}
        category={unlocking}
        onCancel={() => setUnlocking(null)}
        onUnlocked={() => {
          setUnlocking(null);
          reload();
        }}
      />
      {subcategories.length > 0 && price === null ? (
        <div className="quiz-header-actions">
          <DownloadPacksButton packIds={subcategories.map((sub) => packIds.quizZoneSubcategory(sub.id))} title={category.name} />
        </div>
      ) : null}
      {subcategories.length === 0 ? <StatusMessage tone="empty" icon="folder" title={t('quiz.subcategories.empty')} /> : null}
      <ul className="quiz-list" aria-label={t('quiz.subcategories.title', { name: category.name })}>
        {subcategories.map((sub) => (
          <li key={sub.id}>
            {price === null ? (
              <Link to={quizPaths.levels(categorySegment, idSegment(sub.id, sub.slug))} className="quiz-row">
                <span className="quiz-row__title" dir="auto">{sub.name}</span>
                <span className="quiz-row__meta">{rowMeta(sub)}</span>
                <Icon name="chevron" size={22} className="quiz-row__chevron" />
              </Link>
            ) : (
              <div className="quiz-row quiz-row--locked">
                <span className="quiz-row__title" dir="auto">{sub.name}</span>
                <span className="quiz-row__meta">{rowMeta(sub)}</span>
                <Icon name="lock" size={22} className="quiz-row__chevron" />
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
