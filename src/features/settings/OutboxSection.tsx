/**
 * The signed-in user's outbox as a live list (Dexie liveQuery: it follows the flusher and other
 * tabs without polling), and a word about other people's writes waiting on this device.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countDeviceOps, countOtherUsersOps, listUserOps } from '../../offline/outbox-queries';
import { Spinner } from '../../ui/Spinner';
import { useSafeLiveQuery } from '../../offline/use-safe-live-query';
import { useOutboxUserId } from '../sync-status';
import { OutboxOpItem } from './OutboxOpItem';
import { SettingsSection } from './SettingsSection';

function OwnOps({ userId, onDone }: { readonly userId: string; readonly onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const ops = useSafeLiveQuery(() => listUserOps(userId), [userId], 'failed' as const);
  const summary = useRef<HTMLParagraphElement>(null);
  const acted = useRef<string | null>(null);

  // A retried op loses its buttons and a discarded one its whole item, taking focus with them: once
  // the list shows the change, focus goes to the summary above it instead of the page's top.
  useEffect(() => {
    const id = acted.current;
    if (id === null || !Array.isArray(ops) || ops.some((op) => op.op_id === id && op.status === 'dead')) return;
    acted.current = null;
    summary.current?.focus();
  }, [ops]);

  if (!ops) return <Spinner label={t('common.loading')} />;
  if (ops === 'failed') return <p role="alert">{t('settings.outbox.unreadable')}</p>;
  return (
    <>
      <p ref={summary} tabIndex={-1} className="settings-section__summary">
        {ops.length === 0 ? t('settings.outbox.empty') : t('settings.outbox.count', { count: ops.length })}
      </p>
      {ops.length > 0 ? (
        <ul className="outbox-list">
          {ops.map((op) => (
            <OutboxOpItem key={op.op_id} op={op} onAction={(id) => (acted.current = id)} onDone={onDone} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function OutboxSection() {
  const { t } = useTranslation();
  const userId = useOutboxUserId();
  const others = useSafeLiveQuery(() => (userId ? countOtherUsersOps(userId) : countDeviceOps()), [userId], 0) ?? 0;
  const [message, setMessage] = useState('');
  return (
    <SettingsSection title={t('settings.outbox.title')}>
      {userId ? <OwnOps userId={userId} onDone={setMessage} /> : <p>{t('settings.outbox.signedOut')}</p>}
      {others > 0 ? <p className="field__hint">{t('settings.outbox.others', { count: others })}</p> : null}
      <p className="settings-outcome" role="status" aria-live="polite">
        {message}
      </p>
    </SettingsSection>
  );
}
