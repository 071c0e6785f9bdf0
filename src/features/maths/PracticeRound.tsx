/**
 * One round of a maths level: a question at a time, answered on the keypad or the keyboard,
 * checked on the device at once and saved with its outbox op, then a summary. The app counts as
 * busy until the summary, so an update never reloads the page in the middle of a level.
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MathsSubject } from '../../../contract/api/maths';
import { generateQuestion, questionId } from '../../../contract/maths/generate';
import { useBusyWhile } from '../../lib/safe-point';
import type { MathsAnswerInput, RecordedMathsAnswer } from '../../offline/maths-progress';
import type { LocalLevelSummary, PracticeLevel } from '../../offline/maths-summary';
import { Button } from '../../ui/Button';
import { answerFormatOf, isAnswerReady } from './answer-format';
import { Keypad } from './Keypad';
import { PracticeQuestion } from './PracticeQuestion';
import { PracticeSummary, type NextLevel } from './PracticeSummary';
import { initialPracticeState, practiceReducer } from './practice-state';
import { usePracticeKeys } from './use-practice-keys';

/**
 * The offline engine (Dexie, the outbox) records the answers; it loads with import() so the first
 * question does not wait for it, and the round starts that load as soon as it is on screen.
 */
const loadRecorder = () => import('../../offline/maths-progress');

function recordMathsAnswer(input: MathsAnswerInput): Promise<RecordedMathsAnswer> {
  return loadRecorder().then((engine) => engine.recordMathsAnswer(input));
}

export interface PracticeRoundProps {
  readonly userId: string;
  readonly subject: MathsSubject;
  readonly curriculumId: number;
  readonly unitName: string;
  readonly level: PracticeLevel;
  /** This level's progress as the device holds it, live. */
  readonly summary: LocalLevelSummary | undefined;
  readonly nextLevel: NextLevel | null;
  readonly levelsPath: string;
}

export function PracticeRound({ userId, subject, curriculumId, unitName, level, summary, nextLevel, levelsPath }: PracticeRoundProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(practiceReducer, initialPracticeState);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const total = level.question_count;
  const question = useMemo(() => generateQuestion(level.generator, questionId(level.level_key, state.index + 1)), [level, state.index]);
  const format = answerFormatOf(question);
  useBusyWhile(state.phase !== 'done');
  useEffect(() => {
    loadRecorder().catch(() => undefined);
  }, []);

  const check = (): void => {
    if (state.phase !== 'answering' || !isAnswerReady(state.input)) return;
    dispatch({ type: 'saving' });
    recordMathsAnswer({ userId, subject, curriculumId, level, questionId: question.id, answer: state.input }).then(
      (recorded) => dispatch({ type: 'saved', feedback: recorded }),
      (error: unknown) => {
        console.error('maths answer not saved', error);
        dispatch({ type: 'save-failed' });
      },
    );
  };
  const next = (): void => dispatch({ type: 'next', total });
  usePracticeKeys(section, {
    onKey: (key) => dispatch({ type: 'key', key, format }),
    onEnter: () => (state.phase === 'feedback' ? next() : check()),
  });

  useEffect(() => {
    // Each new question is read out: its prompt takes focus (the first one leaves it to the page title).
    if (state.phase === 'answering' && state.index > 0) heading.current?.focus();
  }, [state.index, state.phase]);

  if (state.phase === 'done') {
    return (
      <PracticeSummary
        level={level.level}
        unitName={unitName}
        roundRight={state.right}
        total={total}
        summary={summary}
        nextLevel={nextLevel}
        levelsPath={levelsPath}
        onPlayAgain={() => dispatch({ type: 'restart' })}
      />
    );
  }

  const headingId = `practice-q-${state.index}`;
  const waiting = state.phase === 'saving' || (state.phase === 'answering' && !isAnswerReady(state.input));
  return (
    <section ref={section} className="practice" aria-labelledby={headingId}>
      <div className="practice__bar">
        <p className="practice__progress">{t('maths.practice.progress', { current: state.index + 1, total })}</p>
        <progress className="play__meter" max={total} value={state.index} aria-label={t('maths.practice.progressLabel')} />
      </div>
      <div className="practice__body">
        <PracticeQuestion
          headingId={headingId}
          headingRef={heading}
          prompt={question.prompt}
          input={state.input}
          feedback={state.feedback}
          saveFailed={state.saveFailed}
        />
        <div className="practice__pad">
          <Keypad format={format} onKey={(key) => dispatch({ type: 'key', key, format })} disabled={state.phase !== 'answering'} />
          {/*
            One button for check and next that is never disabled: it keeps focus while the verdict
            is announced, and a button that is disabled under focus drops it.
          */}
          <Button block className="practice__action" aria-disabled={waiting || undefined} onClick={state.phase === 'feedback' ? next : check}>
            {state.phase !== 'feedback'
              ? t('maths.practice.check')
              : state.index + 1 >= total
                ? t('maths.practice.finish')
                : t('maths.practice.next')}
          </Button>
          <p className="practice__hint">{t('maths.practice.keyboardHint')}</p>
        </div>
      </div>
    </section>
  );
}
