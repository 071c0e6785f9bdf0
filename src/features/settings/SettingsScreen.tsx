/** The user settings of the spec: interface language, installing the app, and the way to offline downloads and to sync. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../ui/Icon';
import type { IconName } from '../../ui/icons';
import { PageTitle } from '../../ui/PageTitle';
import { InstallSetting } from './InstallSetting';
import { LanguageSetting } from './LanguageSetting';
import { DOWNLOADS_PATH, SYNC_SETTINGS_PATH } from '../../lib/settings-paths';
import { SettingsSection } from './SettingsSection';
import './settings.css';

interface SettingsLinkProps {
  readonly to: string;
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
}

function SettingsLink({ to, icon, title, description }: SettingsLinkProps) {
  return (
    <li>
      <Link to={to} className="settings-link">
        <Icon name={icon} size={24} className="settings-link__icon" />
        <span className="settings-link__text">
          <span className="settings-link__title">{title}</span>
          <span className="settings-link__description">{description}</span>
        </span>
        <Icon name="chevron" size={20} className="settings-link__chevron" />
      </Link>
    </li>
  );
}

export function SettingsScreen() {
  const { t } = useTranslation();
  return (
    <div className="container container--narrow settings">
      <PageTitle title={t('settings.title')} />
      <SettingsSection title={t('settings.languageTitle')}>
        <LanguageSetting />
      </SettingsSection>
      <InstallSetting />
      <nav aria-label={t('settings.more')}>
        <ul className="settings-links">
          <SettingsLink to={DOWNLOADS_PATH} icon="layers" title={t('settings.downloads')} description={t('settings.downloadsHint')} />
          <SettingsLink to={SYNC_SETTINGS_PATH} icon="send" title={t('settings.syncLink')} description={t('settings.syncLinkHint')} />
        </ul>
      </nav>
    </div>
  );
}
