/**
 * The first screen of every mode that starts from a category (True & False, Fun & Learn, Guess The
 * Word, audio questions, Math Mania, non-verbal reasoning): the server's categories of the mode's
 * type, favourites first as the server orders them; offline, the categories of the mode's
 * downloaded packs. Premium categories show their price and unlock through Quiz Zone's dialog.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { idSegment } from '../../../lib/id-segment';
import { useLanguages } from '../../../lib/i18n/languages';
import { useAsync } from '../../../lib/use-async';
import { ButtonLink } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { LoadError, Loading } from '../../../ui/LoadState';
import { OfflineNote } from '../../../ui/OfflineNote';
import { PageTitle } from '../../../ui/PageTitle';
import { StatusMessage } from '../../../ui/StatusMessage';
import { DOWNLOADS_PATH } from '../../downloads';
import { withPackFallback } from '../../../lib/pack-fallback';
import { lockedPrice, type UnlockTarget } from '../../quiz';
import { CategoryCard, type ListedCategory } from '../../../ui/CategoryCard';
import { MODE_CONFIGS, type ListedMode } from './mode-config';
import { soloApi } from './solo.api';
import { UnlockDialog } from './UnlockDialog';
import { soloPackCategories } from './solo-offline';
import '../../quiz/quiz.css';
// The lock's style, here rather than from the unlock dialog, whose chunk loads only when opened.
import '../../quiz/premium.css';
import './solo-screens.css';

export function ModeCategoriesScreen({ mode }: { readonly mode: ListedMode }) {
  const { t } = useTranslation();
  const { current } = useLanguages();
  const config = MODE_CONFIGS[mode];
  const { state, reload } = useAsync(
    (signal) =>
      withPackFallback<readonly ListedCategory[]>(
        () => soloApi.categories(config.type, signal),
        () => soloPackCategories(config.type),
      ),
    `solo-categories:${mode}:${current.code}`,
  );
  const [unlocking, setUnlocking] = useState<UnlockTarget | null>(null);
  const [, navigate] = useLocation();
  const categories = state.status === 'success' ? state.data.data : [];
  return (
    <div className="container">
      <PageTitle title={t(config.titleKey)} lead={t(config.leadKey)} />
      <div className="quiz-header-actions">
        <ButtonLink to={DOWNLOADS_PATH} variant="secondary">
          {t('downloads.title')}
        </ButtonLink>
      </div>
      {state.status === 'success' && state.data.source === 'pack' ? <OfflineNote>{t('modes.offline.categories')}</OfflineNote> : null}
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? <LoadError error={state.error} onRetry={reload} /> : null}
      {state.status === 'success' && categories.length === 0 ? <StatusMessage tone="empty" icon="folder" title={t('modes.empty.categories')} /> : null}
      {categories.length > 0 ? (
        <ul className="quiz-grid" aria-label={t('modes.categoriesOf', { mode: t(config.titleKey) })}>
          {config.all ? (
            <li>
              <Link to={config.all} className="card-link quiz-card solo-card--all">
                <span className="quiz-card__icon" aria-hidden="true">
                  <Icon name={config.icon} size={26} />
                </span>
                <span className="quiz-card__body">
                  <span className="quiz-card__title">{t('modes.allCategories')}</span>
                  <span className="quiz-card__text">{t('modes.allCategoriesText')}</span>
                </span>
              </Link>
            </li>
          ) : null}
          {categories.map((category) => (
            <CategoryCard
              key={category.id}
              category={category}
              price={lockedPrice(category)}
              to={config.next(idSegment(category.id, category.slug))}
              meta={t('count.questions', { count: category.no_of_questions })}
              premiumLabel={t('modes.premium')}
              onLocked={setUnlocking}
            />
          ))}
        </ul>
      ) : null}
      <UnlockDialog
        category={unlocking}
        onCancel={() => setUnlocking(null)}
        onUnlocked={(target) => navigate(config.next(idSegment(target.id, target.slug)))}
      />
    </div>
  );
}
