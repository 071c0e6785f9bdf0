/**
 * The main navigation links; a disclosure menu on phones and tablets, a row on desktops. Every main
 * destination the home page offers is here, so a phone reaches them all from the menu. Only built
 * areas are listed; the game modes (contests and exams among them) are reached from the home page's
 * cards (a mode still to come would show a "Coming soon" badge there instead of leading players to a
 * placeholder from the main menu).
 * Some items are menu-only, so the desktop row fits beside the header's tools: Profile, Coin history,
 * Wallet, Leaderboard and Sign in (the header's account link or button stands for them, the profile
 * links the coin history, the wallet and the leaderboard, the home greeting the leaderboard),
 * Pricing and About (the footer links them on every screen size).
 * On phones the install offer is here too rather than in the header, where one more button would
 * wrap the header onto a second row and move the page down when the browser makes its offer.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { COIN_HISTORY_PATH } from '../../features/coins';
import { LEADERBOARD_PATH } from '../../features/leaderboard';
import { MATHS_ROOT } from '../../features/maths';
import { WALLET_PATH } from '../../features/wallet';
import { DOWNLOADS_PATH, SETTINGS_PATH } from '../../lib/settings-paths';
import type { SessionState } from '../../lib/session/session-state';
import { useSession } from '../../lib/session/session-store';
import { useInstallAvailability } from '../../lib/install/install-prompt';
import { InstallAppButton } from '../../ui/InstallAppButton';

interface NavItem {
  readonly to: string;
  readonly key: string;
  /** Shown in the phone menu only (the header's tools or the footer show it on desktops). */
  readonly menuOnly?: boolean;
  /** Whether the item is for this visitor: pricing for those without a subscription, sign in for guests. */
  readonly shows?: (session: SessionState) => boolean;
}

const isAdmin = (session: SessionState): boolean => session.user?.role === 'admin';
const hasAccess = (session: SessionState): boolean => session.hasSubscription || isAdmin(session);

const NAV: readonly NavItem[] = [
  { to: '/', key: 'nav.home' },
  { to: '/quiz-zone', key: 'nav.quizZone' },
  { to: MATHS_ROOT, key: 'nav.tutorHub' },
  { to: DOWNLOADS_PATH, key: 'downloads.title' },
  { to: '/pricing', key: 'feature.pricing', menuOnly: true, shows: (session) => !hasAccess(session) },
  { to: '/profile', key: 'profile.title', menuOnly: true, shows: (session) => session.isLogin },
  { to: COIN_HISTORY_PATH, key: 'nav.coinHistory', menuOnly: true, shows: (session) => session.isLogin },
  { to: WALLET_PATH, key: 'nav.wallet', menuOnly: true, shows: (session) => session.isLogin },
  { to: LEADERBOARD_PATH, key: 'nav.leaderboard', menuOnly: true, shows: (session) => session.isLogin },
  { to: SETTINGS_PATH, key: 'settings.title' },
  { to: '/admin', key: 'nav.admin', shows: isAdmin },
  { to: '/about-us', key: 'nav.about', menuOnly: true },
  { to: '/auth/login', key: 'nav.signIn', menuOnly: true, shows: (session) => !session.isLogin },
];

function isWithin(location: string, to: string): boolean {
  return to === '/' ? location === '/' : location === to || location.startsWith(`${to}/`);
}

/** The one item to mark as current: the longest match, so the coin history is not also "My profile". */
function currentItem(location: string, items: readonly NavItem[]): string | undefined {
  return items.filter((item) => isWithin(location, item.to)).sort((a, b) => b.to.length - a.to.length)[0]?.to;
}

export function MainNav({ open, onNavigate }: { readonly open: boolean; readonly onNavigate: () => void }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const session = useSession();
  const items = NAV.filter((item) => item.shows?.(session) ?? true);
  const current = currentItem(location, items);
  return (
    <nav id="site-nav" className={`site-nav${open ? ' site-nav--open' : ''}`} aria-label={t('nav.main')}>
      <ul>
        {items.map((item) => (
          <li key={item.to} className={item.menuOnly ? 'site-nav__item--menu-only' : undefined}>
            <Link to={item.to} className="site-nav__link" aria-current={item.to === current ? 'page' : undefined} onClick={onNavigate}>
              {t(item.key)}
            </Link>
          </li>
        ))}
        <InstallMenuItem />
      </ul>
    </nav>
  );
}

/** "Install app" in the phone menu while the browser offers an install (the header has it on wider screens). */
function InstallMenuItem() {
  if (useInstallAvailability() !== 'available') return null;
  return (
    <li className="site-nav__item--phone-only">
      <InstallAppButton />
    </li>
  );
}
