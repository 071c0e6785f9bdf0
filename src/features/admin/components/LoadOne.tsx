/**
 * An admin screen of one record (a user, a report, a category, a question) while it loads: the
 * spinner, "not found" with the way back, or the error with Try again; then the record's screen.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inlineErrorMessage } from '../../../lib/i18n/inline-error';
import type { AsyncState } from '../../../lib/use-async';
import { Button, ButtonLink } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { StatusMessage } from '../../../ui/StatusMessage';
import { AdminLayout } from '../AdminLayout';

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
  // CLIENT: the screen's own refusal (no such id in the address, no such row in the answer).
  const missing = state.status === 'error' && (state.error.code === 'CLIENT' || state.error.code === 'NOT_FOUND' || state.error.code === 'VALIDATION');
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
