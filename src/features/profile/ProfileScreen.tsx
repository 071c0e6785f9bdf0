/**
 * The player's profile: picture, details, coins and score (the server's last figures, and rounds
 * still waiting on this device to be scored); edit, sign out and delete account.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { usePendingRounds } from '../../lib/pending-rounds-slot';
import { setSessionUser, useSession } from '../../lib/session/session-store';
import { Avatar } from '../../ui/Avatar';
import { Button, ButtonLink } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { COIN_HISTORY_PATH } from '../coins';
import { WALLET_PATH } from '../wallet';
import { DeleteAccount } from './DeleteAccount';
import { ProgressLinks } from './ProgressLinks';
import { profileApi } from './profile.api';
import { ShareFriendCode } from './ShareFriendCode';
import { useLeaveAccount } from './use-sign-out';
import './profile.css';
import { Icon } from '../../ui/Icon';
import { numberFormat } from '../../lib/i18n/number-format';

export function ProfileScreen() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const leave = useLeaveAccount();
  const pendingRounds = usePendingRounds();

  // The header already shows the stored record; a fresh one replaces it, never the worker's stored
  // copy, which can be older than what a level result put in the session.
  useEffect(() => {
    const controller = new AbortController();
    let stored = false;
    profileApi.me(controller.signal, () => (stored = true)).then(
      (user) => {
        if (!stored && !controller.signal.aborted) setSessionUser(user);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  if (!user) return null;
  const format = numberFormat(i18n.language);
  return (
    <div className="container container--narrow profile">
      <PageTitle title={t('profile.title')} />
      <section className="profile__card card" aria-label={t('profile.details')}>
        <Avatar name={user.name} src={user.profile} size={96} />
        <div className="profile__who">
          <p className="profile__name" dir="auto">
            {user.name}
          </p>
          {user.email ? (
            <p className="profile__line" dir="ltr">
              {user.email}
            </p>
          ) : null}
          {user.mobile ? (
            <p className="profile__line" dir="ltr">
              {user.mobile}
            </p>
          ) : null}
        </div>
        <dl className="profile__stats">
          <div>
            <dt>{t('stats.coins')}</dt>
            <dd>
              <Icon name="coin" size={18} className="stat-coin" /> {format.format(user.coins)}
            </dd>
            <dd>
              <Link to={COIN_HISTORY_PATH} className="profile__stat-link">
                {t('nav.coinHistory')}
              </Link>
            </dd>
            <dd>
              <Link to={WALLET_PATH} className="profile__stat-link">
                {t('nav.wallet')}
              </Link>
            </dd>
          </div>
          <div>
            <dt>{t('stats.score')}</dt>
            <dd>
              <Icon name="star" size={18} className="stat-star" /> {format.format(user.all_time_score)}
            </dd>
          </div>
          <div>
            <dt>{t('profile.friendCode')}</dt>
            <dd dir="ltr">{user.friends_code}</dd>
          </div>
        </dl>
        {pendingRounds({ place: 'profile' })}
        <ShareFriendCode code={user.friends_code} />
        <div className="profile__actions">
          <ButtonLink to="/profile/edit">{t('profile.edit')}</ButtonLink>
          <Button variant="secondary" onClick={() => void leave.signOut()}>
            {t('profile.signOut')}
          </Button>
        </div>
      </section>
      <ProgressLinks />
      <DeleteAccount />
    </div>
  );
}
