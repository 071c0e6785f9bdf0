/**
 * /admin: where an admin starts. The dashboard first (today's and the week's figures, then charts of
 * the last 30 days, a lazy chunk of their own), then every section of the admin area and what it is for.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAsync } from '../../lib/use-async';
import { Spinner } from '../../ui/Spinner';
import { ADMIN_SECTIONS } from './admin-sections';
import { AdminLayout } from './AdminLayout';
import { dashboardApi } from './dashboard/dashboard.api';
import { DashboardFigures } from './dashboard/DashboardFigures';
import { LoadPending } from './components/LoadPending';

const DashboardCharts = lazy(() => import('./dashboard/DashboardCharts').then((module) => ({ default: module.DashboardCharts })));

function Dashboard() {
  const { t } = useTranslation();
  const { state, reload } = useAsync((signal) => dashboardApi.get(signal), 'dashboard');
  return (
    <section className="admin-dashboard" aria-labelledby="admin-dashboard">
      <h2 id="admin-dashboard">{t('admin.dashboard.title')}</h2>
      <p className="admin-panel__lead">{t('admin.dashboard.lead')}</p>
      <LoadPending state={state} reload={reload} />
      {state.status === 'success' ? (
        <>
          <DashboardFigures dashboard={state.data} />
          <h2 className="admin-dashboard__subtitle">{t('admin.dashboard.chartsTitle')}</h2>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <DashboardCharts days={state.data.days} />
          </Suspense>
        </>
      ) : null}
    </section>
  );
}

export function AdminHomeScreen() {
  const { t } = useTranslation();
  return (
    <AdminLayout title={t('admin.home.title')} lead={t('admin.home.lead')}>
      <Dashboard />
      <h2 className="admin-dashboard__subtitle">{t('admin.dashboard.sections')}</h2>
      <ul className="admin-home grid">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.path}>
            <Link to={section.path} className="card card-link admin-home__card">
              <h3>{t(section.labelKey)}</h3>
              <p>{t(section.leadKey)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </AdminLayout>
  );
}
