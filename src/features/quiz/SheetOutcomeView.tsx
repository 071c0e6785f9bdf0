/**
 * What a round ends with when the server has not scored it: saved on the device (with this
 * device's own tally when it has the key), or refused with the server's reason. Either message is
 * the page's h1 and takes focus, since the question that had it is gone.
 */
import { useTranslation } from 'react-i18next';
import type { SheetTally } from '../../../contract/quiz/rules';
import { StatusMessage } from '../../ui/StatusMessage';
import { RoundActions, type RoundActionsProps } from './RoundActions';

type Actions = RoundActionsProps;

export function SavedOnDeviceView({ tally, ...actions }: Actions & { readonly tally: SheetTally | null }) {
  const { t } = useTranslation();
  return (
    <StatusMessage tone="info" icon="send" headingLevel={1} focusOnMount title={t('quiz.offline.saved.title')} action={<RoundActions {...actions} />}>
      <p>{t('quiz.offline.saved.body')}</p>
      {tally ? (
        <p data-testid="device-tally">
          {t('quiz.offline.saved.tally', { correct: tally.correct, total: tally.total, percent: Math.round(tally.percentage) })}
        </p>
      ) : null}
    </StatusMessage>
  );
}

export function RejectedSheetView({ reason, ...actions }: Actions & { readonly reason: string }) {
  const { t } = useTranslation();
  return (
    <StatusMessage tone="error" icon="warning" headingLevel={1} focusOnMount title={t('quiz.offline.rejected.title')} action={<RoundActions {...actions} nextLevelPath={null} />}>
      <p>{reason}</p>
    </StatusMessage>
  );
}
