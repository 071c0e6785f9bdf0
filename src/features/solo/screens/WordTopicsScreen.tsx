/**
 * Guess The Word: the topics of one category, each played on its own or all at once; offline, the
 * topics of the downloaded category. A premium category not unlocked lists its topics (what the
 * unlock buys) without a way to play them, beside the unlock.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { packIds } from '../../../../contract/offline/pack-ids';
import { idSegment, parseIdSegment } from '../../../lib/id-segment';
import { ApiError } from '../../../lib/request/api-error';
import { useAsync } from '../../../lib/use-async';
import { Button, ButtonLink } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { LoadError, Loading } from '../../../ui/LoadState';
import { OfflineNote } from '../../../ui/OfflineNote';
import { PageTitle } from '../../../ui/PageTitle';
import { StatusMessage } from '../../../ui/StatusMessage';
import { DownloadPackButton } from '../../downloads';
import { lockedPrice, type UnlockTarget } from '../../quiz';
import { withPackFallback } from '../../../lib/pack-fallback';
import { soloApi } from './solo.api';
import { UnlockDialog } from './UnlockDialog';
import { soloPackSubcategories } from './solo-offline';
import { soloPaths } from './solo-paths';
// Quiz Zone's card, row and premium styles (the unlock dialog's chunk brings premium.css only when opened).
import '../../quiz/premium.css';
import '../../quiz/quiz.css';
import './solo-screens.css';

export function WordTopicsScreen() {
  const { t } = useTranslation();
  const params = useParams<{ category: string }>();
  const categoryId = parseIdSegment(params.category);
  const { state, reload } = useAsync(
    (signal) =>
      categoryId
        ? withPackFallback(
            () => soloApi.subcategories(categoryId, signal),
            () => soloPackSubcategories('guess_the_word', categoryId),
          )
        : Promise.reject(new ApiError('NOT_FOUND', 404, t('modes.empty.categoryMissing'), 'category')),
    `word-topics:${categoryId ?? 'none'}`,
  );
  const [unlocking, setUnlocking] = useState<UnlockTarget | null>(null);
  const back = { to: soloPaths.guessTheWord(), label: t('modes.backToCategories') };
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
        <PageTitle title={t('nav.guessTheWord')} back={back} />
        <LoadError error={state.error} onRetry={reload} back={soloPaths.guessTheWord()} />
      </div>
    );
  }
  const { data, source } = state.data;
  const { category, subcategories } = data;
  const segment = idSegment(category.id, category.slug);
  const price = lockedPrice(category);
  return (
    <div className="container">
      <PageTitle title={`${category.icon} ${category.name}`} lead={category.description} back={back} />
      {source === 'pack' ? <OfflineNote>{t('modes.offline.topics')}</OfflineNote> : null}
      {price === null ? (
        <div className="quiz-header-actions">
          <ButtonLink to={soloPaths.guessTheWordPlayAll(segment)}>{t('modes.guessTheWord.playAll')}</ButtonLink>
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
      {subcategories.length === 0 ? <StatusMessage tone="empty" icon="folder" title={t('modes.empty.subcategories')} /> : null}
      <ul className="quiz-list" aria-label={t('modes.topicsOf', { name: category.name })}>
        {subcategories.map((sub) => (
          <li key={sub.id}>
            {price === null ? (
              <Link to={soloPaths.guessTheWordPlay(segment, idSegment(sub.id, sub.slug))} className="quiz-row">
                <span className="quiz-row__title" dir="auto">
                  {sub.name}
                </span>
                <span className="quiz-row__meta">{t('count.questions', { count: sub.no_of_questions })}</span>
                <Icon name="chevron" size={22} className="quiz-row__chevron" />
              </Link>
            ) : (
              <div className="quiz-row quiz-row--locked">
                <span className="quiz-row__title" dir="auto">
                  {sub.name}
                </span>
                <span className="quiz-row__meta">{t('count.questions', { count: sub.no_of_questions })}</span>
                <Icon name="lock" size={22} className="quiz-row__chevron" />
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
