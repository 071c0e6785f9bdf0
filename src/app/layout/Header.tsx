/**
 * Site header: brand, main navigation (a menu on small screens), sync status, language, coins and
 * score, account.
 * The DOM order is the visual order on every screen size (no CSS `order`): brand, menu button and
 * menu, then the tools. The menu closes on Escape (focus goes back to its button), when focus or a
 * pointer leaves it, and on every navigation.
 */
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useSiteTitle } from '../../lib/document-title';
import { useSession } from '../../lib/session/session-store';
import { Avatar } from '../../ui/Avatar';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { InstallAppButton } from '../../ui/InstallAppButton';
import { DeferredNotificationBell } from './DeferredNotificationBell';
import { DeferredSyncStatus } from './DeferredSyncStatus';
import { DeferredTrialLine } from './DeferredTrialLine';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainNav } from './MainNav';
import { UserStats } from './UserStats';

function AccountTools() {
  const { t } = useTranslation();
  const { isLogin, user } = useSession();
  return (
    <div className="site-header__tools">
      <InstallAppButton compact />
      <DeferredSyncStatus />
      <LanguageSwitcher />
      {isLogin && user ? (
        <>
          {user.subscription?.state === 'trial' ? <DeferredTrialLine /> : null}
          <UserStats coins={user.coins} score={user.all_time_score} />
          <DeferredNotificationBell />
          <Link to="/profile" className="account-link" aria-label={t('nav.profileOf', { name: user.name })}>
            <Avatar name={user.name} src={user.profile} size={36} />
            <span className="account-link__name" dir="auto">
              {user.name}
            </span>
          </Link>
        </>
      ) : (
        <ButtonLink to="/auth/login" variant="primary">
          {t('nav.signIn')}
        </ButtonLink>
      )}
    </div>
  );
}

/** The menu button and the navigation it opens on small screens; on desktops only the navigation shows. */
function SiteMenu() {
  const { t } = useTranslation();
  const [location] = useLocation();
  // The menu is open only on the page where it was opened, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location;
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent): void => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpenAt(null);
    toggle.current?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpenAt(null);
  };

  return (
    <div ref={container} className="site-menu" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={toggle}
        type="button"
        className="menu-toggle btn btn--ghost"
        aria-expanded={open}
        aria-controls="site-nav"
        onClick={() => setOpenAt(open ? null : location)}
      >
        <Icon name="menu" size={24} />
        <span className="visually-hidden">{t('nav.menu')}</span>
      </button>
      <MainNav open={open} onNavigate={() => setOpenAt(null)} />
    </div>
  );
}

export function Header() {
  const { t } = useTranslation();
  const title = useSiteTitle();
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label={t('nav.brandHome', { name: title })}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="brand__name" dir="auto">
            {title}
          </span>
        </Link>
        <SiteMenu />
        <AccountTools />
      </div>
    </header>
  );
}
