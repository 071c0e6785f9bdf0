/**
 * An answer sheet that could not even be stored on this device (Quiz Zone and the solo modes): says
 * so, why, that the answers are kept, and offers to try again. The screen loads the `quiz` words.
 */
import { useTranslation } from 'react-i18next';
import { inlineErrorMessage } from '../lib/i18n/inline-error';
import type { ApiError } from '../lib/request/api-error';
import { Button } from './Button';
import { StatusMessage } from './StatusMessage';

export function SubmitFailed({ error, onRetry }: { readonly error: ApiError | null; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusMessage tone="error" icon="send" headingLevel={1} focusOnMount title={t('quiz.play.submitFailed')} action={<Button onClick={onRetry}>{t('common.retry')}</Button>}>
      {error ? <p>{inlineErrorMessage(error)}</p> : null}
      <p>{t('quiz.play.answersKept')}</p>
    </StatusMessage>
  );
}
