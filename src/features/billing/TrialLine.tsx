/**
 * The header's "Free trial until Dec 3" while the signed-in player's subscription is a trial, from
 * the session user's subscription summary; it links to the subscription screen. Loaded after
 * start-up (src/app/layout/DeferredTrialLine.tsx), so its date format costs start-up nothing.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatShortDay } from '../../lib/i18n/date-format';
import { useSession } from '../../lib/session/session-store';
import { SUBSCRIPTION_PATH } from './billing-paths';
import './trial-line.css';

export function TrialLine() {
  const { t, i18n } = useTranslation();
  const summary = useSession().user?.subscription;
  if (summary?.state !== 'trial' || !summary.trial_end) return null;
  return (
    <Link to={SUBSCRIPTION_PATH} className="trial-line" data-testid="trial-line">
      {t('billing.header.trialUntil', { date: formatShortDay(summary.trial_end, i18n.language) })}
    </Link>
  );
}
