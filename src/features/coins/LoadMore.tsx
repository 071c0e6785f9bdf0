/**
 * The end of the coin history list. Scrolling near it loads the next page (an IntersectionObserver
 * on a sentinel); the button does the same for keyboard and screen reader users, and wherever the
 * observer is missing. One polite status line says what is happening: loading, how many entries
 * are shown, the end of the list, or why the next page is not there. After a failure nothing loads
 * by itself (no retry loop while offline); the same button, now "Try again", asks again, so a
 * keyboard user's focus stays where it was.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import type { HistoryState } from './history-pages';

/** Start the next page this far before the list's end comes into view. */
const AHEAD = '0px 0px 400px 0px';

export interface LoadMoreProps {
  readonly state: HistoryState;
  /** The observer's request. */
  readonly onNearEnd: () => void;
  /** The button's request. */
  readonly onButton: () => void;
}

function statusText(state: HistoryState, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (state.pending !== null) return t('coins.more.loading');
  // A page the network could not bring and the device has not kept.
  if (state.failure) return t(state.failure.error.code === 'NETWORK' ? 'coins.more.offline' : 'coins.more.failed');
  const shown = state.entries.length;
  const summary = t('coins.list.summary', { shown, count: state.total ?? 0 });
  // Entries booked while the player paged sit above the first page (paging is by offset): then the
  // last page is not the whole history, and the line does not say it is.
  return state.complete && shown >= (state.total ?? 0) ? `${summary}. ${t('coins.list.end')}` : summary;
}

export function LoadMore({ state, onNearEnd, onButton }: LoadMoreProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const watch = !state.complete && state.failure === null;
  const shown = state.entries.length;

  useEffect(() => {
    const element = sentinel.current;
    if (!watch || !element || typeof IntersectionObserver === 'undefined') return;
    // A new observer for every page shown: its first report says whether the end is still in view
    // (a short page on a tall screen), which a kept observer would never report again.
    const observer = new IntersectionObserver((records) => {
      if (records.some((record) => record.isIntersecting)) onNearEnd();
    }, { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [watch, shown, onNearEnd]);

  return (
    <div className="coin-history__more">
      <p className="coin-history__status" role="status">
        {statusText(state, t)}
      </p>
      {state.complete ? null : (
        <Button variant="secondary" onClick={onButton}>
          {state.failure ? t('common.retry') : t('coins.more.button')}
        </Button>
      )}
      <div ref={sentinel} className="coin-history__sentinel" aria-hidden="true" />
    </div>
  );
}
