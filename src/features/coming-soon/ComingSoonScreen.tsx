/** An honest placeholder for a feature of a later issue: it names the feature and shows no made-up data. */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { StatusMessage } from '../../ui/StatusMessage';
import { upcomingFeatures, type UpcomingFeature } from './features';

export function ComingSoonScreen({ feature }: { readonly feature: UpcomingFeature }) {
  const { t } = useTranslation();
  const { icon, nameKey } = upcomingFeatures[feature];
  const name = t(nameKey);
  return (
    <div className="container container--narrow">
      <PageTitle title={name} />
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
    </div>
  );
}
