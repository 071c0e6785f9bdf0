/**
 * All fifteen badges (spec section 3): earned ones with their date, locked ones with their progress.
 * Offline it shows the list as last read (the service worker's copy) with the day it was saved, and
 * rounds waiting on this device are named: the badges they earn come with their scoring. The list
 * is read again, keeping the one shown meanwhile, when the network is back or those rounds are scored.
 */
import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { onConnectivityChange } from '../../lib/connectivity/connectivity';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { usePendingRounds } from '../../lib/pending-rounds-slot';
import { useAsync } from '../../lib/use-async';
import { Icon } from '../../ui/Icon';
import { PageTitle } from '../../ui/PageTitle';
import { RetryError } from '../../ui/RetryError';
import { Spinner } from '../../ui/Spinner';
import { BadgeCard } from './BadgeCard';
import { badgesApi, type BadgeList } from './badges.api';
import './badges.css';

/** When the stored copy was saved: the day and the time, as the coin history says it. */
function formatSavedAt(at: Date, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/**
 * Reads the list again in the background when what is shown may be behind the server: back online
 * after the stored copy, or when rounds were scored (the returned function).
 */
function useReadAgain(shown: BadgeList | null, setData: (list: BadgeList) => void): () => void {
  const inFlight = useRef<AbortController | null>(null);
  const readAgain = useCallback(() => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    // A failure leaves the list shown as it was; the next trigger tries again.
    badgesApi.list(controller.signal).then(
      (list) => {
        if (!controller.signal.aborted) setData(list);
      },
      () => undefined,
    );
  }, [setData]);
  const onOnline = useEffectEvent(() => {
    if (shown?.cachedAt) readAgain();
  });
  useEffect(() => {
    const stop = onConnectivityChange((online) => {
      if (online) onOnline();
    });
    return () => {
      stop();
      inFlight.current?.abort();
    };
  }, []);
  return readAgain;
}

export function BadgesScreen() {
  const { t, i18n } = useTranslation();
  const pendingRounds = usePendingRounds();
  const badges = useAsync((signal) => badgesApi.list(signal), 'badges');
  const { state } = badges;
  const shown = state.status === 'success' ? state.data : null;
  const readAgain = useReadAgain(shown, badges.setData);
  const list = shown?.badges ?? null;
  const earned = list?.filter((badge) => badge.status === 'unlocked').length ?? 0;
  return (
    <div className="container badges">
      <PageTitle title={t('profile.badges.title')} lead={t('profile.badges.intro')} back={{ to: '/profile', label: t('profile.title') }} />
      {/* ui/OfflineNote's look, written out: importing it here split the play route's shared chunk. */}
      {shown?.cachedAt ? (
        <p className="offline-note" role="status">
          <Icon name="download" size={20} />
          <span>{t('profile.badges.cached', { date: formatSavedAt(shown.cachedAt, i18n.language) })}</span>
        </p>
      ) : null}
      {pendingRounds({ place: 'badges', onScored: readAgain })}
      {state.status === 'loading' ? <Spinner label={t('common.loading')} /> : null}
      {state.status === 'error' ? <RetryError error={state.error} onRetry={badges.reload} /> : null}
      {list ? (
        <>
          <p className="badges__summary">{t('profile.badges.summary', { earned, total: list.length })}</p>
          <ul className="badges__grid">
            {list.map((badge) => (
              <BadgeCard key={badge.type} badge={badge} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
