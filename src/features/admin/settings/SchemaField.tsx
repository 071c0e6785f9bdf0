/** One configuration value's field, chosen by its JSON Schema: a checkbox, a select, a number, a text, a group of fields, or JSON. */
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/TextField';
import { CheckboxField } from '../components/CheckboxField';
import { SelectField } from '../components/SelectField';
import { TextAreaField } from '../components/TextAreaField';
import { kindOf, shownBound, type Draft, type JsonSchema } from './config-values';

export interface SchemaFieldProps {
  /** The value's path, `key` or `key.part`: its errors are found by it. */
  readonly path: string;
  /** The field's label for a path: its own text where the app has one, else the key. */
  readonly labelOf: (path: string) => string;
  readonly schema: JsonSchema;
  readonly draft: Draft;
  readonly hint?: string;
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: (draft: Draft) => void;
}

export function SchemaField({ path, labelOf, schema, draft, hint, errors, onChange }: SchemaFieldProps) {
  const { t } = useTranslation();
  const label = labelOf(path);
  const error = errors[path] ?? null;
  const kind = kindOf(schema);
  if (kind === 'flag' || kind === 'boolean') {
    return <CheckboxField label={label} hint={hint} error={error} checked={draft === true} onChange={(event) => onChange(event.target.checked)} />;
  }
  if (kind === 'select') {
    return (
      <SelectField label={label} hint={hint} value={String(draft)} onChange={(event) => onChange(event.target.value)}>
        {(schema.enum ?? []).map((option) => (
          <option key={String(option)} value={String(option)}>
            {String(option)}
          </option>
        ))}
      </SelectField>
    );
  }
  if (kind === 'number' || kind === 'integer') {
    const min = shownBound(schema.minimum);
    const max = shownBound(schema.maximum);
    const range =
      min !== undefined && max !== undefined ? t('admin.settings.range', { min, max }) : min !== undefined ? t('admin.settings.atLeast', { min }) : max !== undefined ? t('admin.settings.atMost', { max }) : '';
    return (
      <TextField
        label={label}
        hint={[range, hint].filter(Boolean).join(' · ') || undefined}
        inputMode={kind === 'integer' && (min ?? 0) >= 0 ? 'numeric' : 'decimal'}
        dir="ltr"
        value={String(draft)}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  if (kind === 'text') {
    return <TextField label={label} hint={hint} dir="auto" value={String(draft)} maxLength={schema.maxLength} error={error} onChange={(event) => onChange(event.target.value)} />;
  }
  if (kind === 'object') {
    const parts = draft as Record<string, Draft>;
    return (
      <fieldset className="admin-fieldset" aria-describedby={error ? `${path}-error` : undefined}>
        <legend>{label}</legend>
        {hint ? <p className="field__hint">{hint}</p> : null}
        {Object.entries(schema.properties ?? {}).map(([key, part]) => (
          <SchemaField key={key} path={`${path}.${key}`} labelOf={labelOf} schema={part} draft={parts[key] ?? ''} errors={errors} onChange={(next) => onChange({ ...parts, [key]: next })} />
        ))}
        {error ? (
          <p className="field__error" id={`${path}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  }
  return <TextAreaField label={label} hint={[t('admin.settings.jsonHint'), hint].filter(Boolean).join(' · ')} code rows={8} value={String(draft)} error={error} onChange={(event) => onChange(event.target.value)} />;
}
