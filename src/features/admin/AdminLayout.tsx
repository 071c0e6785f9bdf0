/**
 * The frame of every admin screen: the admin navigation beside (wide screens) or above (phones and
 * tablets held upright) the screen's title and content.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { PageTitle, type PageTitleProps } from '../../ui/PageTitle';
import { ADMIN_HOME, ADMIN_SECTIONS, sectionOf } from './admin-sections';

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
