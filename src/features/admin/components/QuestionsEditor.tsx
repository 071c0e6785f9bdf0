/**
 * The questions of an exam or a contest: add, remove and move each one with buttons (no dragging
 * needed), 2 to 4 options with the right one chosen in a radio group, and for an exam the marks of
 * each with the running total. Focus follows the question an action added or moved.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_QUESTION_MARKS_MAX as QUESTION_MARKS_MAX,
  ADMIN_QUESTION_OPTIONS_MAX as QUESTION_OPTIONS_MAX,
  ADMIN_QUESTION_OPTIONS_MIN as QUESTION_OPTIONS_MIN,
  ADMIN_QUESTION_TEXT_MAX as QUESTION_TEXT_MAX,
  ADMIN_QUESTIONS_MAX as QUESTIONS_MAX,
} from '../../../../contract/api/admin-limits';
import { formatNumber } from '../../../lib/i18n/number-format';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { AnswerOptions } from '../content/AnswerOptions';
import { emptyQuestion, moved, totalMarks, withAnotherOption, withoutLastOption, type QuestionDraft } from './question-drafts';
import { TextAreaField } from './TextAreaField';

export interface QuestionsEditorProps {
  readonly questions: readonly QuestionDraft[];
  readonly onChange: (questions: QuestionDraft[]) => void;
  /** Exams give each question marks and show their total; contests do not. */
  readonly withMarks: boolean;
  /** Errors by the server's path (questions.2.options.1). */
  readonly errors: Readonly<Record<string, string | undefined>>;
}

type FocusTarget = 'text' | 'up' | 'down';

export function QuestionsEditor({ questions, onChange, withMarks, errors }: QuestionsEditorProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const list = useRef<HTMLOListElement>(null);
  const [focus, setFocus] = useState<{ readonly key: string; readonly target: FocusTarget } | null>(null);

  useEffect(() => {
    if (!focus || !list.current) return;
    const item = list.current.querySelector<HTMLElement>(`[data-question="${focus.key}"]`);
    const wanted = item?.querySelector<HTMLElement>(`[data-focus="${focus.target}"]:not([disabled])`) ?? item?.querySelector<HTMLElement>('[data-focus="up"]:not([disabled]), [data-focus="down"]:not([disabled])');
    wanted?.focus();
    setFocus(null);
  }, [focus]);

  const set = (index: number, change: (draft: QuestionDraft) => QuestionDraft) => onChange(questions.map((draft, at) => (at === index ? change(draft) : draft)));
  const move = (index: number, to: number, target: FocusTarget) => {
    const draft = questions[index];
    if (!draft) return;
    onChange(moved(questions, index, to));
    setFocus({ key: draft.key, target });
  };
  const add = () => {
    const draft = emptyQuestion();
    onChange([...questions, draft]);
    setFocus({ key: draft.key, target: 'text' });
  };
  const total = totalMarks(questions);
  const groupError = errors.questions;

  return (
    <fieldset className="admin-fieldset admin-questions" aria-describedby={groupError ? 'admin-questions-error' : undefined}>
      <legend>{t('admin.questions.title')}</legend>
      <p className="admin-questions__total" aria-live="polite">
        {withMarks
          ? t('admin.questions.totalWithMarks', { questions: number(questions.length), marks: number(total) })
          : t('admin.questions.total', { questions: number(questions.length) })}
      </p>
      {questions.length === 0 ? <p className="field__hint">{t('admin.questions.none')}</p> : null}
      <ol className="admin-questions__list" ref={list}>
        {questions.map((draft, index) => {
          const n = index + 1;
          const at = `questions.${index}`;
          return (
            <li key={draft.key} data-question={draft.key} className="admin-questions__item">
              <fieldset className="admin-questions__question">
                <legend>{t('admin.questions.questionN', { n })}</legend>
                <TextAreaField
                  data-focus="text"
                  label={t('admin.questions.text')}
                  rows={2}
                  maxLength={QUESTION_TEXT_MAX}
                  value={draft.question}
                  error={errors[`${at}.question`]}
                  onChange={(event) => set(index, (current) => ({ ...current, question: event.target.value }))}
                />
                <AnswerOptions
                  options={draft.options}
                  answer={draft.answer}
                  onOption={(choice, value) => set(index, (current) => ({ ...current, options: current.options.map((option, i) => (i === choice ? value : option)) }))}
                  onAnswer={(choice) => set(index, (current) => ({ ...current, answer: choice }))}
                  errors={Object.fromEntries(draft.options.map((_, choice) => [choice, errors[`${at}.options.${choice}`]]))}
                  groupError={errors[`${at}.options`] ?? errors[`${at}.answer`]}
                  hint={t('admin.questions.answersHint')}
                />
                <div className="admin-panel__actions">
                  <Button variant="secondary" disabled={draft.options.length >= QUESTION_OPTIONS_MAX} onClick={() => set(index, withAnotherOption)} aria-label={t('admin.questions.addOptionTo', { n })}>
                    {t('admin.questions.addOption')}
                  </Button>
                  <Button variant="secondary" disabled={draft.options.length <= QUESTION_OPTIONS_MIN} onClick={() => set(index, withoutLastOption)} aria-label={t('admin.questions.removeOptionOf', { n })}>
                    {t('admin.questions.removeOption')}
                  </Button>
                </div>
                {withMarks ? (
                  <TextField
                    label={t('admin.questions.marks')}
                    hint={t('admin.questions.marksHint', { max: number(QUESTION_MARKS_MAX) })}
                    inputMode="numeric"
                    value={draft.marks}
                    error={errors[`${at}.marks`]}
                    onChange={(event) => set(index, (current) => ({ ...current, marks: event.target.value.trim() }))}
                  />
                ) : null}
                <div className="admin-panel__actions">
                  <Button variant="secondary" data-focus="up" disabled={index === 0} aria-label={t('admin.questions.moveUp', { n })} onClick={() => move(index, index - 1, 'up')}>
                    {t('admin.questions.up')}
                  </Button>
                  <Button variant="secondary" data-focus="down" disabled={index === questions.length - 1} aria-label={t('admin.questions.moveDown', { n })} onClick={() => move(index, index + 1, 'down')}>
                    {t('admin.questions.down')}
                  </Button>
                  <Button variant="ghost" aria-label={t('admin.questions.removeN', { n })} onClick={() => onChange(questions.filter((_, i) => i !== index))}>
                    {t('admin.questions.remove')}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {groupError ? (
        <p className="field__error" id="admin-questions-error" role="alert">
          {groupError}
        </p>
      ) : null}
      <Button variant="secondary" disabled={questions.length >= QUESTIONS_MAX} onClick={add}>
        {t('admin.questions.add')}
      </Button>
    </fieldset>
  );
}
