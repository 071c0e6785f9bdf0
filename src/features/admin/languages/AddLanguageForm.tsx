/** Adds a language: code, name and direction. It starts disabled for both the interface and quiz content, so nothing half-translated is offered. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminLanguage } from '../../../../contract/api/admin-languages';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { CheckboxField } from '../components/CheckboxField';
import { fieldError, formError, refusalOf, type Refusal } from '../components/server-refusal';
import { languagesApi } from './languages.api';

const CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;
const FIELDS = ['code', 'name'] as const;

export function AddLanguageForm({ onAdded }: { readonly onAdded: (language: AdminLanguage) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [rtl, setRtl] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!CODE.test(code.trim())) return setRefusal({ field: 'code', message: t('admin.languages.codeInvalid') });
    if (!name.trim() || name.trim().length > 60) return setRefusal({ field: 'name', message: t('admin.languages.nameInvalid') });
    setRefusal(null);
    setBusy(true);
    try {
      const language = await languagesApi.add({ code: code.trim(), name: name.trim(), rtl: rtl ? 1 : 0 });
      setCode('');
      setName('');
      setRtl(false);
      onAdded(language);
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  const general = formError(refusal, FIELDS);
  return (
    <section className="card admin-panel" aria-labelledby="admin-language-add">
      <h2 id="admin-language-add">{t('admin.languages.addTitle')}</h2>
      <p className="admin-panel__lead">{t('admin.languages.addLead')}</p>
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={t('admin.languages.code')} hint={t('admin.languages.codeHint')} dir="ltr" autoComplete="off" value={code} maxLength={12} error={fieldError(refusal, 'code')} onChange={(event) => setCode(event.target.value)} />
        <TextField label={t('admin.languages.name')} hint={t('admin.languages.nameHint')} value={name} maxLength={60} error={fieldError(refusal, 'name')} onChange={(event) => setName(event.target.value)} />
        <CheckboxField label={t('admin.languages.rtl')} checked={rtl} onChange={(event) => setRtl(event.target.checked)} />
        {general ? (
          <p className="field__error" role="alert">
            {general}
          </p>
        ) : null}
        <Button type="submit" busy={busy}>
          {t('admin.languages.add')}
        </Button>
      </form>
    </section>
  );
}
