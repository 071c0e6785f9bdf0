/**
 * The fields a question's category type adds to the common ones: Guess The Word's word and free
 * hint, the transcript of a sound, and a reminder that Math Mania formulas go between $...$.
 */
import { useTranslation } from 'react-i18next';
import type { CategoryType } from '../../../../contract/quiz/solo-modes';
import { TextField } from '../../../ui/TextField';
import { TextAreaField } from '../components/TextAreaField';

export interface TypeFieldValues {
  readonly answerText: string;
  readonly hint: string;
  readonly transcript: string;
}

export interface QuestionTypeFieldsProps {
  readonly type: CategoryType;
  readonly hasAudio: boolean;
  readonly values: TypeFieldValues;
  readonly onChange: (values: TypeFieldValues) => void;
  readonly errors: { readonly answer_text?: string | undefined; readonly hint?: string | undefined; readonly transcript?: string | undefined };
}

export function QuestionTypeFields({ type, hasAudio, values, onChange, errors }: QuestionTypeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      {type === 'guess_the_word' ? (
        <>
          <TextField
            label={t('admin.content.wordAnswer')}
            hint={t('admin.content.wordAnswerHint')}
            value={values.answerText}
            maxLength={60}
            dir="auto"
            error={errors.answer_text}
            onChange={(event) => onChange({ ...values, answerText: event.target.value })}
          />
          <TextField
            label={t('admin.content.wordHint')}
            hint={t('admin.content.wordHintHint')}
            value={values.hint}
            maxLength={500}
            dir="auto"
            error={errors.hint}
            onChange={(event) => onChange({ ...values, hint: event.target.value })}
          />
        </>
      ) : null}
      {type === 'math_mania' ? <p className="field__hint">{t('admin.content.mathHint')}</p> : null}
      {hasAudio ? (
        <TextAreaField
          label={t('admin.content.transcript')}
          hint={t('admin.content.transcriptHint')}
          value={values.transcript}
          maxLength={10000}
          error={errors.transcript}
          onChange={(event) => onChange({ ...values, transcript: event.target.value })}
        />
      ) : null}
    </>
  );
}
