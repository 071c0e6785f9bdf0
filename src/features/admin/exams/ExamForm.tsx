/**
 * An exam's fields, to create one (no exam) or edit it: language, title, instructions, the key
 * (typed or generated), the window in the admin's own time zone, the duration, whether players see
 * it, and its questions with their marks. A refusal (EXAM_IN_USE once players started it) is shown
 * and the form keeps what the admin typed.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminExam } from '../../../../contract/api/exams';
import { formatNumber } from '../../../lib/i18n/number-format';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { FormFailure } from '../content/FormFailure';
import { useFormErrors } from '../content/use-form-errors';
import type { Languages } from '../content/use-languages';
import { localTimeZone } from '../components/local-time';
import { questionFields, type StoredQuestion } from '../components/question-drafts';
import { QuestionsEditor } from '../components/QuestionsEditor';
import { SelectField } from '../components/SelectField';
import { TextAreaField } from '../components/TextAreaField';
import { checkExam, EXAM_DURATION_MAX, EXAM_INSTRUCTIONS_MAX, EXAM_TITLE_MAX, examBody, examDraft, generateExamKey, type ExamDraft, type ExamStatus } from './exam-form';
import { examsApi } from './exams.api';

const FIELDS = ['language_id', 'title', 'instructions', 'exam_key', 'starts_at', 'ends_at', 'duration', 'status'];

export interface ExamFormProps {
  readonly exam: AdminExam | null;
  readonly questions: readonly StoredQuestion[];
  readonly languages: Languages;
  readonly onSaved: (id: number) => void;
}

export function ExamForm({ exam, questions, languages, onSaved }: ExamFormProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<ExamDraft>(() => examDraft(exam, questions));
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<string>([...FIELDS, ...questionFields(draft.questions)]);
  const { errors } = form;
  const set = (change: Partial<ExamDraft>) => setDraft({ ...draft, ...change });
  const zone = t('admin.window.zone', { zone: localTimeZone() });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(Object.entries(checkExam(draft)).map(([field, key]) => [field, t(key)]));
    form.setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const saved = await examsApi.save(examBody(draft, exam ? exam.id : null));
      form.clear();
      onSaved(saved.id);
    } catch (error) {
      form.fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card admin-panel admin-form content-form" onSubmit={(event) => void submit(event)} noValidate aria-label={exam ? t('admin.exams.edit') : t('admin.exams.new')}>
      {exam && exam.attempts > 0 ? <p className="admin-pages__notice">{t('admin.exams.inUseNotice')}</p> : null}
      <SelectField label={t('admin.content.language')} value={draft.language_id} error={errors.language_id} onChange={(event) => set({ language_id: event.target.value })}>
        <option value="">{t('admin.content.chooseLanguage')}</option>
        {languages.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextField label={t('admin.exams.titleLabel')} value={draft.title} maxLength={EXAM_TITLE_MAX} dir="auto" error={errors.title} onChange={(event) => set({ title: event.target.value })} />
      <TextAreaField
        label={t('admin.exams.instructions')}
        hint={t('admin.exams.instructionsHint')}
        value={draft.instructions}
        maxLength={EXAM_INSTRUCTIONS_MAX}
        error={errors.instructions}
        onChange={(event) => set({ instructions: event.target.value })}
      />
      <div className="admin-exam__key">
        <TextField
          label={t('admin.exams.key')}
          hint={t('admin.exams.keyHint')}
          value={draft.exam_key}
          maxLength={32}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          error={errors.exam_key}
          onChange={(event) => set({ exam_key: event.target.value })}
        />
        <Button variant="secondary" onClick={() => set({ exam_key: generateExamKey() })}>
          {t('admin.exams.generateKey')}
        </Button>
      </div>
      <TextField label={t('admin.exams.startsAt')} hint={zone} type="datetime-local" value={draft.starts_at} error={errors.starts_at} onChange={(event) => set({ starts_at: event.target.value })} />
      <TextField label={t('admin.exams.endsAt')} hint={t('admin.exams.endsAtHint')} type="datetime-local" value={draft.ends_at} error={errors.ends_at} onChange={(event) => set({ ends_at: event.target.value })} />
      <TextField
        label={t('admin.exams.duration')}
        hint={t('admin.exams.durationHint', { max: formatNumber(EXAM_DURATION_MAX, i18n.language) })}
        inputMode="numeric"
        value={draft.duration}
        error={errors.duration}
        onChange={(event) => set({ duration: event.target.value.trim() })}
      />
      <SelectField label={t('admin.exams.status')} value={draft.status} error={errors.status} onChange={(event) => set({ status: event.target.value === 'inactive' ? 'inactive' : 'active' satisfies ExamStatus })}>
        <option value="active">{t('admin.exams.statuses.active')}</option>
        <option value="inactive">{t('admin.exams.statuses.inactive')}</option>
      </SelectField>
      <QuestionsEditor questions={draft.questions} onChange={(next) => set({ questions: next })} withMarks errors={errors} />
      <FormFailure message={form.failure} />
      {Object.keys(errors).length > 0 && !form.failure ? <p className="field__error">{t('admin.questions.checkMarked')}</p> : null}
      <Button type="submit" busy={busy}>
        {exam ? t('admin.content.save') : t('admin.exams.create')}
      </Button>
    </form>
  );
}
