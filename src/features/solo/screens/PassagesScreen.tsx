/**
 * Fun & Learn: the passages of one category, each to read before its questions (with the player's
 * best result when played); offline, the downloaded category's passages.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { packIds } from '../../../../contract/offline/pack-ids';
import { idSegment, parseIdSegment } from '../../../lib/id-segment';
import { formatPercentage } from '../../../lib/i18n/number-format';
import { ApiError } from '../../../lib/request/api-error';
import { useAsync } from '../../../lib/use-async';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { LoadError, Loading } from '../../../ui/LoadState';
import { OfflineNote } from '../../../ui/OfflineNote';
import { PageTitle } from '../../../ui/PageTitle';
import { StatusMessage } from '../../../ui/StatusMessage';
import { DownloadPackButton } from '../../downloads';
import { lockedPrice, type UnlockTarget } from '../../quiz';
import { loadFunLearnCategory } from './fun-learn-data';
import { UnlockDialog } from './UnlockDialog';
import { soloPaths } from './solo-paths';
// Quiz Zone's card, row and premium styles (the unlock dialog's chunk brings premium.css only when opened).
import '../../quiz/premium.css';
import '../../quiz/quiz.css';
import './solo-screens.css';

export function PassagesScreen() {
  const { t, i18n } = useTranslation();
  const params = useParams<{ category: string }>();
  const categoryId = parseIdSegment(params.category);
  const { state, reload } = useAsync(
    (signal) => (categoryId ? loadFunLearnCategory(categoryId, signal) : Promise.reject(new ApiError('NOT_FOUND', 404, t('modes.empty.categoryMissing'), 'category'))),
    `passages:${categoryId ?? 'none'}`,
  );
  const [unlocking, setUnlocking] = useState<UnlockTarget | null>(null);
  const back = { to: soloPaths.funAndLearn(), label: t('modes.backToCategories') };
  if (state.status === 'loading') {
    return (
      <div className="container">
        <Loading />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="container">
        <PageTitle title={t('nav.funAndLearn')} back={back} />
        <LoadError error={state.error} onRetry={reload} back={soloPaths.funAndLearn()} />
      </div>
    );
  }
  const { category, passages } = state.data.data;
  const segment = idSegment(category.id, category.slug);
  const price = lockedPrice(category);
  return (
    <div className="container">
      <PageTitle title={`${category.icon} ${category.name}`} lead={category.description} back={back} />
      {state.data.source === 'pack' ? <OfflineNote>{t('modes.offline.passages')}</OfflineNote> : null}
      {price === null ? (
        <div className="quiz-header-actions">
          <DownloadPackButton packId={packIds.soloCategory(category.id)} title={category.name} />
        </div>
      ) : (
        <div className="premium-banner">
          <Icon name="lock" size={24} />
          <p className="premium-banner__text">{t('premium.banner.text', { coins: t('count.coins', { count: price }) })}</p>
          <Button aria-haspopup="dialog" onClick={() => setUnlocking({ id: category.id, slug: category.slug, name: category.name, coins: price })}>
            {t('premium.banner.unlock')}
          </Button>
        </div>
      )}
      <UnlockDialog
        category={unlocking}
        onCancel={() => setUnlocking(null)}
        onUnlocked={() => {
          setUnlocking(null);
          reload();
        }}
      />
      {price === null && passages.length === 0 ? <StatusMessage tone="empty" icon="folder" title={t('modes.empty.passages')} /> : null}
      {passages.length > 0 ? (
        <ul className="quiz-list" aria-label={t('modes.funAndLearn.passagesOf', { name: category.name })}>
          {passages.map((passage) => (
            <li key={passage.id}>
              <Link to={soloPaths.funAndLearnPassage(segment, String(passage.id))} className="quiz-row">
                <span className="quiz-row__title" dir="auto">
                  {passage.title}
                </span>
                <span className="quiz-row__meta">
                  {t('count.questions', { count: passage.no_of_questions })}
                  {passage.best_percentage === null ? null : ` · ${t('modes.funAndLearn.best', { percent: formatPercentage(passage.best_percentage, i18n.language) })}`}
                </span>
                <Icon name="chevron" size={22} className="quiz-row__chevron" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
