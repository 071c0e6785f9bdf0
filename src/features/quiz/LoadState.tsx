/** Loading and error views shared by the Quiz Zone screens. */
import { useTranslation } from 'react-i18next';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import type { ApiError } from '../../lib/request/api-error';
import { Button, ButtonLink } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { StatusMessage } from '../../ui/StatusMessage';

export function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}

export interface LoadErrorProps {
  readonly error: ApiError;
  readonly onRetry: () => void;
  readonly back?: string;
  /** 1 when the error is all the screen shows (no page title above it). */
  readonly headingLevel?: 1 | 2;
}

export function LoadError({ error, onRetry, back, headingLevel = 2 }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      tone="error"
      icon="warning"
      headingLevel={headingLevel}
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
      <p>{inlineErrorMessage(error)}</p>
    </StatusMessage>
  );
}
