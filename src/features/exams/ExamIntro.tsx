/**
 * Before an exam starts: the examiner's instructions, the rules (the 5-second rule first), the
 * "I agree" box and the key. Both are checked here too ('Please enter the Exam Key', 'Please agree
 * to the exam rules'); the key itself is checked only by the server ('Invalid exam key', and a lock
 * after too many wrong ones).
 */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_HIDDEN_LIMIT_MS } from '../../../contract/api/exam-limits';
import type { ExamModule } from '../../../contract/api/exams';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import type { ApiError } from '../../lib/request/api-error';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

export interface ExamIntroProps {
  readonly exam: ExamModule;
  readonly busy: boolean;
  /** The server's refusal of the last try, if any. */
  readonly refusal: ApiError | null;
  readonly onStart: (key: string) => void;
}

export function ExamIntro({ exam, busy, refusal, onStart }: ExamIntroProps) {
  const { t } = useTranslation();
  const [key, setKey] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<{ readonly field: 'key' | 'rules'; readonly text: string } | null>(null);
  const keyInput = useRef<HTMLInputElement>(null);
  const agreeBox = useRef<HTMLInputElement>(null);
  const seconds = EXAM_HIDDEN_LIMIT_MS / 1000;

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!key.trim()) {
      setProblem({ field: 'key', text: t('errors.EXAM_KEY_REQUIRED') });
      keyInput.current?.focus();
      return;
    }
    if (!agreed) {
      setProblem({ field: 'rules', text: t('errors.EXAM_RULES_NOT_AGREED') });
      agreeBox.current?.focus();
      return;
    }
    setProblem(null);
    onStart(key.trim());
  };

  const serverText = refusal ? inlineErrorMessage(refusal) : null;
  const keyError = problem?.field === 'key' ? problem.text : refusal && (refusal.code === 'EXAM_KEY_INVALID' || refusal.code === 'EXAM_KEY_LOCKED' || refusal.code === 'EXAM_KEY_REQUIRED') ? serverText : null;
  const rulesError = problem?.field === 'rules' ? problem.text : refusal?.code === 'EXAM_RULES_NOT_AGREED' ? serverText : null;
  const otherError = refusal && !keyError && !rulesError ? serverText : null;

  return (
    <div className="exam-intro">
      {exam.instructions ? (
        <section className="exam-intro__instructions" aria-labelledby="exam-instructions">
          <h2 id="exam-instructions">{t('exams.intro.instructions')}</h2>
          <p dir="auto">{exam.instructions}</p>
        </section>
      ) : null}
      <section aria-labelledby="exam-rules">
        <h2 id="exam-rules">{t('exams.intro.rules')}</h2>
        <ul className="exam-intro__rules">
          <li className="exam-intro__warning">
            <strong>{t('exams.intro.ruleHidden', { seconds })}</strong>
          </li>
          <li>{t('exams.intro.ruleTime', { minutes: exam.duration })}</li>
          <li>{t('exams.intro.ruleSaved')}</li>
          <li>{t('exams.intro.ruleOnce')}</li>
          <li>{t('exams.intro.ruleReview')}</li>
        </ul>
      </section>
      <form className="exam-intro__form" onSubmit={submit} noValidate>
        <div className={`exam-agree${rulesError ? ' exam-agree--invalid' : ''}`}>
          <input
            ref={agreeBox}
            id="exam-agree"
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            aria-invalid={rulesError ? true : undefined}
            aria-describedby={rulesError ? 'exam-agree-error' : undefined}
          />
          <label htmlFor="exam-agree">{t('exams.intro.agree')}</label>
        </div>
        {rulesError ? (
          <p id="exam-agree-error" className="field__error" role="alert">
            {rulesError}
          </p>
        ) : null}
        <TextField
          ref={keyInput}
          label={t('exams.intro.key')}
          hint={t('exams.intro.keyHint')}
          value={key}
          onChange={(event) => setKey(event.target.value)}
          error={keyError}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
        />
        {otherError ? (
          <p className="form-alert form-alert--error" role="alert">
            {otherError}
          </p>
        ) : null}
        <Button type="submit" busy={busy} disabled={refusal?.code === 'EXAM_KEY_LOCKED'}>
          {t('exams.intro.start')}
        </Button>
      </form>
    </div>
  );
}
