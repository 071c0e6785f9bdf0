/**
 * Payments and subscriptions live on the server (and the provider's): offline, a billing page
 * says so plainly instead of spinning, and opens by itself once the connection is back. Nothing
 * of a billing page is stored on the device. The screen's title stays above it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectivity } from '../../lib/connectivity/connectivity';
import { ButtonLink } from '../../ui/Button';
import { StatusMessage } from '../../ui/StatusMessage';

export function OnlineOnly({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const { online } = useConnectivity();
  if (online) return <>{children}</>;
  return (
    <div role="status" aria-live="polite">
      <StatusMessage
        icon="wifiOff"
        title={t('billing.offline.title')}
        action={
          <ButtonLink to="/" variant="secondary">
            {t('common.goHome')}
          </ButtonLink>
        }
      >
        <p>{t('billing.offline.body')}</p>
      </StatusMessage>
    </div>
  );
}
