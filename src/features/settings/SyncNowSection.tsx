/** The last sync, the queue's state, and "Sync now" with what came of it. */
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlushOutcome } from '../../offline/flusher';
import { lastSyncedAt } from '../../offline/outbox-queries';
import type { SyncState } from '../../offline/status';
import { useConnectivity } from '../../lib/connectivity/connectivity';
import { flushNow } from '../../offline/flush-now';
import { useOutboxStatus } from '../../offline/use-outbox-status';
import { useSafeLiveQuery } from '../../offline/use-safe-live-query';
import { useOutboxUserId } from '../sync-status';
import { Button } from '../../ui/Button';
import { formatDateTime } from './format';
import { Fact, Facts, SettingsSection } from './SettingsSection';

function stateText(state: SyncState, t: TFunction): string {
  switch (state) {
    case 'idle':
      return t('settings.sync.state.idle');
    case 'syncing':
      return t('settings.sync.state.syncing');
    case 'offline':
      return t('settings.sync.state.offline');
    case 'paused-auth':
      return t('settings.sync.state.pausedAuth');
    case 'error':
      return t('settings.sync.state.error');
  }
}

/** What a press of "Sync now" did, in words. */
export function outcomeText(outcome: FlushOutcome | null, t: TFunction): string {
  if (outcome === null) return t('settings.sync.outcome.signedOut');
  if (outcome.skipped === 'offline') return t('settings.sync.outcome.offline');
  if (outcome.skipped) return t('settings.sync.outcome.busy');
  if (outcome.paused) return t('settings.sync.outcome.paused');
  if (outcome.failed === 'offline') return t('settings.sync.outcome.offline');
  if (outcome.failed === 'server') return t('settings.sync.outcome.server');
  if (outcome.done === 0 && outcome.rejected === 0) return t('settings.sync.outcome.nothing');
  return t('settings.sync.outcome.sent', { done: outcome.done, rejected: outcome.rejected });
}

export function SyncNowSection() {
  const { t, i18n } = useTranslation();
  const status = useOutboxStatus();
  const userId = useOutboxUserId();
  // Any flusher on this device counts: this tab, another one, or the worker's Background Sync.
  const deviceLastSync = useSafeLiveQuery(() => (userId ? lastSyncedAt(userId) : Promise.resolve(null)), [userId], null) ?? null;
  const lastSync = deviceLastSync ?? status.lastSyncAt;
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState('');
  const { online } = useConnectivity();

  const syncNow = (): void => {
    setBusy(true);
    setOutcome('');
    flushNow({ ignoreBackoff: true })
      .then(
        (result) => setOutcome(outcomeText(result, t)),
        () => setOutcome(t('settings.sync.outcome.failed')),
      )
      .finally(() => setBusy(false));
  };

  return (
    <SettingsSection title={t('settings.sync.syncTitle')}>
      <Facts>
        <Fact label={t('settings.sync.lastSync')}>
          {lastSync ? formatDateTime(lastSync, i18n.language) : t('settings.sync.notYet')}
        </Fact>
        <Fact label={t('settings.sync.queueState')}>{stateText(status.state, t)}</Fact>
      </Facts>
      <div className="settings-actions">
        {/* Disabled offline (the flusher would not try): the reason is read with the button. */}
        <Button onClick={syncNow} busy={busy} disabled={!online} aria-describedby={online ? undefined : 'sync-now-offline'}>
          {t('settings.sync.syncNow')}
        </Button>
      </div>
      {online ? null : (
        <p id="sync-now-offline" className="field__hint">
          {t('settings.sync.syncNowOffline')}
        </p>
      )}
      <p className="settings-outcome" role="status" aria-live="polite">
        {outcome}
      </p>
    </SettingsSection>
  );
}
