/** Every mode's play route: its address made into the player's request (play-requests.ts). */
import { useTranslation } from 'react-i18next';
import { useParams, useSearch } from 'wouter';
import type { SoloMode } from '../../../../contract/quiz/solo-modes';
import { PageTitle } from '../../../ui/PageTitle';
import { StatusMessage } from '../../../ui/StatusMessage';
import { playTarget, type RouteParams } from './play-requests';
import { PlayRoute } from './PlayRoute';

export function ModePlayScreen({ mode }: { readonly mode: Exclude<SoloMode, 'bookmarks'> }) {
  const { t } = useTranslation();
  const params = useParams<RouteParams>();
  const search = useSearch();
  const target = playTarget(mode, params, new URLSearchParams(search));
  if (!target) {
    return (
      <div className="container">
        <PageTitle title={t('modes.notPlayable.title')} />
        <StatusMessage tone="empty" icon="folder" title={t('modes.empty.questions')} />
      </div>
    );
  }
  return <PlayRoute request={target.request} backTo={target.backTo} />;
}
