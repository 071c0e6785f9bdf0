/**
 * A solo round that ended without the server's result: saved on the device (a pack's round is
 * practice when it syncs; the device's own tally from the key when it has one; the rounds still
 * waiting), or refused with the server's reason. Either is the page's h1 and takes focus.
 */
import { useTranslation } from 'react-i18next';
import { formatPercentage } from '../../../lib/i18n/number-format';
import { usePendingRounds } from '../../../lib/pending-rounds-slot';
import { StatusMessage } from '../../../ui/StatusMessage';
import { SoloActions, type SoloActionsProps } from './SoloActions';

export interface DeviceTally {
  readonly correct: number;
  readonly total: number;
}

export function SoloSavedView({ tally, practice, ...actions }: SoloActionsProps & { readonly tally: DeviceTally | null; readonly practice: boolean }) {
  const { t, i18n } = useTranslation();
  const pendingRounds = usePendingRounds();
  return (
    <StatusMessage tone="info" icon="send" headingLevel={1} focusOnMount title={t('quiz.offline.saved.title')} action={<SoloActions {...actions} />}>
      <p>{t(practice ? 'solo.saved.practice' : 'quiz.offline.saved.body')}</p>
      {tally && tally.total > 0 ? (
        <p data-testid="device-tally">
          {t('quiz.offline.saved.tally', { correct: tally.correct, total: tally.total, percent: formatPercentage(Math.round((tally.correct / tally.total) * 100), i18n.language) })}
        </p>
      ) : null}
      {pendingRounds({ place: 'saved' })}
    </StatusMessage>
  );
}

export function SoloRejectedView({ reason, ...actions }: SoloActionsProps & { readonly reason: string }) {
  const { t } = useTranslation();
  return (
    <StatusMessage tone="error" icon="warning" headingLevel={1} focusOnMount title={t('quiz.offline.rejected.title')} action={<SoloActions {...actions} />}>
      <p>{reason}</p>
    </StatusMessage>
  );
}
