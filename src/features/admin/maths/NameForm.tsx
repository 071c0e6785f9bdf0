/** Renames a curriculum or a unit (1 to 120 characters), with the server's refusal under the field. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { refusalOf } from '../components/server-refusal';

export interface NameFormProps {
  readonly label: string;
  readonly name: string;
  readonly onRename: (name: string) => Promise<void>;
}

export function NameForm({ label, name, onRename }: NameFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = draft.trim();
    if (!trimmed || trimmed.length > 120) return setError(t('admin.maths.nameInvalid'));
    setError(null);
    setBusy(true);
    try {
      await onRename(trimmed);
    } catch (failure) {
      setError(refusalOf(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-maths__name" onSubmit={(event) => void submit(event)} noValidate>
      <TextField label={label} dir="auto" maxLength={120} value={draft} error={error} onChange={(event) => setDraft(event.target.value)} />
      <Button type="submit" variant="secondary" busy={busy} disabled={draft.trim() === name}>
        {t('admin.maths.rename')}
      </Button>
    </form>
  );
}
