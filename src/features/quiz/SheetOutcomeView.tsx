/**
 * What a round ends with when the server has not scored it: saved on the device (with this
 * device's own tally when it has the key, what a practice round earns once it syncs, and the
 * server's last totals with the rounds waiting), or refused with the server's reason. Either
 * message is the page's h1 and takes focus, since the question that had it is gone.
 */
import { useTranslation } from 'react-i18next';
import { passes, type SheetTally } from '../../../contract/quiz/rules';
import { StatusMessage } from '../../ui/StatusMessage';
import { quizConfig } from './quiz-config';
import { RoundActions, type RoundActionsProps } from './RoundActions';
import { formatPercentage } from '../../lib/i18n/number-format';
import { usePendingRounds } from '../../lib/pending-rounds-slot';

type Actions = RoundActionsProps;

export interface SavedOnDeviceProps extends Actions {
  readonly tally: SheetTally | null;
  /** Played from a downloaded pack: the server will score it as practice. */
  readonly practice: boolean;
  readonly passPercentage: number;
}

export function SavedOnDeviceView({ tally, practice, passPercentage, ...actions }: SavedOnDeviceProps) {
  const { t, i18n } = useTranslation();
  const pendingRounds = usePendingRounds();
  return (
    <StatusMessage tone="info" icon="send" headingLevel={1} focusOnMount title={t('quiz.offline.saved.title')} action={<RoundActions {...actions} />}>
      <p>{t(practice ? 'quiz.offline.saved.practiceBody' : 'quiz.offline.saved.body')}</p>
      {tally ? (
        <p data-testid="device-tally">
          {t('quiz.offline.saved.tally', { correct: tally.correct, total: tally.total, percent: formatPercentage(Math.round(tally.percentage), i18n.language) })}
        </p>
      ) : null}
      {practice ? <p data-testid="practice-rule">{t('quiz.practice.rule', { pass: formatPercentage(passPercentage, i18n.language), coins: t('count.coins', { count: quizConfig().practiceDailyCoins }) })}</p> : null}
      {tally && !passes(tally.percentage, passPercentage) ? <p>{t('quiz.result.notPassed', { pass: formatPercentage(passPercentage, i18n.language) })}</p> : null}
      {pendingRounds({ place: 'saved' })}
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
