/** An address under /admin that is no admin page: said inside the admin frame, with the way back. */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/Button';
import { StatusMessage } from '../../ui/StatusMessage';
import { ADMIN_HOME } from './admin-sections';
import { AdminLayout } from './AdminLayout';

export function NoSuchAdminPage() {
  const { t } = useTranslation();
  return (
    <AdminLayout title={t('admin.notFound.title')}>
      <StatusMessage tone="empty" title={t('admin.notFound.body')} action={<ButtonLink to={ADMIN_HOME}>{t('admin.nav.home')}</ButtonLink>} />
    </AdminLayout>
  );
}
