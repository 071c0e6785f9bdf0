/**
 * Picks a JSON file and reads it in the browser: the parsed value goes to onRead, or a plain
 * "not JSON" error is shown under the field. Nothing is uploaded here; the screen sends the value.
 */
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readText } from './download-file';
import { describedBy, FieldNotes } from './FieldNotes';

export interface JsonFileFieldProps {
  readonly label: string;
  readonly hint?: string;
  /** Called with the file's parsed content and its name. */
  readonly onRead: (value: unknown, fileName: string) => void;
  /** Called when the choice is cleared or the file is not JSON. */
  readonly onClear?: () => void;
}

export function JsonFileField({ label, hint, onRead, onClear }: JsonFileFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setError(null);
    if (!file) {
      onClear?.();
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(await readText(file)) as unknown;
    } catch {
      setError(t('admin.file.notJson', { name: file.name }));
      onClear?.();
      return;
    }
    onRead(value, file.name);
  };

  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="application/json,.json"
        className="field__input admin-file"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => void choose(event)}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
