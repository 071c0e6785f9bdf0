/** The question side of a round: the prompt, the answer typed so far and the verdict, announced. */
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import type { PracticeFeedback } from './practice-state';

export interface PracticeQuestionProps {
  readonly headingId: string;
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly prompt: string;
  readonly input: string;
  readonly feedback: PracticeFeedback | null;
  readonly saveFailed: boolean;
}

export function PracticeQuestion({ headingId, headingRef, prompt, input, feedback, saveFailed }: PracticeQuestionProps) {
  const { t } = useTranslation();
  const tone = feedback ? (feedback.isCorrect ? ' practice__feedback--correct' : ' practice__feedback--incorrect') : '';
  return (
    <div className="practice__question">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="practice__prompt" dir="auto">
        {prompt}
      </h2>
      {/* Not an <output>: that is a live region, and every key would be read out twice. */}
      <p className="practice__answer">
        <span className="practice__answer-label">{t('maths.practice.answerLabel')}</span>
        <span className={`practice__answer-value${input ? '' : ' practice__answer-value--empty'}`} dir="ltr" data-testid="maths-answer">
          {input || t('maths.practice.answerEmpty')}
        </span>
      </p>
      {/* Always in the page, so the verdict is announced when it appears. */}
      <div role="status" className={`practice__feedback${tone}`}>
        {feedback ? (
          <>
            <Icon name={feedback.isCorrect ? 'checkCircle' : 'xCircle'} size={24} />
            <span>{feedback.isCorrect ? t('maths.practice.correct') : t('maths.practice.incorrect', { answer: feedback.correctAnswer })}</span>
          </>
        ) : null}
        {saveFailed ? <span>{t('maths.practice.saveFailed')}</span> : null}
      </div>
    </div>
  );
}
