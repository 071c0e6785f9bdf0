/**
 * One page of one language: its title, body and (the FAQ) questions. A page the language lacks
 * starts from the default language's text, which its players get until it is saved.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPage } from '../../../../contract/api/admin-config';
import type { AdminLanguage } from '../../../../contract/api/admin-languages';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { TextField } from '../../../ui/TextField';
import { TextAreaField } from '../components/TextAreaField';
import { refusalOf } from '../components/server-refusal';
import { FaqItemsField, type FaqItem } from './FaqItemsField';
import { pagesApi } from './pages.api';

export interface PageFormProps {
  readonly page: AdminPage;
  readonly language: AdminLanguage;
  readonly defaultLanguage: AdminLanguage | undefined;
  readonly onChanged: (message: string) => void;
}

export function PageForm({ page, language, defaultLanguage, onChanged }: PageFormProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(page.title);
  const [body, setBody] = useState(page.body);
  const [items, setItems] = useState<FaqItem[]>(page.items);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const dir = language.rtl ? 'rtl' : 'ltr';
  const pageName = t(`admin.pages.type.${page.type}`);
  const faq = page.type === 'faq';

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (!title.trim() || title.trim().length > 200) found.title = t('admin.pages.titleInvalid');
    if (faq) {
      items.forEach((item, index) => {
        if (!item.question.trim()) found[`items.${index}.question`] = t('admin.pages.questionInvalid');
        if (!item.answer.trim()) found[`items.${index}.answer`] = t('admin.pages.answerInvalid');
      });
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy('save');
    try {
      const answer = await pagesApi.save({ type: page.type, language_id: language.id, title: title.trim(), body, items: faq ? items.map((item) => ({ question: item.question.trim(), answer: item.answer.trim() })) : [] });
      onChanged(answer.changed ? t('admin.pages.saved', { page: pageName, language: language.name }) : t('admin.pages.unchanged'));
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.field === 'title' || refusal.field === 'body' || refusal.field?.startsWith('items.')) setErrors({ [refusal.field]: refusal.message });
      else setFailure(refusal.message);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('delete');
    setFailure(null);
    try {
      await pagesApi.remove({ type: page.type, language_id: language.id });
      setDeleting(false);
      onChanged(t('admin.pages.deleted', { page: pageName, language: language.name }));
    } catch (error) {
      setDeleting(false);
      setFailure(refusalOf(error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
      {!page.stored ? (
        <p className="admin-pages__notice" role="note">
          {page.updated_at === null || language.is_default ? t('admin.pages.none') : t('admin.pages.showsDefault', { language: language.name, fallback: defaultLanguage?.name ?? '' })}
        </p>
      ) : null}
      <TextField label={t('admin.pages.pageTitle')} dir={dir} maxLength={200} value={title} error={errors.title} onChange={(event) => setTitle(event.target.value)} />
      <TextAreaField label={t('admin.pages.body')} hint={t('admin.pages.bodyHint')} dir={dir} rows={12} maxLength={50000} value={body} error={errors.body} onChange={(event) => setBody(event.target.value)} />
      {faq ? <FaqItemsField items={items} dir={dir} errors={errors} onChange={setItems} /> : null}
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="admin-panel__actions">
        <Button type="submit" busy={busy === 'save'}>
          {t('admin.pages.save')}
        </Button>
        {page.stored && !language.is_default ? (
          <Button variant="danger" onClick={() => setDeleting(true)}>
            {t('admin.pages.delete')}
          </Button>
        ) : null}
      </div>
      {deleting ? (
        <ConfirmDialog
          open
          danger
          title={t('admin.pages.deleteTitle', { page: pageName, language: language.name })}
          confirmLabel={t('admin.pages.delete')}
          cancelLabel={t('common.cancel')}
          busy={busy === 'delete'}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(false)}
        >
          <p>{t('admin.pages.deleteBody', { fallback: defaultLanguage?.name ?? '' })}</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
