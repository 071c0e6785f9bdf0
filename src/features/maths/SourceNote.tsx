/** The plain notes on tutor hub screens about where their content came from, or could not. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { StatusMessage } from '../../ui/StatusMessage';

/** Shown above content read from a download because there is no connection. */
export function DownloadedNote({ children }: { readonly children: string }) {
  return (
    <p className="maths-note" role="status">
      <Icon name="wifiOff" size={20} />
      <span>{children}</span>
    </p>
  );
}

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
