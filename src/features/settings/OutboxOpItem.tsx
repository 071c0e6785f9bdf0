/**
 * One unsent write of the signed-in user, with what the flusher knows about it. A rejected (dead) op
 * can be tried again or discarded; discarding loses that write for good, so it asks first.
 */
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isErrorCode } from '../../../contract/errors';
import { useConnectivity } from '../../lib/connectivity/connectivity';
import { formatNumber } from '../../lib/i18n/number-format';
import { translateMessage } from '../../lib/i18n/translate-message';
import type { OutboxOp, OutboxStatus } from '../../offline/db';
import { discardDead, retryDead } from '../../offline/outbox';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Icon } from '../../ui/Icon';
import type { IconName } from '../../ui/icons';
import { formatDateTime } from './format';
import { opKindName } from './op-kind-names';

const STATUS_ICON: Record<OutboxStatus, IconName> = { pending: 'clock', 'in-flight': 'send', dead: 'xCircle' };

function statusText(status: OutboxStatus, t: TFunction): string {
  switch (status) {
    case 'pending':
      return t('settings.outbox.status.pending');
    case 'in-flight':
      return t('settings.outbox.status.inFlight');
    case 'dead':
      return t('settings.outbox.status.dead');
  }
}

function errorText(op: OutboxOp, t: TFunction): string {
  if (!op.lastError) return t('settings.outbox.noError');
  const { code, field } = op.lastError;
  const message = translateMessage(isErrorCode(code) ? code : undefined, op.lastError.message, op.lastError);
  return field ? t('settings.outbox.errorWithField', { code, message, field }) : t('settings.outbox.error', { code, message });
}

export interface OutboxOpItemProps {
  readonly op: OutboxOp;
  /** Called as a retry or discard starts: its buttons will vanish, so the list takes care of focus. */
  readonly onAction: (opId: string) => void;
  /** Tells the list's live region what happened (the item itself may vanish). */
  readonly onDone: (message: string) => void;
}

export function OutboxOpItem({ op, onAction, onDone }: OutboxOpItemProps) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { online } = useConnectivity();
  const created = formatDateTime(op.createdAt, i18n.language);
  const dead = op.status === 'dead';
  const kind = opKindName(op.kind, t);
  // Offline, nothing is tried (the flusher waits): a retry count or a next attempt would mislead.
  const waitingForConnection = !dead && !online;
  // Names each button after its op, so a list of several "Retry" buttons stays tellable apart; the
  // name starts with the visible word, so voice control still finds it by what it shows.
  const which = t('settings.outbox.which', { kind, created });

  const run = (action: () => Promise<boolean>, done: string): void => {
    setBusy(true);
    onAction(op.op_id);
    action()
      .then(
        (changed) => onDone(changed ? done : t('settings.outbox.gone')),
        () => onDone(t('settings.outbox.actionFailed')),
      )
      .finally(() => {
        setBusy(false);
        setConfirming(false);
      });
  };

  return (
    <li className={`outbox-op outbox-op--${op.status}`}>
      <div className="outbox-op__head">
        <h3 className="outbox-op__kind">
          {kind}
        </h3>
        <span className="outbox-op__status">
          <Icon name={STATUS_ICON[op.status]} size={18} />
          {statusText(op.status, t)}
        </span>
      </div>
      <dl className="settings-facts settings-facts--compact">
        <div className="settings-facts__row">
          <dt>{t('settings.outbox.created')}</dt>
          <dd>{created}</dd>
        </div>
        {waitingForConnection ? (
          <div className="settings-facts__row">
            <dt>{t('settings.outbox.nextAttempt')}</dt>
            <dd>{t('settings.outbox.waitingForConnection')}</dd>
          </div>
        ) : (
          <>
            <div className="settings-facts__row">
              <dt>{t('settings.outbox.attempts')}</dt>
              <dd>{formatNumber(op.attempts, i18n.language)}</dd>
            </div>
            <div className="settings-facts__row">
              <dt>{t('settings.outbox.nextAttempt')}</dt>
              <dd>{dead ? t('settings.outbox.nextNever') : formatDateTime(op.nextAttemptAt, i18n.language)}</dd>
            </div>
          </>
        )}
        <div className="settings-facts__row">
          <dt>{t('settings.outbox.lastError')}</dt>
          <dd dir="auto">{errorText(op, t)}</dd>
        </div>
      </dl>
      {dead ? (
        <div className="settings-actions">
          <Button
            variant="secondary"
            busy={busy && !confirming}
            disabled={busy}
            aria-label={`${t('settings.outbox.retry')} ${which}`}
            onClick={() => run(() => retryDead(op.op_id), t('settings.outbox.retried'))}
          >
            {t('settings.outbox.retry')}
          </Button>
          <Button variant="danger" disabled={busy} aria-label={`${t('settings.outbox.discard')} ${which}`} onClick={() => setConfirming(true)}>
            {t('settings.outbox.discard')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('settings.outbox.discardTitle')}
        confirmLabel={t('settings.outbox.discardConfirm')}
        cancelLabel={t('common.cancel')}
        danger
        busy={busy}
        onConfirm={() => run(() => discardDead(op.op_id), t('settings.outbox.discarded'))}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('settings.outbox.discardBody', { kind, created })}</p>
        <p dir="auto">{errorText(op, t)}</p>
      </ConfirmDialog>
    </li>
  );
}
