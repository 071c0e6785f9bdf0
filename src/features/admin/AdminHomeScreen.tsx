/** /admin: where an admin starts, with every section of the admin area and what it is for. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ADMIN_SECTIONS } from './admin-sections';
import { AdminLayout } from './AdminLayout';

export function AdminHomeScreen() {
  const { t } = useTranslation();
  return (
    <AdminLayout title={t('admin.home.title')} lead={t('admin.home.lead')}>
      <ul className="admin-home grid">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.path}>
            <Link to={section.path} className="card card-link admin-home__card">
              <h2>{t(section.labelKey)}</h2>
              <p>{t(section.leadKey)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </AdminLayout>
  );
}
