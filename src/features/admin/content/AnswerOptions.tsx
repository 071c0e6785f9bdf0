/** The answers of a question (four in Quiz Zone, two to four in an exam or contest), each a text field, and the correct one chosen with a radio group (arrow keys move between them). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/TextField';

export interface AnswerOptionsProps {
  readonly options: readonly string[];
  readonly answer: number;
  readonly onOption: (index: number, value: string) => void;
  readonly onAnswer: (index: number) => void;
  /** Errors by option index, and one for the group (the correct answer or the options as a whole). */
  readonly errors: Readonly<Record<number, string | undefined>>;
  readonly groupError?: string | undefined;
  /** The line under the legend (default: the Quiz Zone's four shuffled answers). */
  readonly hint?: string;
}

export function AnswerOptions({ options, answer, onOption, onAnswer, errors, groupError, hint }: AnswerOptionsProps) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="content-options" aria-describedby={groupError ? errorId : undefined}>
      <legend className="field__label">{t('admin.content.answers')}</legend>
      <p className="field__hint">{hint ?? t('admin.content.answersHint')}</p>
      {options.map((option, index) => (
        <div className="content-option" key={index}>
          <label className="content-option__correct">
            <input type="radio" name={name} checked={answer === index} onChange={() => onAnswer(index)} aria-label={t('admin.content.isCorrect', { number: index + 1 })} />
            <span aria-hidden="true">{t('admin.content.correct')}</span>
          </label>
          <TextField label={t('admin.content.answerN', { number: index + 1 })} value={option} maxLength={500} dir="auto" error={errors[index]} onChange={(event) => onOption(index, event.target.value)} />
        </div>
      ))}
      {groupError ? (
        <p className="field__error" id={errorId} role="alert">
          {groupError}
        </p>
      ) : null}
    </fieldset>
  );
}
