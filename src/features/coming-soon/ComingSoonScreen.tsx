/**
 * An honest placeholder for a feature of a later issue: it names the feature and shows no made-up
 * data. A live mode says first, when offline, that it needs a connection (as its real screen will).
 */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { LiveOnly } from '../../ui/LiveOnly';
import { isLiveFeature, upcomingFeatures, type UpcomingFeature } from './features';

export function ComingSoonScreen({ feature }: { readonly feature: UpcomingFeature }) {
  const { t } = useTranslation();
  const { icon, nameKey } = upcomingFeatures[feature];
  const name = t(nameKey);
  const comingSoon = (
    <StatusMessage
      icon={icon}
      title={t('comingSoon.title', { feature: name })}
      action={
        <>
          <ButtonLink to="/quiz-zone">{t('comingSoon.playQuizZone')}</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            {t('common.goHome')}
          </ButtonLink>
        </>
      }
    >
      <p>{t('comingSoon.body', { feature: name })}</p>
    </StatusMessage>
  );
  return (
    <div className="container container--narrow">
      <PageTitle title={name} />
      {isLiveFeature(feature) ? <LiveOnly feature={name}>{comingSoon}</LiveOnly> : comingSoon}
    </div>
  );
}
