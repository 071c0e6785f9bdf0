/** Loading and error views shared by the Quiz Zone screens. */
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../lib/request/api-error';
import { Button, ButtonLink } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { StatusMessage } from '../../ui/StatusMessage';

export function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}

export function LoadError({ error, onRetry, back }: { readonly error: ApiError; readonly onRetry: () => void; readonly back?: string }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      tone="error"
      icon="warning"
      title={t('common.loadFailed')}
      action={
        <>
          <Button onClick={onRetry}>{t('common.retry')}</Button>
          {back ? (
            <ButtonLink to={back} variant="secondary">
              {t('common.back')}
            </ButtonLink>
          ) : null}
        </>
      }
    >
      <p>{error.message}</p>
    </StatusMessage>
  );
}
