/**
 * /admin/languages/:id/texts: a language's interface texts beside English. The action answers every
 * key at once; the search, the "missing only" filter and the pages are applied here, kept in the address.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { formatNumber } from '../../../lib/i18n/number-format';
import { useAsync, type AsyncState } from '../../../lib/use-async';
import { Button } from '../../../ui/Button';
import { AdminLayout } from '../AdminLayout';
import { DataTable, type Column } from '../components/DataTable';
import { ListResult, type Page } from '../components/ListResult';
import { ListSearch } from '../components/ListSearch';
import { ADMIN_PAGE_SIZE, useListQuery } from '../components/use-list-query';
import { ADMIN_LANGUAGES_PATH } from './language-paths';
import { languagesApi } from './languages.api';
import { TextEditForm, type EditedText } from './TextEditForm';
import { filterTexts, type Text } from './text-filter';
import { TextsTransfer } from './TextsTransfer';

const FILTERS = ['show'] as const;
type Filter = (typeof FILTERS)[number];

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function TextsScreen() {
  const { t, i18n } = useTranslation();
  const languageId = parseId(useParams<{ id: string }>().id);
  const list = useListQuery<never, Filter>([], FILTERS);
  const { state, reload, setData } = useAsync(async (signal) => {
    if (languageId === null) throw new Error(t('admin.texts.notFound'));
    const [languages, strings] = await Promise.all([languagesApi.languages(signal), languagesApi.strings(languageId, signal)]);
    return { language: languages.find((language) => language.id === languageId), strings };
  }, `texts:${languageId}`);
  const [editing, setEditing] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const lastEdited = useRef<string | null>(null);

  // Back from the edit form, focus returns to the key's Edit button.
  useEffect(() => {
    if (editing !== null || lastEdited.current === null) return;
    document.getElementById(`admin-text-${lastEdited.current}`)?.focus();
    lastEdited.current = null;
  }, [editing]);

  const missingOnly = list.query.filters.show === 'missing';
  const loaded = state.status === 'success' ? state.data : null;
  const name = loaded?.language?.name ?? loaded?.strings.code ?? '';
  const rtl = loaded?.language?.rtl === 1;

  const close = (key: string) => {
    lastEdited.current = key;
    setEditing(null);
  };
  const saved = (answer: EditedText) => {
    if (!loaded) return;
    const data = loaded.strings.data.map((text) => (text.key === answer.key ? { ...text, value: answer.value, override: answer.override, missing: answer.value === null } : text));
    setData({ ...loaded, strings: { ...loaded.strings, data, keys_missing: data.filter((text) => text.missing).length } });
    setDone(answer.changed ? t('admin.texts.saved', { key: answer.key }) : t('admin.texts.unchanged', { key: answer.key }));
    close(answer.key);
  };

  const pageState: AsyncState<Page<Text>> =
    state.status === 'success'
      ? (() => {
          const found = filterTexts(state.data.strings.data, list.query.search, missingOnly);
          const from = list.query.page * ADMIN_PAGE_SIZE;
          return { status: 'success', data: { total: found.length, data: found.slice(from, from + ADMIN_PAGE_SIZE) } };
        })()
      : state;

  const columns: Column<Text, never>[] = [
    { id: 'key', header: t('admin.texts.key'), rowHeader: true, cell: (text) => <code dir="ltr">{text.key}</code> },
    { id: 'english', header: t('admin.texts.english'), cell: (text) => <span dir="ltr">{text.english}</span> },
    {
      id: 'value',
      header: t('admin.texts.value', { name }),
      cell: (text) =>
        editing === text.key && languageId !== null ? (
          <TextEditForm languageId={languageId} textKey={text.key} initial={text.override ?? text.value ?? ''} rtl={rtl} onSaved={saved} onCancel={() => close(text.key)} />
        ) : (
          <>
            {text.missing ? <span className="admin-badge">{t('admin.texts.missing')}</span> : <span dir={rtl ? 'rtl' : 'ltr'}>{text.value}</span>}
            {text.override !== null ? <span className="admin-texts__own"> {t('admin.texts.own')}</span> : null}
          </>
        ),
    },
    {
      id: 'edit',
      header: t('admin.texts.actions'),
      cell: (text) =>
        editing === text.key ? null : (
          <Button id={`admin-text-${text.key}`} variant="secondary" aria-label={`${t('admin.texts.edit')} ${text.key}`} onClick={() => setEditing(text.key)}>
            {t('admin.texts.edit')}
          </Button>
        ),
    },
  ];

  return (
    <AdminLayout title={loaded ? t('admin.texts.titleOf', { name }) : t('admin.texts.title')} lead={t('admin.texts.lead')} back={{ to: ADMIN_LANGUAGES_PATH, label: t('admin.languages.title') }}>
      {loaded && languageId !== null ? (
        <>
          <p className="admin-panel__lead">
            {t('admin.texts.counts', { missing: formatNumber(loaded.strings.keys_missing, i18n.language), total: formatNumber(loaded.strings.keys_total, i18n.language) })}
          </p>
          <TextsTransfer
            languageId={languageId}
            code={loaded.strings.code}
            onImported={(message) => {
              setDone(message);
              reload();
            }}
          />
        </>
      ) : null}
      <p className="admin-done" role="status">
        {done}
      </p>
      <ListSearch<Filter>
        key={list.key}
        label={t('admin.texts.searchLabel')}
        search={{ label: t('admin.texts.search'), value: list.query.search }}
        values={list.query.filters}
        filters={[{ name: 'show', label: t('admin.texts.show'), options: [{ value: 'missing', label: t('admin.texts.missingOnly') }] }]}
        onApply={list.apply}
      />
      <ListResult state={pageState} reload={reload} page={list.query.page} pageSize={ADMIN_PAGE_SIZE} onPage={list.setPage} emptyTitle={t('admin.texts.empty')}>
        {(rows) => <DataTable caption={t('admin.texts.caption', { name })} columns={columns} rows={rows} rowKey={(text) => text.key} />}
      </ListResult>
    </AdminLayout>
  );
}
