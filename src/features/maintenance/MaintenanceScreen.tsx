/** Shown to everyone but admins while the system configuration has maintenance_mode '1'. */
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../lib/settings/settings';
import { ButtonLink } from '../../ui/Button';
import { StatusMessage } from '../../ui/StatusMessage';

export function MaintenanceScreen() {
  const { t } = useTranslation();
  const { system } = useSettings();
  const active = system.data?.maintenance_mode === '1';
  return (
    <div className="container container--narrow">
      <StatusMessage
        tone="info"
        icon="tools"
        headingLevel={1}
        title={active ? t('maintenance.title') : t('maintenance.overTitle')}
        action={active ? null : <ButtonLink to="/">{t('common.goHome')}</ButtonLink>}
      >
        <p dir="auto">{active ? system.data?.maintenance_message || t('errors.MAINTENANCE') : t('maintenance.overBody')}</p>
      </StatusMessage>
    </div>
  );
}
