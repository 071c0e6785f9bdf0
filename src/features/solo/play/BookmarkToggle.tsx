/**
 * The bookmark toggle of a question, on the play and review screens (aria-pressed). Online it is
 * saved at once; offline it waits in the outbox and says so. A removal the server refuses says
 * 'Cannot Remove Question from Bookmark.'; an addition it refuses says the server's words.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryType } from '../../../../contract/quiz/solo-modes';
import { isApiError } from '../../../lib/request/api-error';
import { Icon } from '../../../ui/Icon';
import { setBookmark } from './bookmark-toggle-api';
import { currentUserId } from '../../../lib/session/current-user-id';

export interface BookmarkToggleProps {
  readonly questionId: number;
  readonly type: CategoryType;
  readonly initial?: boolean;
  /** Told each change the server (or the outbox) took, so the round can show it again in the review. */
  readonly onChange?: (bookmarked: boolean) => void;
}

export function BookmarkToggle({ questionId, type, initial = false, onChange }: BookmarkToggleProps) {
  const { t } = useTranslation();
  const [marked, setMarked] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const toggle = () => {
    const userId = currentUserId();
    if (busy || !userId) return;
    const want = !marked;
    setBusy(true);
    setNote(null);
    setBookmark(userId, questionId, want, type)
      .then((outcome) => {
        setMarked(outcome.bookmarked);
        onChange?.(outcome.bookmarked);
        setNote(outcome.kind === 'queued' ? t('solo.bookmark.queued') : t(outcome.bookmarked ? 'solo.bookmark.added' : 'solo.bookmark.removed'));
      })
      .catch((error: unknown) => {
        setNote(want ? (isApiError(error) ? error.message : t('solo.bookmark.failed')) : t('errors.BOOKMARK_REMOVE_FAILED'));
      })
      .finally(() => setBusy(false));
  };
  return (
    <span className="bookmark">
      <button type="button" className="bookmark__toggle" aria-pressed={marked} aria-busy={busy || undefined} onClick={toggle} data-testid={`bookmark-${questionId}`}>
        <Icon name="bookmark" size={20} className={marked ? 'bookmark__icon--on' : ''} />
        <span>{t('solo.bookmark.label')}</span>
      </button>
      <span className="bookmark__note" role="status" aria-live="polite">
        {note ?? ''}
      </span>
    </span>
  );
}
