/**
 * A contest's fields, to create one (no contest) or edit it: language, name, description, picture,
 * the window in the admin's own time zone, the entry fee, prizes by rank, whether players see it,
 * and its questions. A refusal (CONTEST_IN_USE once players entered) is shown and the form keeps
 * what the admin typed.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminContest } from '../../../../contract/api/contests';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { CheckboxField } from '../components/CheckboxField';
import { localTimeZone } from '../components/local-time';
import { MediaField } from '../components/MediaField';
import { questionFields, type StoredQuestion } from '../components/question-drafts';
import { QuestionsEditor } from '../components/QuestionsEditor';
import { SelectField } from '../components/SelectField';
import { TextAreaField } from '../components/TextAreaField';
import { contentApi } from '../content/content.api';
import { FormFailure } from '../content/FormFailure';
import { useFormErrors } from '../content/use-form-errors';
import type { Languages } from '../content/use-languages';
import { checkContest, CONTEST_DESCRIPTION_MAX, CONTEST_NAME_MAX, contestBody, contestDraft, type ContestDraft } from './contest-form';
import { contestsApi } from './contests.api';
import { PrizesField } from './PrizesField';

const FIELDS = ['language_id', 'name', 'description', 'image_url', 'starts_at', 'ends_at', 'entry_fee', 'prizes', 'active'];

export interface ContestFormProps {
  readonly contest: AdminContest | null;
  readonly questions: readonly StoredQuestion[];
  readonly languages: Languages;
  readonly onSaved: (id: number) => void;
}

export function ContestForm({ contest, questions, languages, onSaved }: ContestFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ContestDraft>(() => contestDraft(contest, questions));
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<string>([...FIELDS, ...draft.prizes.map((_, index) => `prizes.${index}.coins`), ...questionFields(draft.questions)]);
  const { errors } = form;
  const set = (change: Partial<ContestDraft>) => setDraft({ ...draft, ...change });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(Object.entries(checkContest(draft)).map(([field, key]) => [field, t(key)]));
    form.setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const saved = await contestsApi.save(contestBody(draft, contest ? contest.id : null));
      form.clear();
      onSaved(saved.id);
    } catch (error) {
      form.fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card admin-panel admin-form content-form" onSubmit={(event) => void submit(event)} noValidate aria-label={contest ? t('admin.contests.edit') : t('admin.contests.new')}>
      {contest && contest.participants > 0 ? <p className="admin-pages__notice">{t('admin.contests.inUseNotice')}</p> : null}
      <SelectField label={t('admin.content.language')} value={draft.language_id} error={errors.language_id} onChange={(event) => set({ language_id: event.target.value })}>
        <option value="">{t('admin.content.chooseLanguage')}</option>
        {languages.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextField label={t('admin.contests.name')} value={draft.name} maxLength={CONTEST_NAME_MAX} dir="auto" error={errors.name} onChange={(event) => set({ name: event.target.value })} />
      <TextAreaField label={t('admin.contests.description')} value={draft.description} maxLength={CONTEST_DESCRIPTION_MAX} error={errors.description} onChange={(event) => set({ description: event.target.value })} />
      <MediaField label={t('admin.contests.picture')} kind="picture" value={draft.image_url} onChange={(url) => set({ image_url: url })} upload={contentApi.upload} error={errors.image_url} />
      <TextField
        label={t('admin.contests.startsAt')}
        hint={t('admin.window.zone', { zone: localTimeZone() })}
        type="datetime-local"
        value={draft.starts_at}
        error={errors.starts_at}
        onChange={(event) => set({ starts_at: event.target.value })}
      />
      <TextField label={t('admin.contests.endsAt')} hint={t('admin.contests.endsAtHint')} type="datetime-local" value={draft.ends_at} error={errors.ends_at} onChange={(event) => set({ ends_at: event.target.value })} />
      <TextField
        label={t('admin.contests.fee')}
        hint={t('admin.contests.feeHint')}
        inputMode="numeric"
        value={draft.entry_fee}
        error={errors.entry_fee}
        onChange={(event) => set({ entry_fee: event.target.value.trim() })}
      />
      <PrizesField prizes={draft.prizes} onChange={(prizes) => set({ prizes })} errors={errors} />
      <CheckboxField label={t('admin.contests.active')} hint={t('admin.contests.activeHint')} checked={draft.active} error={errors.active} onChange={(event) => set({ active: event.target.checked })} />
      <QuestionsEditor questions={draft.questions} onChange={(next) => set({ questions: next })} withMarks={false} errors={errors} />
      <FormFailure message={form.failure} />
      {Object.keys(errors).length > 0 && !form.failure ? <p className="field__error">{t('admin.questions.checkMarked')}</p> : null}
      <Button type="submit" busy={busy}>
        {contest ? t('admin.content.save') : t('admin.contests.create')}
      </Button>
    </form>
  );
}
