/**
 * One scope's settings as a form made from each key's JSON Schema: every key with its default, only
 * the changed keys sent, and the server's refusal (`values.<key>`) shown beside that key's field.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigKey } from '../../../../contract/api/admin-config';
import { Button } from '../../../ui/Button';
import { refusalOf } from '../components/server-refusal';
import { canonical, fromDraft, toDraft, type Draft, type DraftProblem, type JsonSchema } from './config-values';
import { SchemaField } from './SchemaField';
import { settingsApi, type ConfigScope } from './settings.api';

function shortValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

export function ConfigForm({ scope, keys, onSaved }: { readonly scope: ConfigScope; readonly keys: readonly ConfigKey[]; readonly onSaved: (values: Record<string, unknown>) => void }) {
  const { t, i18n } = useTranslation();
  // Keys the app has no text for (a key added to the server later) are labelled by their name.
  const labelOf = (path: string) => (i18n.exists(`admin.settings.key.${path}`) ? t(`admin.settings.key.${path}`) : (path.split('.').pop() ?? path));
  const schemaOf = (key: ConfigKey) => key.schema as JsonSchema;
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() => Object.fromEntries(keys.map((key) => [key.key, toDraft(schemaOf(key), key.value)])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  const problemText = (problem: DraftProblem) =>
    problem.problem === 'min' ? t('admin.settings.tooSmall', { min: problem.bound }) : problem.problem === 'max' ? t('admin.settings.tooLarge', { max: problem.bound }) : t(`admin.settings.${problem.problem}Invalid`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone('');
    const changed: Record<string, unknown> = {};
    const found: Record<string, string> = {};
    for (const key of keys) {
      const parsed = fromDraft(schemaOf(key), drafts[key.key] ?? '', key.key);
      if (!parsed.ok) for (const problem of parsed.problems) found[problem.path] = problemText(problem);
      else if (canonical(parsed.value) !== canonical(key.value)) changed[key.key] = parsed.value;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return setFailure(t('admin.settings.fixFields'));
    if (Object.keys(changed).length === 0) return setDone(t('admin.settings.nothingChanged'));
    setBusy(true);
    try {
      const answer = await settingsApi.setConfig(scope, changed);
      setDone(answer.changed.length ? t('admin.settings.saved', { keys: answer.changed.join(', ') }) : t('admin.settings.nothingChanged'));
      onSaved(changed);
    } catch (error) {
      const refusal = refusalOf(error);
      const key = refusal.field?.startsWith('values.') ? refusal.field.slice('values.'.length) : null;
      if (key !== null && keys.some((item) => item.key === key || key.startsWith(`${item.key}.`))) setErrors({ [key]: refusal.message });
      else setFailure(refusal.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form admin-config" onSubmit={(event) => void submit(event)} noValidate>
      {keys.map((key) => (
        <SchemaField
          key={key.key}
          path={key.key}
          labelOf={labelOf}
          schema={schemaOf(key)}
          draft={drafts[key.key] ?? ''}
          hint={t('admin.settings.keyDefault', { key: key.key, value: shortValue(key.default) })}
          errors={errors}
          onChange={(draft) => setDrafts({ ...drafts, [key.key]: draft })}
        />
      ))}
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      <p className="admin-done" role="status">
        {done}
      </p>
      <Button type="submit" busy={busy}>
        {t('admin.settings.save')}
      </Button>
    </form>
  );
}
