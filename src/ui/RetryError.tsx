/**
 * A screen's data that could not load (offline without a stored copy, a server error), with Try
 * again. LoadState.tsx says more for Quiz Zone screens; this one names only the shell's words.
 */
import { useTranslation } from 'react-i18next';
import { inlineErrorMessage } from '../lib/i18n/inline-error';
import type { ApiError } from '../lib/request/api-error';
import { Button } from './Button';
import { StatusMessage } from './StatusMessage';

export function RetryError({ error, onRetry }: { readonly error: ApiError; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusMessage tone="error" icon="warning" title={t('common.loadFailed')} action={<Button onClick={onRetry}>{t('common.retry')}</Button>}>
      <p>{inlineErrorMessage(error)}</p>
    </StatusMessage>
  );
}
