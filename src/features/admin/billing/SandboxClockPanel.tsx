/**
 * The sandbox's clock, a QA aid: moves the sandbox provider's time forward by a day, a week or a
 * month, and says its new time and what fell due (renewed, ended, failed). Shown only while the
 * sandbox takes payments; the server refuses it otherwise, and to anyone but an admin.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionData } from '../../../lib/request/request';
import { formatNumber } from '../../../lib/i18n/number-format';
import { Button } from '../../../ui/Button';
import { formatDateTime } from '../admin-format';
import { refusalOf } from '../components/server-refusal';
import { billingApi } from './billing.api';

const DAY = 86_400;
/** A month as the clock moves it: 30 days. */
const STEPS = [
  { key: 'day', seconds: DAY },
  { key: 'week', seconds: 7 * DAY },
  { key: 'month', seconds: 30 * DAY },
] as const;

export function SandboxClockPanel() {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [result, setResult] = useState<ActionData<'advance_sandbox_clock'> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const number = (value: number) => formatNumber(value, i18n.language);

  const advance = async (key: string, seconds: number) => {
    setBusy(key);
    setFailure(null);
    try {
      setResult(await billingApi.advanceClock(seconds));
    } catch (error) {
      setFailure(refusalOf(error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card admin-panel" aria-labelledby="admin-sandbox-clock">
      <h2 id="admin-sandbox-clock">{t('admin.plans.clock.title')}</h2>
      <p className="admin-panel__lead">{t('admin.plans.clock.lead')}</p>
      <div className="admin-panel__actions">
        {STEPS.map((step) => (
          <Button key={step.key} variant="secondary" busy={busy === step.key} disabled={busy !== null && busy !== step.key} onClick={() => void advance(step.key, step.seconds)}>
            {t(`admin.plans.clock.${step.key}`)}
          </Button>
        ))}
      </div>
      <div role="status">
        {result ? (
          <>
            <p>{t('admin.plans.clock.now', { now: formatDateTime(result.now, i18n.language), days: number(Math.round(result.offset_seconds / DAY)) })}</p>
            <p>{t('admin.plans.clock.applied', { renewed: number(result.renewed), ended: number(result.ended), failed: number(result.failed) })}</p>
          </>
        ) : null}
      </div>
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
