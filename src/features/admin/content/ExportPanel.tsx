/** Exports questions as CSV or JSON (filtered by category, subcategory, language and state) and saves the file on the device. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/number-format';
import { Button } from '../../../ui/Button';
import { refusalOf } from '../components/server-refusal';
import { SelectField } from '../components/SelectField';
import { contentApi, enabledOptions, type ExportBody } from './content.api';
import { downloadText } from '../components/download-file';
import { FormFailure } from './FormFailure';
import { useCategoryChoices, useSubcategoryChoices } from './use-content-choices';
import type { Languages } from './use-languages';

type Format = ExportBody['format'];

export function ExportPanel({ languages }: { readonly languages: Languages }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const categories = useCategoryChoices();
  const [format, setFormat] = useState<Format>('csv');
  const [categoryId, setCategoryId] = useState('');
  const subcategories = useSubcategoryChoices(categoryId ? Number(categoryId) : null).list;
  const [subcategoryId, setSubcategoryId] = useState('');
  const [languageId, setLanguageId] = useState('');
  const [active, setActive] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    setStatus('');
    try {
      const answer = await contentApi.exportQuestions({
        format,
        ...(categoryId ? { category_id: Number(categoryId) } : {}),
        ...(subcategoryId ? { subcategory_id: Number(subcategoryId) } : {}),
        ...(languageId ? { language_id: Number(languageId) } : {}),
        ...(active === 'true' || active === 'false' ? { active } : {}),
      });
      const day = new Date().toISOString().slice(0, 10);
      downloadText(`questions-${day}.${answer.format}`, answer.content, answer.format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json');
      const rows = number(answer.rows);
      setStatus(answer.truncated ? t('admin.content.exportTruncated', { rows }) : t('admin.content.exported', { rows }));
    } catch (error) {
      setFailure(refusalOf(error).message);
    } finally {
      setBusy(false);
    }
  };

  const choose = (label: string, value: string, set: (value: string) => void, options: readonly { readonly value: string; readonly label: string }[]) => (
    <SelectField label={label} value={value} onChange={(event) => set(event.target.value)}>
      <option value="">{t('admin.list.any')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );

  return (
    <section className="card admin-panel" aria-labelledby="content-export">
      <h2 id="content-export">{t('admin.content.exportTitle')}</h2>
      <p className="admin-panel__lead">{t('admin.content.exportLead')}</p>
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        <SelectField label={t('admin.content.format')} value={format} onChange={(event) => setFormat(event.target.value === 'json' ? 'json' : 'csv')}>
          <option value="csv">CSV</option>
          <option value="json">JSON</option>
        </SelectField>
        {choose(
          t('admin.content.category'),
          categoryId,
          (value) => {
            setCategoryId(value);
            setSubcategoryId('');
          },
          categories.map((row) => ({ value: String(row.id), label: `${row.name} (${row.slug})` })),
        )}
        {categoryId ? choose(t('admin.content.subcategory'), subcategoryId, setSubcategoryId, subcategories.map((row) => ({ value: String(row.id), label: row.name }))) : null}
        {choose(t('admin.content.language'), languageId, setLanguageId, languages.options)}
        {choose(t('admin.content.enabled'), active, setActive, enabledOptions(t))}
        <FormFailure message={failure} />
        <Button type="submit" busy={busy}>
          {t('admin.content.exportButton')}
        </Button>
      </form>
      <p className="admin-done" role="status">
        {status}
      </p>
    </section>
  );
}
