/**
 * The frame of every admin screen: the admin navigation beside (wide screens) or above (phones and
 * tablets held upright) the screen's title and content.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { PageTitle, type PageTitleProps } from '../../ui/PageTitle';
import { ADMIN_HOME, ADMIN_SECTIONS, sectionOf } from './admin-sections';
// Every admin style loads with the admin area's own chunk, once. A CSS file imported by a chunk
// that several admin screens share would be emitted without its source name, which the build's
// rule (sw/build/lazy-chunks.ts assetFileName) needs to keep it out of the players' precache.
import './admin.css';
import './components/admin-parts.css';
import './components/fields.css';
import './content/content.css';
import './dashboard/dashboard.css';
import './languages/languages.css';
import './maths/maths.css';
import './notifications/notifications.css';
import './pages/pages.css';
import './reports/reports.css';
import './settings/settings.css';
import './users/users-ops.css';

export interface AdminLayoutProps extends PageTitleProps {
  readonly children: ReactNode;
}

function AdminNav() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const current = location === ADMIN_HOME ? ADMIN_HOME : sectionOf(location)?.path;
  return (
    <nav className="admin-nav" aria-label={t('admin.nav.label')}>
      <ul>
        <li>
          <Link to={ADMIN_HOME} className="admin-nav__link" aria-current={current === ADMIN_HOME ? 'page' : undefined}>
            {t('admin.nav.home')}
          </Link>
        </li>
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.path}>
            <Link to={section.path} className="admin-nav__link" aria-current={current === section.path ? (location === section.path ? 'page' : 'location') : undefined}>
              {t(section.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AdminLayout({ children, ...title }: AdminLayoutProps) {
  return (
    <div className="container admin">
      <AdminNav />
      <div className="admin__main">
        <PageTitle {...title} />
        {children}
      </div>
    </div>
  );
}
