/** A download's progress in bytes, as a progressbar assistive tech can read, with a cancel button. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { formatBytes } from '../../lib/i18n/format-bytes';

export interface DownloadProgressProps {
  readonly title: string;
  readonly received: number;
  readonly total: number;
  readonly onCancel: () => void;
}

export function DownloadProgress({ title, received, total, onCancel }: DownloadProgressProps) {
  const { t, i18n } = useTranslation();
  const percent = total > 0 ? Math.min(100, Math.round((received / total) * 100)) : 0;
  const text = t('downloads.progress.text', { received: formatBytes(received, i18n.language), total: formatBytes(total, i18n.language) });
  return (
    <div className="download-progress">
      <div
        className="download-progress__bar"
        role="progressbar"
        aria-label={t('downloads.progress.label', { title })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={Math.min(received, total)}
        aria-valuetext={text}
      >
        <span style={{ inlineSize: `${percent}%` }} />
      </div>
      <span className="download-progress__text" aria-hidden="true">
        {text}
      </span>
      <Button variant="secondary" onClick={onCancel} aria-label={t('downloads.cancelNamed', { title })}>
        {t('downloads.cancel')}
      </Button>
    </div>
  );
}
