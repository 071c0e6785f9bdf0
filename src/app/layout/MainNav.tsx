/**
 * The main navigation links; a disclosure menu on phones and tablets, a row on desktops. Only built
 * features are listed: the modes still to come (Daily Quiz, Contests, …) are shown on the home page
 * with a "Coming soon" badge instead of leading players to a placeholder from the main menu.
 * Settings (language, downloads, sync) is for everyone, signed in or not.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { SETTINGS_PATH } from '../../features/settings/settings-paths';

const NAV = [
  { to: '/', key: 'nav.home' },
  { to: '/quiz-zone', key: 'nav.quizZone' },
  { to: '/about-us', key: 'nav.about' },
  { to: SETTINGS_PATH, key: 'settings.title' },
] as const;

function isActive(location: string, to: string): boolean {
  return to === '/' ? location === '/' : location === to || location.startsWith(`${to}/`);
}

export function MainNav({ open, onNavigate }: { readonly open: boolean; readonly onNavigate: () => void }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <nav id="site-nav" className={`site-nav${open ? ' site-nav--open' : ''}`} aria-label={t('nav.main')}>
      <ul>
        {NAV.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="site-nav__link" aria-current={isActive(location, item.to) ? 'page' : undefined} onClick={onNavigate}>
              {t(item.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
