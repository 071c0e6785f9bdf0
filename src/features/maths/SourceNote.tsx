/** The tutor hub's screen for content it can get neither from the server nor from a download. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { StatusMessage } from '../../ui/StatusMessage';

/** Neither a connection nor a download: say what would help, and offer to try again. */
export function NeedsDownloadOrConnection({ body, onRetry, headingLevel = 2 }: { readonly body: string; readonly onRetry: () => void; readonly headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      icon="wifiOff"
      headingLevel={headingLevel}
      title={t('maths.unavailable.title')}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    >
      <p>{body}</p>
    </StatusMessage>
  );
}
