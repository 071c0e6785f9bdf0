/**
 * Maintenance mode: on or off, with the notice players see. Turning it on is asked first: while it
 * is on every player but admins is kept out of play (their offline work waits in the outbox).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inlineErrorMessage } from '../../../lib/i18n/inline-error';
import { useAsync } from '../../../lib/use-async';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Spinner } from '../../../ui/Spinner';
import { StatusMessage } from '../../../ui/StatusMessage';
import { TextAreaField } from '../components/TextAreaField';
import { refusalOf } from '../components/server-refusal';
import { settingsApi } from './settings.api';

export function MaintenancePanel() {
  const { t } = useTranslation();
  const { state, reload, setData } = useAsync((signal) => settingsApi.maintenance(signal), 'maintenance');
  const [message, setMessage] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');

  if (state.status === 'loading') return <Spinner label={t('common.loading')} />;
  if (state.status === 'error') {
    return (
      <StatusMessage tone="error" title={t('common.loadFailed')} action={<Button onClick={reload}>{t('common.retry')}</Button>}>
        <p>{inlineErrorMessage(state.error)}</p>
      </StatusMessage>
    );
  }
  const current = state.data;
  const notice = message ?? current.message;

  const send = async (enabled: boolean) => {
    const trimmed = notice.trim();
    if (trimmed.length < 1 || trimmed.length > 500) {
      setAsking(false);
      return setError(t('admin.maintenance.messageInvalid'));
    }
    setBusy(true);
    setError(null);
    setDone('');
    try {
      const answer = await settingsApi.setMaintenance({ enabled, message: trimmed });
      setData({ ...current, enabled: answer.enabled, message: answer.message });
      setMessage(null);
      setDone(answer.changed ? t(answer.enabled ? 'admin.maintenance.doneOn' : 'admin.maintenance.doneOff') : t('admin.maintenance.unchanged'));
    } catch (failure) {
      setError(refusalOf(failure).message);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <section className="card admin-panel" aria-labelledby="admin-maintenance">
      <h2 id="admin-maintenance">{t('admin.maintenance.title')}</h2>
      <p className={current.enabled ? 'admin-maintenance__state admin-maintenance__state--on' : 'admin-maintenance__state'}>
        {current.enabled ? t('admin.maintenance.isOn') : t('admin.maintenance.isOff')}
      </p>
      <TextAreaField
        label={t('admin.maintenance.message')}
        hint={t('admin.maintenance.messageHint', { text: current.default_message })}
        rows={3}
        maxLength={500}
        value={notice}
        error={error}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className="admin-panel__actions">
        {current.enabled ? (
          <>
            <Button busy={busy} onClick={() => void send(false)}>
              {t('admin.maintenance.turnOff')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void send(true)}>
              {t('admin.maintenance.saveMessage')}
            </Button>
          </>
        ) : (
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t('admin.maintenance.turnOn')}
          </Button>
        )}
      </div>
      <p className="admin-done" role="status">
        {done}
      </p>
      {asking ? (
        <ConfirmDialog
          open
          title={t('admin.maintenance.confirmTitle')}
          confirmLabel={t('admin.maintenance.turnOn')}
          cancelLabel={t('common.cancel')}
          danger
          busy={busy}
          onConfirm={() => void send(true)}
          onCancel={() => setAsking(false)}
        >
          <p>{t('admin.maintenance.confirmBody')}</p>
          <blockquote className="admin-maintenance__notice" dir="auto">
            {notice.trim()}
          </blockquote>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
