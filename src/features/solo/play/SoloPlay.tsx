/**
 * The solo player every mode screen renders: turns the request into a round (load-round.ts), says
 * where it came from (a download plays as practice), and plays it (SoloRound). A round that cannot
 * be had says why in the server's words ('You have Already Played', no questions, a premium
 * category to unlock first, not enough coins) with the way back; offline with nothing downloaded,
 * it says so honestly and links to the downloads.
 */
import { useTranslation } from 'react-i18next';
import { useConnectivity } from '../../../lib/connectivity/connectivity';
import { useAsync } from '../../../lib/use-async';
import { Button, ButtonLink } from '../../../ui/Button';
import { Loading } from '../../../ui/LoadState';
import { OfflineNote } from '../../../ui/OfflineNote';
import { StatusMessage } from '../../../ui/StatusMessage';
import { loadOrResume, requestKey } from './load-round';
import { isNetworkFailure } from '../../../lib/pack-fallback';
import { currentUserId } from '../../../lib/session/current-user-id';
import type { SoloPlayProps } from './solo-request';
import { SoloRound } from './SoloRound';
import '../../quiz/quiz.css';
import './solo.css';

function LoadFailure({ error, backTo, request, onRetry }: { readonly error: { code: string; message: string }; readonly onRetry: () => void } & SoloPlayProps) {
  const { t } = useTranslation();
  if (isNetworkFailure(error)) {
    const bookmarks = request.mode === 'bookmarks';
    return (
      <StatusMessage
        tone="empty"
        icon="wifiOff"
        headingLevel={1}
        title={t(bookmarks ? 'solo.load.needsConnection' : 'solo.load.notDownloaded')}
        action={
          <>
            {bookmarks ? null : <ButtonLink to="/downloads">{t('solo.load.toDownloads')}</ButtonLink>}
            <ButtonLink to={backTo} variant="ghost">
              {t('solo.result.back')}
            </ButtonLink>
          </>
        }
      >
        <p>{t(bookmarks ? 'solo.load.bookmarksOffline' : 'solo.load.notDownloadedBody')}</p>
      </StatusMessage>
    );
  }
  const retryable = !['ALREADY_PLAYED', 'NO_QUESTIONS', 'PREMIUM_LOCKED', 'NOT_ENOUGH_COINS'].includes(error.code);
  return (
    <StatusMessage
      tone={error.code === 'NO_QUESTIONS' ? 'empty' : 'error'}
      icon={error.code === 'PREMIUM_LOCKED' ? 'lock' : 'warning'}
      headingLevel={1}
      title={error.message}
      action={
        <>
          {retryable ? (
            <Button onClick={onRetry}>{t('common.retry')}</Button>
          ) : null}
          <ButtonLink to={backTo} variant={retryable ? 'ghost' : 'primary'}>
            {t(error.code === 'PREMIUM_LOCKED' ? 'solo.load.unlockPath' : 'solo.result.back')}
          </ButtonLink>
        </>
      }
    >
      {error.code === 'PREMIUM_LOCKED' ? <p>{t('solo.load.premiumBody')}</p> : null}
      {error.code === 'NOT_ENOUGH_COINS' ? <p>{t('solo.load.coinsBody')}</p> : null}
    </StatusMessage>
  );
}

export function SoloPlay({ request, backTo }: SoloPlayProps) {
  const { t } = useTranslation();
  const { online } = useConnectivity();
  const key = requestKey(request);
  const { state, reload } = useAsync((signal) => loadOrResume(request, currentUserId(), signal), `solo:${key}`);
  let body;
  if (state.status === 'loading') body = <Loading />;
  else if (state.status === 'error') body = <LoadFailure error={state.error} request={request} backTo={backTo} onRetry={reload} />;
  else if (state.data.played.round.questions.length === 0) {
    body = <StatusMessage tone="empty" icon="layers" headingLevel={1} title={t('errors.NO_QUESTIONS')} action={<ButtonLink to={backTo}>{t('solo.result.back')}</ButtonLink>} />;
  } else {
    const { played, resume } = state.data;
    body = (
      <>
        {/* Known offline, the layout's banner says it already: one offline banner at a time. */}
        {played.source === 'pack' && online ? <OfflineNote>{t('solo.load.fromDownload')}</OfflineNote> : null}
        <SoloRound
          key={`${played.round.round_id}:${played.round.scope}:${played.round.questions.map((q) => q.id).join(',')}`}
          played={played}
          resume={resume}
          storeKey={key}
          backTo={backTo}
          onPlayAgain={reload}
        />
      </>
    );
  }
  return <div className="container container--narrow">{body}</div>;
}
