/**
 * The player's notifications, newest first, a page at a time. Opening the screen marks the ones it
 * shows read (the bell's count follows); "Mark all as read" does the rest. Pages merge by id, so a
 * notification that arrives meanwhile (and shifts the pages) is never shown twice.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '../../../contract/api/economy';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { ApiError, isApiError } from '../../lib/request/api-error';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import type { IconName } from '../../ui/icons';
import { PageTitle } from '../../ui/PageTitle';
import { RetryError } from '../../ui/RetryError';
import { Spinner } from '../../ui/Spinner';
import { StatusMessage } from '../../ui/StatusMessage';
import { mergeById } from './merge-by-id';
import { notificationText } from './notification-text';
import { notificationsApi } from './notifications.api';
import { setUnread, useUnread } from './unread';
import './notifications.css';

export const PAGE_SIZE = 20;

interface Loaded {
  readonly items: readonly NotificationItem[];
  readonly total: number;
}

function asApiError(error: unknown): ApiError {
  return isApiError(error) ? error : new ApiError('CLIENT', 0, error instanceof Error ? error.message : String(error));
}

function notificationIcon(type: string): IconName {
  if (type === 'badge') return 'trophy';
  if (type === 'leaderboard') return 'star';
  return type === 'referral' ? 'users' : 'mail';
}

function NotificationRow({ item }: { readonly item: NotificationItem }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const text = notificationText(item, t, locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(item.date));
  return (
    <li className={`notification card${item.read ? '' : ' notification--unread'}`} data-testid={`notification-${item.id}`}>
      <Icon name={notificationIcon(item.type)} size={22} className="notification__icon" />
      <div className="notification__body">
        <h2 className="notification__title" dir="auto">
          {item.read ? null : <span className="notification__new">{t('profile.notifications.unread')}</span>} <span>{text.title}</span>
        </h2>
        <p dir="auto">{text.body}</p>
        <p className="notification__date">
          <time dateTime={item.date}>{date}</time>
        </p>
      </div>
    </li>
  );
}

export function NotificationsScreen() {
  const { t } = useTranslation();
  const unread = useUnread();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [marking, setMarking] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const shownUnread = useRef(unread);

  /** Marks read the unread ones of a page just shown. */
  const markShown = useCallback((items: readonly NotificationItem[]) => {
    const ids = items.filter((item) => !item.read).map((item) => item.id);
    if (ids.length === 0) return;
    notificationsApi.markRead(ids).then(
      (answer) => setUnread(answer.unread),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    notificationsApi.page(0, PAGE_SIZE, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setLoaded((before) => ({ items: mergeById(before?.items ?? [], page.data), total: page.total }));
        setUnread(page.unread);
        markShown(page.data);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(asApiError(failure));
      },
    );
    return () => controller.abort();
  }, [attempt, markShown]);

  // The bell heard of new notifications while this screen is open: bring the newest page in.
  useEffect(() => {
    const before = shownUnread.current;
    shownUnread.current = unread;
    if (loaded && unread !== null && before !== null && unread > before) setAttempt((n) => n + 1);
  }, [unread, loaded]);

  const loadMore = () => {
    if (!loaded) return;
    setLoadingMore(true);
    notificationsApi
      .page(loaded.items.length, PAGE_SIZE)
      .then(
        (page) => {
          setLoaded((before) => ({ items: mergeById(before?.items ?? [], page.data), total: page.total }));
          setUnread(page.unread);
          markShown(page.data);
        },
        (failure: unknown) => setError(asApiError(failure)),
      )
      .finally(() => setLoadingMore(false));
  };

  const markAll = () => {
    setMarking(true);
    notificationsApi
      .markAllRead()
      .then(
        (answer) => {
          setUnread(answer.unread);
          setAnnouncement(t('profile.notifications.allRead'));
        },
        (failure: unknown) => setError(asApiError(failure)),
      )
      .finally(() => setMarking(false));
  };

  const retry = () => {
    setError(null);
    setAttempt((n) => n + 1);
  };

  return (
    <div className="container container--narrow notifications">
      <PageTitle title={t('profile.notifications.title')} back={{ to: '/profile', label: t('profile.title') }} />
      <div className="notifications__tools">
        {unread ? (
          <Button variant="secondary" busy={marking} onClick={markAll}>
            {t('profile.notifications.markAllRead')}
          </Button>
        ) : null}
        <p role="status" className="notifications__announce">
          {announcement}
        </p>
      </div>
      {error ? <RetryError error={error} onRetry={retry} /> : null}
      {!loaded && !error ? <Spinner label={t('common.loading')} /> : null}
      {loaded && loaded.items.length === 0 ? <StatusMessage tone="empty" icon="mail" title={t('profile.notifications.empty')} /> : null}
      {loaded && loaded.items.length > 0 ? (
        <>
          <ul className="notifications__list">
            {loaded.items.map((item) => (
              <NotificationRow key={item.id} item={item} />
            ))}
          </ul>
          <p className="notifications__shown">{t('profile.notifications.shown', { shown: loaded.items.length, total: loaded.total })}</p>
          {loaded.items.length < loaded.total ? (
            <Button variant="secondary" busy={loadingMore} onClick={loadMore}>
              {t('profile.notifications.loadMore')}
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
