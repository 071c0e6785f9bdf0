/**
 * /pricing: where the route guard sends players without a subscription. It explains, for as long as
 * the player reads it, what a subscription unlocks, that this version sells none (no prices, no
 * checkout), and how to see the full app with the demo subscriber account (named, its password
 * never: that belongs to the README and the log of a local start).
 */
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session-store';
import { useSettings } from '../../lib/settings/settings';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { PageTitle } from '../../ui/PageTitle';
import { DEMO_SUBSCRIBER_EMAIL } from './demo-account';
import './pricing.css';

function AccountNote() {
  const { t } = useTranslation();
  const { isLogin, hasSubscription, user } = useSession();
  if (!isLogin) return null;
  if (hasSubscription || user?.role === 'admin') {
    return (
      <div className="form-alert form-alert--success pricing__note">
        <p>{t('pricing.hasSubscription')}</p>
        <ButtonLink to="/quiz-zone">{t('comingSoon.playQuizZone')}</ButtonLink>
      </div>
    );
  }
  return (
    <div className="form-alert form-alert--info pricing__note">
      <p>{t('pricing.noSubscription')}</p>
    </div>
  );
}

function DemoAccount() {
  const { t } = useTranslation();
  const { system } = useSettings();
  const { isLogin, hasSubscription, user } = useSession();
  const subscribed = hasSubscription || user?.role === 'admin';
  const demo = system.data?.demo_mode === '1';
  return (
    <section className="card pricing__section" aria-labelledby="pricing-demo">
      <h2 id="pricing-demo">{t('pricing.demoTitle')}</h2>
      <p>{t('pricing.demoBody')}</p>
      {demo ? (
        <>
          <dl className="pricing__demo">
            <div>
              <dt>{t('auth.fields.email')}</dt>
              <dd dir="ltr">{DEMO_SUBSCRIBER_EMAIL}</dd>
            </div>
          </dl>
          <p>{t('pricing.demoPasswordWhere')}</p>
        </>
      ) : null}
      {isLogin ? (
        subscribed ? null : (
          <>
            <p>{t('pricing.signOutFirst')}</p>
            <ButtonLink to="/profile" variant="secondary">
              {t('profile.title')}
            </ButtonLink>
          </>
        )
      ) : (
        <ButtonLink to="/auth/login">{t('nav.signIn')}</ButtonLink>
      )}
    </section>
  );
}

export function PricingScreen() {
  const { t } = useTranslation();
  return (
    <div className="container container--narrow pricing">
      <PageTitle title={t('feature.pricing')} lead={t('pricing.lead')} />
      <AccountNote />
      <section className="card pricing__section" aria-labelledby="pricing-unlocks">
        <h2 id="pricing-unlocks">{t('pricing.unlocksTitle')}</h2>
        <ul className="pricing__list">
          <li>
            <Icon name="checkCircle" size={20} className="pricing__check" />
            <span>{t('pricing.unlocksQuizZone')}</span>
          </li>
          <li>
            <Icon name="checkCircle" size={20} className="pricing__check" />
            <span>{t('pricing.unlocksModes')}</span>
          </li>
        </ul>
      </section>
      <section className="card pricing__section" aria-labelledby="pricing-sale">
        <h2 id="pricing-sale">{t('pricing.notForSaleTitle')}</h2>
        <p>{t('pricing.notForSaleBody')}</p>
      </section>
      <DemoAccount />
    </div>
  );
}
