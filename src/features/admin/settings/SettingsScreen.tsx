/**
 * /admin/settings: maintenance mode, then the system configuration, web settings and home settings
 * (?scope=system|web|home), each a form made from get_admin_config's schema of every key.
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { inlineErrorMessage } from '../../../lib/i18n/inline-error';
import { useAsync } from '../../../lib/use-async';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { StatusMessage } from '../../../ui/StatusMessage';
import { AdminLayout } from '../AdminLayout';
import { ConfigForm } from './ConfigForm';
import { MaintenancePanel } from './MaintenancePanel';
import { settingsApi, type ConfigScope } from './settings.api';

const SCOPES: readonly ConfigScope[] = ['system', 'web', 'home'];
const ADMIN_SETTINGS_PATH = '/admin/settings';

function ScopeSettings({ scope }: { readonly scope: ConfigScope }) {
  const { t } = useTranslation();
  const { state, reload, setData } = useAsync((signal) => settingsApi.config(scope, signal), `config:${scope}`);
  if (state.status === 'loading') return <Spinner label={t('common.loading')} />;
  if (state.status === 'error') {
    return (
      <StatusMessage tone="error" title={t('common.loadFailed')} action={<Button onClick={reload}>{t('common.retry')}</Button>}>
        <p>{inlineErrorMessage(state.error)}</p>
      </StatusMessage>
    );
  }
  const config = state.data;
  return (
    <ConfigForm
      key={scope}
      scope={scope}
      keys={config.keys}
      onSaved={(values) => setData({ ...config, keys: config.keys.map((key) => (key.key in values ? { ...key, value: values[key.key] } : key)) })}
    />
  );
}

export function SettingsScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const scope = SCOPES.find((name) => name === params.get('scope')) ?? 'system';
  return (
    <AdminLayout title={t('admin.settings.title')} lead={t('admin.settings.lead')}>
      <MaintenancePanel />
      <section className="card admin-panel admin-settings" aria-labelledby="admin-settings-scope">
        <nav aria-label={t('admin.settings.scopes')}>
          <ul className="admin-settings__scopes">
            {SCOPES.map((name) => (
              <li key={name}>
                <Link to={`${ADMIN_SETTINGS_PATH}?scope=${name}`} className="admin-nav__link" aria-current={name === scope ? 'page' : undefined}>
                  {t(`admin.settings.scope.${name}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <h2 id="admin-settings-scope">{t(`admin.settings.scope.${scope}`)}</h2>
        <p className="admin-panel__lead">{t(`admin.settings.scopeLead.${scope}`)}</p>
        <ScopeSettings key={scope} scope={scope} />
      </section>
    </AdminLayout>
  );
}
