/** A content edit screen while its row loads: the spinner, "not found" with the way back, or the error with Try again. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inlineErrorMessage } from '../../../lib/i18n/inline-error';
import type { AsyncState } from '../../../lib/use-async';
import { Button, ButtonLink } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { StatusMessage } from '../../../ui/StatusMessage';
import { AdminLayout } from '../AdminLayout';
import { NOT_FOUND } from './content.api';

export interface LoadOneProps<T> {
  readonly state: AsyncState<T>;
  readonly reload: () => void;
  readonly title: string;
  readonly back: { readonly to: string; readonly label: string };
  readonly notFound: string;
  readonly children: (data: T) => ReactNode;
}

export function LoadOne<T>({ state, reload, title, back, notFound, children }: LoadOneProps<T>) {
  const { t } = useTranslation();
  if (state.status === 'success') return <>{children(state.data)}</>;
  const missing = state.status === 'error' && (state.error.code === 'CLIENT' || state.error.code === 'NOT_FOUND' || state.error.message === NOT_FOUND);
  return (
    <AdminLayout title={title} back={back}>
      {state.status === 'loading' ? <Spinner label={t('common.loading')} /> : null}
      {state.status === 'error' && missing ? <StatusMessage tone="empty" title={notFound} action={<ButtonLink to={back.to}>{back.label}</ButtonLink>} /> : null}
      {state.status === 'error' && !missing ? (
        <StatusMessage tone="error" title={t('common.loadFailed')} action={<Button onClick={reload}>{t('common.retry')}</Button>}>
          <p>{inlineErrorMessage(state.error)}</p>
        </StatusMessage>
      ) : null}
    </AdminLayout>
  );
}
