/** The admin area: the screen for the address, or the admin's own "no such page" inside the admin frame. */
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { ButtonLink } from '../../ui/Button';
import { StatusMessage } from '../../ui/StatusMessage';
import { ADMIN_HOME } from './admin-sections';
import { adminRoutes } from './admin-routes';
import { AdminLayout } from './AdminLayout';

function NoSuchAdminPage() {
  const { t } = useTranslation();
  return (
    <AdminLayout title={t('admin.notFound.title')}>
      <StatusMessage tone="empty" title={t('admin.notFound.body')} action={<ButtonLink to={ADMIN_HOME}>{t('admin.nav.home')}</ButtonLink>} />
    </AdminLayout>
  );
}

export function AdminArea() {
  return (
    <Switch>
      {adminRoutes.map(([path, screen]) => (
        <Route key={path} path={path} component={screen} />
      ))}
      <Route component={NoSuchAdminPage} />
    </Switch>
  );
}
