/** Site header: brand, main navigation (a menu on small screens), language, coins and score, account. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSession } from '../../lib/session/session-store';
import { useSettings } from '../../lib/settings/settings';
import { Avatar } from '../../ui/Avatar';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainNav } from './MainNav';
import { UserStats } from './UserStats';

function AccountTools() {
  const { t } = useTranslation();
  const { isLogin, user } = useSession();
  return (
    <div className="site-header__tools">
      <LanguageSwitcher />
      {isLogin && user ? (
        <>
          <UserStats coins={user.coins} score={user.all_time_score} />
          <Link to="/profile" className="account-link" aria-label={t('nav.profileOf', { name: user.name })}>
            <Avatar name={user.name} src={user.profile} size={36} />
            <span className="account-link__name">{user.name}</span>
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

export function Header() {
  const { t } = useTranslation();
  const { web } = useSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  const title = web.data?.site_title || 'Quizhive';
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label={t('nav.brandHome', { name: title })}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="brand__name">{title}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle btn btn--ghost"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name="menu" size={24} />
          <span className="visually-hidden">{t('nav.menu')}</span>
        </button>
        <MainNav open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <AccountTools />
      </div>
    </header>
  );
}
