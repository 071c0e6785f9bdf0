/**
 * The level result: counts, percentage, score and coins earned (and why, for practice), new
 * totals (with other rounds still waiting on this device to be scored), and the answer review, in
 * the result frame the solo modes share (src/ui/RoundResult.tsx).
 */
import { useTranslation } from 'react-i18next';
import type { LevelResult, PlayQuestion } from '../../../contract/api/quiz';
import { NewBadges } from '../badges';
import { quizConfig } from './quiz-config';
import { RoundActions, type RoundActionsProps } from './RoundActions';
import { formatNumber, formatPercentage } from '../../lib/i18n/number-format';
import { isBadgeType } from '../../../contract/economy/badges';
import { ReviewItem, RoundResult } from '../../ui/RoundResult';

export interface ResultViewProps extends RoundActionsProps {
  readonly result: LevelResult;
  readonly questions: readonly PlayQuestion[];
}

/**
 * Why the round earned what it did: practice (and why), the day's practice allowance, and the pass
 * mark when the next level stays closed. Nothing when a ranked round simply paid.
 */
function useEarningNotes(result: LevelResult): string[] {
  const { t, i18n } = useTranslation();
  const coins = quizConfig().practiceDailyCoins;
  const notes: string[] = [];
  if (result.practice_reason) notes.push(t(`quiz.practice.reason.${result.practice_reason}`, { coins }));
  if (result.practice_capped) notes.push(t('quiz.practice.capped', { coins: t('count.coins', { count: coins }) }));
  if (!result.passed) notes.push(t('quiz.result.notPassed', { pass: formatPercentage(result.pass_percentage, i18n.language) }));
  return notes;
}

export function ResultView({ result, questions, nextLevelPath, levelsPath, onPlayAgain }: ResultViewProps) {
  const { t, i18n } = useTranslation();
  const notes = useEarningNotes(result);
  // Badges this version knows; a newer server's are on the badges screen once the app updates.
  const newBadges = (result.badges_earned ?? []).filter(isBadgeType);
  const byId = new Map(questions.map((q) => [q.id, q]));
  return (
    <RoundResult
      title={t('quiz.result.title', { level: result.level })}
      percentage={result.percentage}
      counts={[
        { value: result.correct, label: t('quiz.result.correct') },
        { value: result.incorrect, label: t('quiz.result.incorrect') },
        { value: result.unanswered, label: t('quiz.result.unanswered') },
      ]}
      earned={[t('quiz.result.scoreEarned', { score: result.score_earned }), t('quiz.result.coinsEarned', { coins: t('count.coins', { count: result.coins_earned }) })]}
      notes={notes}
      badges={newBadges.length ? <NewBadges badges={newBadges} /> : null}
      totals={t('quiz.result.totals', { coins: t('count.coins', { count: result.coins }), score: formatNumber(result.all_time_score, i18n.language) })}
      actions={<RoundActions nextLevelPath={nextLevelPath} levelsPath={levelsPath} onPlayAgain={onPlayAgain} />}
    >
      {result.review.map((item, index) => {
        const question = byId.get(item.question_id);
        const chosen = item.chosen !== null ? question?.options[item.chosen] : null;
        const verdict = item.chosen === null ? 'unanswered' : item.is_correct ? 'correct' : 'incorrect';
        return (
          <ReviewItem
            key={item.question_id}
            number={index + 1}
            verdict={verdict}
            verdictText={t(`quiz.result.verdict.${verdict}`)}
            question={question?.question}
            chosen={chosen ?? t('quiz.result.noAnswer')}
            correct={question?.options[item.correct_answer] ?? ''}
            note={item.note}
          />
        );
      })}
    </RoundResult>
  );
}
