/**
 * /admin/pages: the information pages (about, contact, privacy, terms, FAQ, instructions) per
 * language. The language and page chosen are kept in the address (?language=&type=).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import type { AdminLanguage } from '../../../../contract/api/admin-languages';
import { inlineErrorMessage } from '../../../lib/i18n/inline-error';
import { useAsync, type AsyncState } from '../../../lib/use-async';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { StatusMessage } from '../../../ui/StatusMessage';
import { AdminLayout } from '../AdminLayout';
import { SelectField } from '../components/SelectField';
import { PageForm } from './PageForm';
import { pagesApi } from './pages.api';

function Failed({ state, reload }: { readonly state: AsyncState<unknown>; readonly reload: () => void }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <Spinner label={t('common.loading')} />;
  if (state.status !== 'error') return null;
  return (
    <StatusMessage tone="error" title={t('common.loadFailed')} action={<Button onClick={reload}>{t('common.retry')}</Button>}>
      <p>{inlineErrorMessage(state.error)}</p>
    </StatusMessage>
  );
}

function LanguagePages({ language, defaultLanguage, type, onType }: { readonly language: AdminLanguage; readonly defaultLanguage: AdminLanguage | undefined; readonly type: string; readonly onType: (type: string) => void }) {
  const { t } = useTranslation();
  const { state, reload } = useAsync((signal) => pagesApi.pages(language.id, signal), `pages:${language.id}`);
  const [done, setDone] = useState('');
  if (state.status !== 'success') return <Failed state={state} reload={reload} />;
  const page = state.data.find((item) => item.type === type) ?? state.data[0];
  return (
    <>
      <SelectField label={t('admin.pages.page')} value={page?.type ?? ''} onChange={(event) => onType(event.target.value)}>
        {state.data.map((item) => (
          <option key={item.type} value={item.type}>
            {item.stored ? t(`admin.pages.type.${item.type}`) : t('admin.pages.typeNotOwn', { page: t(`admin.pages.type.${item.type}`) })}
          </option>
        ))}
      </SelectField>
      <p className="admin-done" role="status">
        {done}
      </p>
      {page ? (
        <section className="card admin-panel" aria-labelledby="admin-page-edit">
          <h2 id="admin-page-edit">{t('admin.pages.editing', { page: t(`admin.pages.type.${page.type}`), language: language.name })}</h2>
          <PageForm
            key={`${language.id}:${page.type}:${page.updated_at ?? ''}:${String(page.stored)}`}
            page={page}
            language={language}
            defaultLanguage={defaultLanguage}
            onChanged={(message) => {
              setDone(message);
              reload();
            }}
          />
        </section>
      ) : null}
    </>
  );
}

export function PagesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { state, reload } = useAsync((signal) => pagesApi.languages(signal), 'languages');
  const set = (name: string, value: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set(name, value);
      return next;
    });

  if (state.status !== 'success') {
    return (
      <AdminLayout title={t('admin.pages.title')} lead={t('admin.pages.lead')}>
        <Failed state={state} reload={reload} />
      </AdminLayout>
    );
  }
  const languages = state.data;
  const defaultLanguage = languages.find((language) => language.is_default);
  const language = languages.find((item) => String(item.id) === params.get('language')) ?? defaultLanguage ?? languages[0];
  return (
    <AdminLayout title={t('admin.pages.title')} lead={t('admin.pages.lead')}>
      <div className="admin-pages__choice card">
        <SelectField label={t('admin.pages.language')} value={language ? String(language.id) : ''} onChange={(event) => set('language', event.target.value)}>
          {languages.map((item) => (
            <option key={item.id} value={item.id}>
              {item.is_default ? t('admin.pages.languageDefault', { name: item.name }) : item.name}
            </option>
          ))}
        </SelectField>
        {language ? <LanguagePages key={language.id} language={language} defaultLanguage={defaultLanguage} type={params.get('type') ?? ''} onType={(type) => set('type', type)} /> : null}
      </div>
    </AdminLayout>
  );
}
