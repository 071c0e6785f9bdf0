/** Edits one interface text of a language in place; empty sends it back to the text shipped with the app. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { TextAreaField } from '../components/TextAreaField';
import { refusalOf } from '../components/server-refusal';
import { languagesApi } from './languages.api';

export interface EditedText {
  readonly key: string;
  readonly value: string | null;
  readonly override: string | null;
  readonly changed: boolean;
}

export interface TextEditFormProps {
  readonly languageId: number;
  readonly textKey: string;
  readonly initial: string;
  readonly rtl: boolean;
  readonly onSaved: (text: EditedText) => void;
  readonly onCancel: () => void;
}

export function TextEditForm({ languageId, textKey, initial, rtl, onSaved, onCancel }: TextEditFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSaved(await languagesApi.setString({ language_id: languageId, key: textKey, value }));
    } catch (failure) {
      setError(refusalOf(failure).message);
      setBusy(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} onKeyDown={(event) => event.key === 'Escape' && onCancel()}>
      <TextAreaField
        label={t('admin.texts.textFor', { key: textKey })}
        hint={t('admin.texts.emptyHint')}
        dir={rtl ? 'rtl' : 'ltr'}
        rows={3}
        maxLength={5000}
        // The form replaces the Edit button that had focus.
        autoFocus
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="admin-panel__actions">
        <Button type="submit" busy={busy}>
          {t('admin.texts.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
