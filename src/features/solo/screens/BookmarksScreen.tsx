/**
 * The player's bookmarks in the profile, by mode type: each question with its category, a way to
 * remove it and a way to play the listed ones again as a bookmarks round (never paid). A removal
 * takes the play screen's path (bookmark-toggle-api.ts): set_bookmark online, where a refusal says
 * 'Cannot Remove Question from Bookmark.' and the question stays; offline, or with the server out
 * of reach, the outbox's set_bookmark op, so the question leaves the list at once and syncs later.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookmarkItem } from '../../../../contract/api/bookmarks';
import { CATEGORY_TYPES, type CategoryType } from '../../../../contract/quiz/solo-modes';
import { useAsync } from '../../../lib/use-async';
import { Button, ButtonLink } from '../../../ui/Button';
import { LoadError, Loading } from '../../../ui/LoadState';
import { PageTitle } from '../../../ui/PageTitle';
import { StatusMessage } from '../../../ui/StatusMessage';
import { setBookmark } from '../play/bookmark-toggle-api';
import { currentUserId } from '../play/play-helpers';
import { soloApi } from './solo.api';
import { soloPaths } from './solo-paths';
import './solo-screens.css';

function TypeTabs({ value, onChange }: { readonly value: CategoryType | undefined; readonly onChange: (type: CategoryType | undefined) => void }) {
  const { t } = useTranslation();
  const choices: ReadonlyArray<CategoryType | undefined> = [undefined, ...CATEGORY_TYPES];
  return (
    <div className="solo-tabs" role="group" aria-label={t('modes.bookmarks.byType')}>
      {choices.map((type) => (
        <Button key={type ?? 'all'} variant={type === value ? 'primary' : 'secondary'} aria-pressed={type === value} onClick={() => onChange(type)}>
          {type ? t(`modes.types.${type}`) : t('modes.bookmarks.all')}
        </Button>
      ))}
    </div>
  );
}

function BookmarkRow({ item, onRemoved }: { readonly item: BookmarkItem; readonly onRemoved: (queued: boolean) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function remove() {
    const userId = currentUserId();
    if (busy || !userId) return;
    setBusy(true);
    setFailed(false);
    try {
      const outcome = await setBookmark(userId, item.question_id, false, item.type);
      onRemoved(outcome.kind === 'queued');
    } catch {
      // The server refused (a network failure is queued instead): the spec's message, the question stays.
      setFailed(true);
      setBusy(false);
    }
  }
  return (
    <li className="solo-bookmark">
      <div>
        <p dir="auto">{item.question}</p>
        <p className="quiz-row__meta" dir="auto">
          {item.category_name} · {t(`modes.types.${item.type}`)}
        </p>
        {failed ? (
          <p className="field-error" role="alert">
            {t('modes.bookmarks.removeFailed')}
          </p>
        ) : null}
      </div>
      <Button variant="secondary" busy={busy} onClick={() => void remove()} aria-label={t('modes.bookmarks.removeLabel', { question: item.question })}>
        {t('modes.bookmarks.remove')}
      </Button>
    </li>
  );
}

export function BookmarksScreen() {
  const { t } = useTranslation();
  const [type, setType] = useState<CategoryType | undefined>(undefined);
  const { state, reload, setData } = useAsync((signal) => soloApi.bookmarks(type, signal), `bookmarks:${type ?? 'all'}`);
  const [queued, setQueued] = useState(false);
  const removed = (questionId: number, waiting: boolean) => {
    if (state.status !== 'success') return;
    setQueued(waiting);
    setData({ ...state.data, data: state.data.data.filter((item) => item.question_id !== questionId), total: Math.max(0, state.data.total - 1) });
  };
  return (
    <div className="container">
      <PageTitle title={t('modes.bookmarks.title')} lead={t('modes.bookmarks.lead')} back={{ to: '/profile', label: t('modes.bookmarks.backToProfile') }} />
      <TypeTabs value={type} onChange={setType} />
      <p className="solo-bookmarks__note" role="status" aria-live="polite">
        {queued ? t('modes.bookmarks.removeQueued') : ''}
      </p>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? <LoadError error={state.error} onRetry={reload} /> : null}
      {state.status === 'success' && state.data.data.length === 0 ? <StatusMessage tone="empty" icon="bookmark" title={t('modes.bookmarks.empty')} /> : null}
      {state.status === 'success' && state.data.data.length > 0 ? (
        <>
          <div className="quiz-header-actions">
            <ButtonLink to={soloPaths.playBookmarks(type)}>{t('modes.bookmarks.play')}</ButtonLink>
          </div>
          <ul className="solo-bookmarks" aria-label={t('modes.bookmarks.title')}>
            {state.data.data.map((item) => (
              <BookmarkRow key={item.question_id} item={item} onRemoved={(waiting) => removed(item.question_id, waiting)} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
