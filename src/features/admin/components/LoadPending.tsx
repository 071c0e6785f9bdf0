/**
 * What a panel shows while its data is not there: the spinner, or the error with Try again; nothing
 * once it has loaded (the panel then shows its data). LoadOne is the same for a whole screen of one
 * record, with its "not found".
 */
import { useTranslation } from 'react-i18next';
import { inlineErrorMessage } from '../../../lib/i18n/inline-error';
import type { AsyncState } from '../../../lib/use-async';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { StatusMessage } from '../../../ui/StatusMessage';

export function LoadPending<T>({ state, reload }: { readonly state: AsyncState<T>; readonly reload: () => void }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <Spinner label={t('common.loading')} />;
  if (state.status !== 'error') return null;
  return (
    <StatusMessage tone="error" title={t('common.loadFailed')} action={<Button onClick={reload}>{t('common.retry')}</Button>}>
      <p>{inlineErrorMessage(state.error)}</p>
    </StatusMessage>
  );
}
