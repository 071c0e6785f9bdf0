/**
 * Installing the app from Settings, where a player looks for it: the button while the browser
 * offers an install, otherwise a line saying it is installed or how to install it by hand.
 */
import { useTranslation } from 'react-i18next';
import { useInstallAvailability } from '../../lib/install/install-prompt';
import { InstallAppButton } from '../../ui/InstallAppButton';
import { SettingsSection } from './SettingsSection';

export function InstallSetting() {
  const { t } = useTranslation();
  const availability = useInstallAvailability();
  const hint = { available: 'settings.installHint', installed: 'settings.installDone', unavailable: 'settings.installManual' } as const;
  return (
    <SettingsSection title={t('settings.installTitle')}>
      <p>{t(hint[availability])}</p>
      <InstallAppButton />
    </SettingsSection>
  );
}
