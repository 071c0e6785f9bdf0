/** All fifteen badges (spec section 3): earned ones with their date, locked ones with their progress. */
import { useTranslation } from 'react-i18next';
import { useAsync } from '../../lib/use-async';
import { RetryError } from '../../ui/RetryError';
import { Spinner } from '../../ui/Spinner';
import { PageTitle } from '../../ui/PageTitle';
import { BadgeCard } from './BadgeCard';
import { badgesApi } from './badges.api';
import './badges.css';

export function BadgesScreen() {
  const { t } = useTranslation();
  const badges = useAsync((signal) => badgesApi.list(signal), 'badges');
  const { state } = badges;
  const list = state.status === 'success' ? state.data : null;
  const earned = list?.filter((badge) => badge.status === 'unlocked').length ?? 0;
  return (
    <div className="container badges">
      <PageTitle title={t('profile.badges.title')} lead={t('profile.badges.intro')} back={{ to: '/profile', label: t('profile.title') }} />
      {state.status === 'loading' ? <Spinner label={t('common.loading')} /> : null}
      {state.status === 'error' ? <RetryError error={state.error} onRetry={badges.reload} /> : null}
      {list ? (
        <>
          <p className="badges__summary">{t('profile.badges.summary', { earned, total: list.length })}</p>
          <ul className="badges__grid">
            {list.map((badge) => (
              <BadgeCard key={badge.type} badge={badge} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
