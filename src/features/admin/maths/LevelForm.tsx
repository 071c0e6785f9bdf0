/**
 * A level's number of questions and its generator spec as JSON. The server checks the spec with the
 * generator's own schema and by making the level's questions; its refusal is shown under the field.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMathsCurriculum } from '../../../../contract/api/admin-maths';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { TextAreaField } from '../components/TextAreaField';
import { refusalOf } from '../components/server-refusal';
import { mathsApi, type LevelBody } from './maths.api';

export type MathsLevel = AdminMathsCurriculum['units'][number]['levels'][number];

const QUESTIONS_MAX = 100;

export function LevelForm({ level, onSaved, onCancel }: { readonly level: MathsLevel; readonly onSaved: (level: MathsLevel, changed: boolean) => void; readonly onCancel: () => void }) {
  const { t } = useTranslation();
  const [count, setCount] = useState(String(level.question_count));
  const [spec, setSpec] = useState(JSON.stringify(level.generator, null, 2));
  const [errors, setErrors] = useState<{ count?: string; spec?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const questionCount = Number(count.trim());
    const found: { count?: string; spec?: string } = {};
    if (!Number.isInteger(questionCount) || questionCount < 1 || questionCount > QUESTIONS_MAX) found.count = t('admin.maths.countInvalid', { max: QUESTIONS_MAX });
    let generator: unknown = null;
    try {
      generator = JSON.parse(spec) as unknown;
    } catch {
      found.spec = t('admin.maths.specNotJson');
    }
    setErrors(found);
    if (found.count || found.spec) return;
    setBusy(true);
    try {
      const answer = await mathsApi.setLevel({ level_id: level.id, question_count: questionCount, generator: generator as LevelBody['generator'] });
      onSaved({ ...level, question_count: questionCount, generator: generator as MathsLevel['generator'] }, answer.changed);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.field === 'question_count') setErrors({ count: refusal.message });
      else if (refusal.field === 'generator' || refusal.field?.startsWith('generator.')) setErrors({ spec: refusal.message });
      else setFailure(refusal.message);
      setBusy(false);
    }
  };

  return (
    <form className="admin-form admin-maths__level-form" onSubmit={(event) => void submit(event)} noValidate onKeyDown={(event) => event.key === 'Escape' && onCancel()}>
      <p className="admin-maths__warning" role="note">
        {t('admin.maths.levelWarning')}
      </p>
      <TextField
        label={t('admin.maths.questionCount', { key: level.level_key })}
        hint={t('admin.maths.countHint', { max: QUESTIONS_MAX })}
        inputMode="numeric"
        dir="ltr"
        // The form replaces the Edit button that had focus.
        autoFocus
        value={count}
        error={errors.count}
        onChange={(event) => setCount(event.target.value)}
      />
      <TextAreaField label={t('admin.maths.spec', { key: level.level_key })} hint={t('admin.maths.specHint')} code rows={10} value={spec} error={errors.spec} onChange={(event) => setSpec(event.target.value)} />
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="admin-panel__actions">
        <Button type="submit" busy={busy}>
          {t('admin.maths.saveLevel')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
