/** What an admin list shows for its load: a spinner, the error with Try again, the empty state, or the rows and the pager. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inlineErrorMessage } from '../../../lib/i18n/inline-error';
import type { AsyncState } from '../../../lib/use-async';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { StatusMessage } from '../../../ui/StatusMessage';
import { Pager } from './Pager';

export interface Page<Row> {
  readonly total: number;
  readonly data: readonly Row[];
}

export interface ListResultProps<Row> {
  readonly state: AsyncState<Page<Row>>;
  readonly reload: () => void;
  readonly page: number;
  readonly pageSize: number;
  readonly onPage: (page: number) => void;
  readonly emptyTitle: string;
  readonly children: (rows: readonly Row[]) => ReactNode;
}

export function ListResult<Row>({ state, reload, page, pageSize, onPage, emptyTitle, children }: ListResultProps<Row>) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <Spinner label={t('common.loading')} />;
  if (state.status === 'error') {
    return (
      <StatusMessage tone="error" title={t('common.loadFailed')} action={<Button onClick={reload}>{t('common.retry')}</Button>}>
        <p>{inlineErrorMessage(state.error)}</p>
      </StatusMessage>
    );
  }
  const { total, data } = state.data;
  // A page past the end (rows deleted since, or an edited address): offer the first page.
  if (data.length === 0 && page > 0 && total > 0) {
    return <StatusMessage tone="empty" title={t('admin.list.pastEnd')} action={<Button onClick={() => onPage(0)}>{t('admin.list.firstPage')}</Button>} />;
  }
  if (data.length === 0) return <StatusMessage tone="empty" title={emptyTitle} />;
  return (
    <>
      {children(data)}
      <Pager page={page} pageSize={pageSize} total={total} shown={data.length} onPage={onPage} />
    </>
  );
}
