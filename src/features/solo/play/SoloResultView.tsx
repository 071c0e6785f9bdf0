/**
 * A solo round's result as the server scored it: correct, incorrect, unanswered and skipped, the
 * percentage, score and coins earned, coins the lifelines and hints took, new badges with the coins
 * each reward paid (in the total, not in the coins earned), why it earned what it did (practice,
 * unpaid), and a review of every answer with its bookmark and report, in the
 * result frame Quiz Zone shares (src/ui/RoundResult.tsx).
 */
import { useTranslation } from 'react-i18next';
import type { SoloQuestion, SoloResult } from '../../../../contract/api/solo';
import { isBadgeType } from '../../../../contract/economy/badges';
import { DEFAULT_PRACTICE_DAILY_COINS } from '../../../../contract/quiz/rules';
import { settingsStore } from '../../../lib/settings/settings';
import { formatNumber } from '../../../lib/i18n/number-format';
import { ReviewItem, RoundResult } from '../../../ui/RoundResult';
import { NewBadges } from '../../badges';
import { BookmarkToggle } from './BookmarkToggle';
import { MathText } from './MathText';
import { ReportButton } from './ReportDialog';
import { SoloActions, type SoloActionsProps } from './SoloActions';

export interface SoloResultViewProps extends SoloActionsProps {
  readonly title: string;
  readonly result: SoloResult;
  readonly questions: readonly SoloQuestion[];
  /** Whether a question is bookmarked as far as this round knows (changed while playing, or a bookmarks round's). */
  readonly bookmarked?: (questionId: number) => boolean;
}

function answerText(question: SoloQuestion | undefined, option: number | null, text: string | null): string | null {
  if (text !== null) return text;
  return option !== null && option >= 0 ? (question?.options[option] ?? null) : null;
}

/** Why the round earned what it did: unpaid, practice (and why), the day's practice allowance. */
function useEarningNotes(result: SoloResult): string[] {
  const { t } = useTranslation();
  const coins = settingsStore.get().system.data?.practice_daily_coin_cap ?? DEFAULT_PRACTICE_DAILY_COINS;
  const notes: string[] = [];
  if (result.earning === 'unpaid') notes.push(t('solo.result.unpaid'));
  if (result.practice_reason) notes.push(t(`solo.result.practice.${result.practice_reason}`, { coins: t('count.coins', { count: coins }) }));
  if (result.practice_capped) notes.push(t('quiz.practice.capped', { coins: t('count.coins', { count: coins }) }));
  return notes;
}

export function SoloResultView({ title, result, questions, bookmarked, ...actions }: SoloResultViewProps) {
  const { t, i18n } = useTranslation();
  const notes = useEarningNotes(result);
  const newBadges = (result.badges_earned ?? []).filter(isBadgeType);
  const rewards = Object.fromEntries((result.badge_rewards ?? []).filter((r) => isBadgeType(r.badge)).map((r) => [r.badge, r.coins]));
  const byId = new Map(questions.map((q) => [q.id, q]));
  const earned = [t('quiz.result.scoreEarned', { score: result.score_earned }), t('quiz.result.coinsEarned', { coins: t('count.coins', { count: result.coins_earned }) })];
  if (result.coins_spent > 0) earned.push(t('solo.result.coinsSpent', { coins: t('count.coins', { count: result.coins_spent }) }));
  return (
    <RoundResult
      title={t('solo.result.title', { title })}
      titleDir="auto"
      percentage={result.percentage}
      counts={[
        { value: result.correct, label: t('quiz.result.correct') },
        { value: result.incorrect, label: t('quiz.result.incorrect') },
        { value: result.unanswered, label: t('quiz.result.unanswered') },
        { value: result.skipped, label: t('solo.result.skipped') },
      ]}
      earned={earned}
      notes={notes}
      badges={newBadges.length ? <NewBadges badges={newBadges} rewards={rewards} /> : null}
      totals={t('quiz.result.totals', { coins: t('count.coins', { count: result.coins }), score: formatNumber(result.all_time_score, i18n.language) })}
      actions={<SoloActions {...actions} />}
    >
      {result.review.map((item, index) => {
        const question = byId.get(item.question_id);
        const verdict = item.skipped ? 'skipped' : item.chosen === null && item.chosen_text === null ? 'unanswered' : item.is_correct ? 'correct' : 'incorrect';
        const chosen = answerText(question, item.chosen, item.chosen_text);
        const correct = answerText(question, item.correct_answer, item.correct_text) ?? '';
        return (
          <ReviewItem
            key={item.question_id}
            number={index + 1}
            verdict={verdict}
            verdictText={t(`solo.result.verdict.${verdict}`)}
            question={<MathText text={item.question || question?.question || ''} math={question?.math} />}
            chosen={chosen !== null ? <MathText text={chosen} math={question?.math} /> : t('solo.result.noAnswer')}
            correct={<MathText text={correct} math={question?.math} />}
            answersDir="auto"
            note={item.note}
          >
            <div className="solo-tools">
              <BookmarkToggle questionId={item.question_id} type={item.type} initial={bookmarked?.(item.question_id) ?? false} />
              <ReportButton questionId={item.question_id} />
            </div>
          </ReviewItem>
        );
      })}
    </RoundResult>
  );
}
