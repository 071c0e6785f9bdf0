/**
 * The end of a paged list (src/lib/paging). Scrolling near it loads the next page (an
 * IntersectionObserver on a sentinel); the button does the same for keyboard and screen reader
 * users, and wherever the observer is missing, and then moves focus to the first row it brought.
 * One polite status line says what is happening: loading, how many rows are shown, the end of the
 * list, or why the next page is not there. After a failure nothing loads by itself (no retry loop
 * while offline); the same button, now "Try again", asks again, so a keyboard user's focus stays
 * where it was.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page, PagedState } from '../lib/paging/paged-list';
import { Button } from './Button';
import './load-more.css';

/** Start the next page this far before the list's end comes into view. */
const AHEAD = '0px 0px 400px 0px';

/** The list's own words. */
export interface LoadMoreWords {
  /** "Showing 20 of 45 entries". */
  readonly summary: string;
  /** Added to the summary once every row is shown: "That is your whole history." */
  readonly end: string;
  readonly loading: string;
  /** The next page is not on this device and the network cannot bring it. */
  readonly offline: string;
  readonly failed: string;
  readonly button: string;
}

export interface LoadMoreProps {
  readonly state: PagedState<unknown, Page<unknown>>;
  /** The list whose children are the rows (each focusable from script: tabIndex -1). */
  readonly list: RefObject<HTMLElement | null>;
  readonly words: LoadMoreWords;
  readonly onLoadMore: () => void;
}

function statusText(state: LoadMoreProps['state'], words: LoadMoreWords): string {
  if (state.pending !== null) return words.loading;
  // A page the network could not bring and the device has not kept.
  if (state.failure) return state.failure.error.code === 'NETWORK' ? words.offline : words.failed;
  // Rows added while the player paged sit above the first page (paging is by offset): then the
  // last page is not the whole list, and the line does not say it is.
  return state.complete && state.items.length >= (state.total ?? 0) ? `${words.summary}. ${words.end}` : words.summary;
}

export function LoadMore({ state, list, words, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  /** How many rows were shown when the button was pressed: focus goes to the first one it brings. */
  const focusFrom = useRef<number | null>(null);
  const watch = !state.complete && state.failure === null;
  const shown = state.items.length;

  useEffect(() => {
    const element = sentinel.current;
    if (!watch || !element || typeof IntersectionObserver === 'undefined') return;
    // A new observer for every page shown: its first report says whether the end is still in view
    // (a short page on a tall screen), which a kept observer would never report again.
    const observer = new IntersectionObserver((records) => {
      if (records.some((record) => record.isIntersecting)) onLoadMore();
    }, { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [watch, shown, onLoadMore]);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || state.pending !== null) return;
    focusFrom.current = null;
    const first = shown > from ? list.current?.children.item(from) : null;
    if (first instanceof HTMLElement) first.focus();
  }, [shown, state.pending, list]);

  const onButton = (): void => {
    focusFrom.current = shown;
    onLoadMore();
  };

  return (
    <div className="load-more">
      <p className="load-more__status" role="status">
        {statusText(state, words)}
      </p>
      {state.complete ? null : (
        <Button variant="secondary" onClick={onButton}>
          {state.failure ? t('common.retry') : words.button}
        </Button>
      )}
      <div ref={sentinel} className="load-more__sentinel" aria-hidden="true" />
    </div>
  );
}
