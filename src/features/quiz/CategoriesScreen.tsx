/**
 * Quiz Zone: the categories grid (offline: the categories of the downloaded topics), and the way to
 * downloads. A premium category the player has not unlocked shows its price and opens the unlock
 * dialog instead of its topics; once unlocked, it opens.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useLanguages } from '../../lib/i18n/languages';
import { useAsync } from '../../lib/use-async';
import { ButtonLink } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { DOWNLOADS_PATH } from '../downloads';
import { LoadError, Loading } from '../../ui/LoadState';
import { OfflineNote } from '../../ui/OfflineNote';
import { quizApi } from './quiz.api';
import { packCategories, withPackFallback } from './quiz-offline';
import { idSegment } from '../../lib/id-segment';
import { quizPaths } from './quiz-paths';
import { lockedPrice } from './premium-lock';
import { CategoryCard, type ListedCategory } from '../../ui/CategoryCard';
import { UnlockCategoryDialog, type UnlockTarget } from './UnlockCategoryDialog';
import './quiz.css';

export function CategoriesScreen() {
  const { t } = useTranslation();
  const { current } = useLanguages();
  const { state, reload } = useAsync(
    (signal) =>
      withPackFallback(
        () => quizApi.categories(signal),
        () => packCategories(),
      ),
    `categories:${current.code}`,
  );
  const categories: readonly ListedCategory[] = state.status === 'success' ? state.data.data : [];
  const [unlocking, setUnlocking] = useState<UnlockTarget | null>(null);
  const [, navigate] = useLocation();
  // Unlocked: straight into the category it was for.
  const open = (target: UnlockTarget) => navigate(quizPaths.category(idSegment(target.id, target.slug)));
  return (
    <div className="container">
      <PageTitle title={t('quiz.categories.title')} lead={t('quiz.categories.lead')} />
      <div className="quiz-header-actions">
        <ButtonLink to={DOWNLOADS_PATH} variant="secondary">
          {t('quiz.offline.downloadsLink')}
        </ButtonLink>
      </div>
      {state.status === 'success' && state.data.source === 'pack' ? <OfflineNote>{t('quiz.offline.categories')}</OfflineNote> : null}
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? <LoadError error={state.error} onRetry={reload} /> : null}
      {state.status === 'success' && categories.length === 0 ? (
        <StatusMessage tone="empty" icon="folder" title={t('quiz.categories.empty')} />
      ) : null}
      {categories.length > 0 ? (
        <ul className="quiz-grid" aria-label={t('quiz.categories.title')}>
          {categories.map((category) => (
            <CategoryCard
              key={category.id}
              category={category}
              price={lockedPrice(category)}
              to={quizPaths.category(idSegment(category.id, category.slug))}
              meta={t('quiz.categories.counts', {
                topics: t('count.topics', { count: category.no_of_subcategories }),
                questions: t('count.questions', { count: category.no_of_questions }),
              })}
              premiumLabel={t('quiz.premium')}
              onLocked={setUnlocking}
            />
          ))}
        </ul>
      ) : null}
      <UnlockCategoryDialog key={unlocking?.id ?? 'closed'} category={unlocking} onCancel={() => setUnlocking(null)} onUnlocked={open} />
    </div>
  );
}
