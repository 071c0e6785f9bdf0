/** 'Hello Guest' for guests; the player's name, coins and score when signed in. */
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session-store';
import { LEADERBOARD_PATH } from '../leaderboard';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { numberFormat } from '../../lib/i18n/number-format';

export function Greeting() {
  const { t, i18n } = useTranslation();
  const { isLogin, user } = useSession();
  if (!isLogin || !user) {
    return (
      <div className="greeting">
        <p className="greeting__hello">{t('home.helloGuest')}</p>
        <p className="greeting__text">{t('home.guestInvite')}</p>
        <div className="greeting__actions">
          <ButtonLink to="/auth/login">{t('nav.signIn')}</ButtonLink>
          <ButtonLink to="/auth/sign-up" variant="secondary">
            {t('auth.signUp.submit')}
          </ButtonLink>
        </div>
      </div>
    );
  }
  const format = numberFormat(i18n.language);
  return (
    <div className="greeting">
      <p className="greeting__hello">{t('home.helloUser', { name: user.name })}</p>
      <dl className="greeting__stats">
        <div>
          <dt>{t('stats.coins')}</dt>
          <dd>
            <Icon name="coin" size={20} className="stat-coin" /> 
            {format.format(user.coins)}
          </dd>
        </div>
        <div>
          <dt>{t('stats.score')}</dt>
          <dd>
            <Icon name="star" size={20} className="stat-star" /> 
            {format.format(user.all_time_score)}
          </dd>
        </div>
      </dl>
      <div className="greeting__actions">
        <ButtonLink to="/quiz-zone">{t('home.playQuizZone')}</ButtonLink>
        <ButtonLink to={LEADERBOARD_PATH} variant="secondary">
          {t('nav.leaderboard')}
        </ButtonLink>
      </div>
    </div>
  );
}
