/**
 * /admin/languages: every language with where it is offered and how many interface texts it has;
 * add one, offer it for the interface or quiz content, make it the default (asked first).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AdminLanguage } from '../../../../contract/api/admin-languages';
import { formatNumber } from '../../../lib/i18n/number-format';
import { useAsync } from '../../../lib/use-async';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { AdminLayout } from '../AdminLayout';
import { DataTable, type Column } from '../components/DataTable';
import { ListResult } from '../components/ListResult';
import { refusalOf } from '../components/server-refusal';
import { AddLanguageForm } from './AddLanguageForm';
import { languageTextsPath } from './language-paths';
import { languagesApi } from './languages.api';

type Switch = 'for_ui' | 'for_quiz';

export function LanguagesScreen() {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const { state, reload, setData } = useAsync(async (signal) => {
    const data = await languagesApi.languages(signal);
    return { total: data.length, data };
  }, 'languages');
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [makingDefault, setMakingDefault] = useState<AdminLanguage | null>(null);

  const rows = state.status === 'success' ? state.data.data : [];
  // Rows change in place from the server's answers, so the control just used keeps its focus.
  const replaceRows = (next: readonly AdminLanguage[]) => setData({ total: next.length, data: [...next] });

  const run = async (id: string, write: () => Promise<string>) => {
    setBusy(id);
    setFailure(null);
    setDone('');
    try {
      setDone(await write());
    } catch (error) {
      setFailure(refusalOf(error).message);
    } finally {
      setBusy(null);
    }
  };

  const toggle = (language: AdminLanguage, which: Switch) => {
    const on = !language[which];
    void run(`${language.id}:${which}`, async () => {
      const answer = await languagesApi.set({ language_id: language.id, [which]: on });
      replaceRows(rows.map((row) => (row.id === answer.language.id ? answer.language : row)));
      return t(`admin.languages.done.${which}.${on ? 'on' : 'off'}`, { name: language.name });
    });
  };

  const confirmDefault = () => {
    const language = makingDefault;
    if (!language) return;
    void run(`${language.id}:default`, async () => {
      const answer = await languagesApi.makeDefault(language.id);
      replaceRows(rows.map((row) => ({ ...row, is_default: row.id === answer.language_id })));
      return t('admin.languages.done.default', { name: language.name });
    }).then(() => setMakingDefault(null));
  };

  // A checkbox named for what it offers; its On/Off beside it is for the eye (the checkbox says its state).
  const onOff = (language: AdminLanguage, which: Switch) => (
    <label className="admin-switch">
      <input
        type="checkbox"
        checked={language[which]}
        disabled={busy === `${language.id}:${which}`}
        aria-label={t(`admin.languages.switch.${which}`, { name: language.name })}
        onChange={() => toggle(language, which)}
      />
      <span aria-hidden="true">{language[which] ? t('admin.languages.on') : t('admin.languages.off')}</span>
    </label>
  );

  const columns: Column<AdminLanguage, never>[] = [
    { id: 'name', header: t('admin.languages.name'), rowHeader: true, cell: (language) => <span dir="auto">{language.name}</span> },
    { id: 'code', header: t('admin.languages.code'), cell: (language) => <code dir="ltr">{language.code}</code> },
    { id: 'rtl', header: t('admin.languages.direction'), cell: (language) => (language.rtl ? t('admin.languages.rtlShort') : t('admin.languages.ltrShort')) },
    { id: 'ui', header: t('admin.languages.forUi'), cell: (language) => onOff(language, 'for_ui') },
    { id: 'quiz', header: t('admin.languages.forQuiz'), cell: (language) => onOff(language, 'for_quiz') },
    {
      id: 'default',
      header: t('admin.languages.default'),
      cell: (language) =>
        language.is_default ? (
          <strong>{t('admin.languages.isDefault')}</strong>
        ) : (
          <Button variant="ghost" aria-label={`${t('admin.languages.makeDefault')} (${language.name})`} onClick={() => setMakingDefault(language)}>
            {t('admin.languages.makeDefault')}
          </Button>
        ),
    },
    {
      id: 'texts',
      header: t('admin.languages.texts'),
      cell: (language) => {
        const keys = t('admin.languages.keys', { present: number(language.keys_present), total: number(language.keys_total), missing: number(language.keys_missing) });
        // The accessible name starts with the visible text, so voice control finds the link by what it shows.
        return (
          <Link to={languageTextsPath(language.id)} aria-label={t('admin.languages.textsOf', { keys, name: language.name })}>
            {keys}
          </Link>
        );
      },
    },
  ];

  return (
    <AdminLayout title={t('admin.languages.title')} lead={t('admin.languages.lead')}>
      <p className="admin-done" role="status">
        {done}
      </p>
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      <ListResult state={state} reload={reload} page={0} pageSize={Number.MAX_SAFE_INTEGER} onPage={() => undefined} emptyTitle={t('admin.languages.empty')}>
        {(rows) => <DataTable caption={t('admin.languages.caption')} columns={columns} rows={rows} rowKey={(language) => language.id} />}
      </ListResult>
      <AddLanguageForm
        onAdded={(language) => {
          setFailure(null);
          setDone(t('admin.languages.done.added', { name: language.name }));
          replaceRows([...rows, language]);
        }}
      />
      {makingDefault ? (
        <ConfirmDialog
          open
          title={t('admin.languages.defaultTitle', { name: makingDefault.name })}
          confirmLabel={t('admin.languages.makeDefault')}
          cancelLabel={t('common.cancel')}
          busy={busy === `${makingDefault.id}:default`}
          confirmDisabled={!makingDefault.for_ui || !makingDefault.for_quiz}
          onConfirm={confirmDefault}
          onCancel={() => setMakingDefault(null)}
        >
          <p>{makingDefault.for_ui && makingDefault.for_quiz ? t('admin.languages.defaultBody') : t('admin.languages.defaultNeedsEnabled')}</p>
        </ConfirmDialog>
      ) : null}
    </AdminLayout>
  );
}
