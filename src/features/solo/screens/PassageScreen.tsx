/**
 * Fun & Learn's reading screen: the passage's title, picture, paragraphs, its audio or video with
 * the transcript (for players who cannot hear it), then the way to its questions.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { FunNLearnPassage } from '../../../../contract/api/solo';
import { useDocumentTitle } from '../../../lib/document-title';
import { idSegment, parseIdSegment } from '../../../lib/id-segment';
import { ApiError } from '../../../lib/request/api-error';
import { useAsync } from '../../../lib/use-async';
import { ButtonLink } from '../../../ui/Button';
import { LoadError, Loading } from '../../../ui/LoadState';
import { OfflineNote } from '../../../ui/OfflineNote';
import { PageTitle } from '../../../ui/PageTitle';
import { StatusMessage } from '../../../ui/StatusMessage';
import { lockedPrice } from '../../quiz';
import { loadFunLearnCategory, paragraphsOf } from './fun-learn-data';
import { soloPaths } from './solo-paths';
import './solo-screens.css';

function PassageMedia({ passage }: { readonly passage: FunNLearnPassage }) {
  const { t } = useTranslation();
  return (
    <>
      {passage.video_url ? (
        // The transcript below stands in for a caption track, for every player and offline too.
        <video controls preload="metadata" src={passage.video_url} aria-describedby="passage-transcript" />
      ) : passage.audio_url ? (
        <audio controls preload="metadata" src={passage.audio_url} aria-describedby="passage-transcript" />
      ) : null}
      {passage.transcript ? (
        <details>
          <summary>{t('modes.funAndLearn.transcript')}</summary>
          <p id="passage-transcript" dir="auto">
            {passage.transcript}
          </p>
        </details>
      ) : null}
    </>
  );
}

export function PassageScreen() {
  const { t } = useTranslation();
  const params = useParams<{ category: string; passage: string }>();
  const categoryId = parseIdSegment(params.category);
  const passageId = parseIdSegment(params.passage);
  const { state, reload } = useAsync(
    (signal) => (categoryId ? loadFunLearnCategory(categoryId, signal) : Promise.reject(new ApiError('NOT_FOUND', 404, t('modes.empty.categoryMissing'), 'category'))),
    `passage:${categoryId ?? 'none'}`,
  );
  const passage = state.status === 'success' ? state.data.data.passages.find((p) => p.id === passageId) : undefined;
  useDocumentTitle(passage?.title ?? t('nav.funAndLearn'));
  const categoryPath = params.category ? soloPaths.funAndLearnCategory(params.category) : soloPaths.funAndLearn();
  const back = { to: categoryPath, label: t('modes.funAndLearn.backToPassages') };
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
        <LoadError error={state.error} onRetry={reload} back={categoryPath} />
      </div>
    );
  }
  // A locked premium category's passages are not served: the way to unlock is on its passages list.
  if (lockedPrice(state.data.data.category) !== null) {
    return (
      <div className="container">
        <PageTitle title={t('nav.funAndLearn')} back={back} />
        <StatusMessage tone="info" icon="lock" title={t('modes.funAndLearn.locked')} action={<ButtonLink to={categoryPath}>{t('modes.funAndLearn.backToPassages')}</ButtonLink>} />
      </div>
    );
  }
  if (!passage) {
    return (
      <div className="container">
        <PageTitle title={t('nav.funAndLearn')} back={back} />
        <StatusMessage tone="empty" icon="book" title={t('modes.empty.passage')} />
      </div>
    );
  }
  const { category } = state.data.data;
  return (
    <div className="container">
      <PageTitle title={passage.title} lead={category.name} back={back} />
      {state.data.source === 'pack' ? <OfflineNote>{t('modes.offline.passage')}</OfflineNote> : null}
      <article className="solo-passage" dir="auto">
        {passage.image_url ? <img src={passage.image_url} alt={passage.image_alt ?? ''} /> : null}
        {paragraphsOf(passage.detail).map((paragraph, index) => (
          // Paragraphs have no id of their own; their order is fixed for a passage.
          <p key={index}>{paragraph}</p>
        ))}
        <PassageMedia passage={passage} />
      </article>
      <div className="quiz-header-actions">
        <ButtonLink to={soloPaths.funAndLearnPlay(idSegment(category.id, category.slug), String(passage.id))}>
          {t('modes.funAndLearn.start')}
        </ButtonLink>
      </div>
    </div>
  );
}
