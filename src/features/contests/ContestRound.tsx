/**
 * A live contest being played: the questions not answered yet, one at a time. The player picks an
 * option and confirms it (the first answer counts, set_contest_answer); whether it was right is
 * never shown before the end. At the last question, or when the contest's time is up, the entry is
 * finished (set_contest_leaderboard) and the leaderboard shown.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContestQuestion } from '../../../contract/api/contests';
import { formatTimer } from '../../lib/format-time';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { isApiError } from '../../lib/request/api-error';
import { useBusyWhile } from '../../lib/safe-point';
import { Button } from '../../ui/Button';
import { ChoiceQuestion } from '../../ui/ChoiceQuestion';
import { Icon } from '../../ui/Icon';
import { contestsApi } from './contests.api';
import { useContestClock } from './use-contest-clock';

export interface ContestSession {
  readonly contestId: number;
  readonly endsAt: string;
  readonly serverNow: string;
  readonly questions: readonly ContestQuestion[];
  readonly answered: readonly number[];
  readonly receivedAt: number;
}

export function ContestRound({ session, onFinished }: { readonly session: ContestSession; readonly onFinished: () => void }) {
  const { t } = useTranslation();
  const [done, setDone] = useState<ReadonlySet<number>>(() => new Set(session.answered));
  const [choice, setChoice] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const finishStarted = useRef(false);
  useBusyWhile(true);

  const left = session.questions.filter((question) => !done.has(question.id));
  const question = left[0];
  const number = session.questions.length - left.length + 1;

  const finish = async (attended: number): Promise<void> => {
    if (finishStarted.current) return;
    finishStarted.current = true;
    setFinishing(true);
    setFailure(null);
    try {
      await contestsApi.finish(session.contestId, attended);
    } catch (error) {
      // Over on the server already (its end came first): the leaderboard has the standing.
      if (!(isApiError(error) && (error.code === 'CONTEST_NOT_LIVE' || error.code === 'ALREADY_PLAYED'))) {
        finishStarted.current = false;
        setFinishing(false);
        setFailure(isApiError(error) ? inlineErrorMessage(error) : t('common.offline'));
        return;
      }
    }
    onFinished();
  };
  const seconds = useContestClock(session.endsAt, session.serverNow, session.receivedAt, () => void finish(done.size));

  const send = async (): Promise<void> => {
    if (!question || choice === null) return;
    setSending(true);
    setFailure(null);
    try {
      await contestsApi.answer(session.contestId, question.id, choice);
      const next = new Set(done).add(question.id);
      setDone(next);
      setChoice(null);
      if (next.size >= session.questions.length) void finish(next.size);
    } catch (error) {
      if (isApiError(error) && error.code === 'CONTEST_NOT_LIVE') void finish(done.size);
      else setFailure(isApiError(error) ? inlineErrorMessage(error) : t('common.offline'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="contest-round">
      <div className="contest-round__bar">
        <p className="contest-round__progress">{t('contests.play.progress', { current: Math.min(number, session.questions.length), total: session.questions.length })}</p>
        <span className="contest-round__timer" role="timer" aria-label={t('contests.play.timeLeft')}>
          <Icon name="clock" size={18} /> <span data-testid="contest-timer">{formatTimer(seconds)}</span>
        </span>
      </div>
      <p className="contest-round__note">{t('contests.play.noVerdict')}</p>
      {question ? (
        <>
          <ChoiceQuestion
            id={question.id}
            question={question.question}
            options={question.options}
            imageUrl={question.image_url}
            imageAlt={question.image_alt}
            chosen={choice}
            onChoose={setChoice}
            locked={sending || finishing}
            chosenLabel={t('contests.play.chosen')}
          />
          <div className="contest-round__actions">
            <Button onClick={() => void send()} busy={sending} disabled={choice === null || finishing}>
              {number >= session.questions.length ? t('contests.play.answerAndFinish') : t('contests.play.answer')}
            </Button>
          </div>
        </>
      ) : (
        <div className="contest-round__actions">
          <p role="status">{finishing ? t('contests.play.finishing') : t('contests.play.allAnswered')}</p>
          {finishing ? null : <Button onClick={() => void finish(done.size)}>{t('contests.play.finish')}</Button>}
        </div>
      )}
      {failure ? (
        <div className="form-alert form-alert--error" role="alert">
          <p>{failure}</p>
          <Button onClick={() => void (question ? send() : finish(done.size))}>{t('common.retry')}</Button>
        </div>
      ) : null}
    </div>
  );
}
