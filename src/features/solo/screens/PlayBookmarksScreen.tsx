/**
 * Playing the bookmarks (/play-bookmark-questions and /profile/play-bookmark-questions, optionally
 * of one type): the player's round when there are any, else an empty state with the way to the list.
 */
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useAsync } from '../../../lib/use-async';
import { ButtonLink } from '../../../ui/Button';
import { LoadError, Loading } from '../../../ui/LoadState';
import { PageTitle } from '../../../ui/PageTitle';
import { StatusMessage } from '../../../ui/StatusMessage';
import { bookmarkTypeOf, playTarget } from './play-requests';
import { PlayRoute } from './PlayRoute';
import { soloApi } from './solo.api';
import { soloPaths } from './solo-paths';

export function PlayBookmarksScreen() {
  const { t } = useTranslation();
  const search = useSearch();
  const query = new URLSearchParams(search);
  const target = playTarget('bookmarks', {}, query);
  const type = bookmarkTypeOf(query);
  // Only the count matters here; the player asks for the round itself.
  const { state, reload } = useAsync((signal) => soloApi.bookmarks(type, signal), `play-bookmarks:${type ?? 'all'}`);
  if (state.status === 'success' && state.data.total > 0 && target) return <PlayRoute request={target.request} backTo={target.backTo} />;
  return (
    <div className="container">
      <PageTitle title={t('modes.bookmarks.playTitle')} back={{ to: soloPaths.bookmarks(), label: t('modes.bookmarks.title') }} />
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? <LoadError error={state.error} onRetry={reload} /> : null}
      {state.status === 'success' ? (
        <StatusMessage tone="empty" icon="bookmark" title={t('modes.bookmarks.empty')} action={<ButtonLink to={soloPaths.bookmarks()} variant="secondary">{t('modes.bookmarks.title')}</ButtonLink>}>
          <p>{t('modes.bookmarks.howTo')}</p>
        </StatusMessage>
      ) : null}
    </div>
  );
}
