/** The three connectivity facts (what the browser says, the QA switch, what the app acts on) and the switch. */
import { useTranslation } from 'react-i18next';
import { useConnectivity } from '../../lib/connectivity/connectivity';
import { ForceOfflineSwitch } from './ForceOfflineSwitch';
import { Fact, Facts, SettingsSection } from './SettingsSection';

export function ConnectivitySection() {
  const { t } = useTranslation();
  const { browserOnline, forcedOffline, online } = useConnectivity();
  const onlineText = (value: boolean) => (value ? t('settings.sync.online') : t('settings.sync.offline'));
  return (
    <SettingsSection title={t('settings.sync.connectivity')}>
      <Facts>
        <Fact label={t('settings.sync.browserOnline')}>{onlineText(browserOnline)}</Fact>
        <Fact label={t('settings.sync.forcedOffline')}>{forcedOffline ? t('settings.sync.on') : t('settings.sync.off')}</Fact>
        <Fact label={t('settings.sync.effective')}>{onlineText(online)}</Fact>
      </Facts>
      <ForceOfflineSwitch />
    </SettingsSection>
  );
}
