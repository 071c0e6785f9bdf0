/**
 * The header's "Free trial until Dec 3" while the signed-in player's subscription is a trial, from
 * the session user's subscription summary; it links to the subscription screen. Loaded after
 * start-up (src/app/layout/DeferredTrialLine.tsx), so its date format costs start-up nothing. The
 * format is its own (not src/lib/i18n/date-format.ts): importing that module from this chunk split
 * it out of the screens' shared chunk, one more chunk name in the start-up's JS.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { useSession } from '../../lib/session/session-store';
import { SUBSCRIPTION_PATH } from './billing-paths';
import './trial-line.css';

/** A day in short, without the year: "Dec 3", "3 déc.". */
export function shortDay(at: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'short' }).format(new Date(at));
}

export function TrialLine() {
  const { t, i18n } = useTranslation();
  const summary = useSession().user?.subscription;
  const end = summary?.state === 'trial' ? summary.trial_end : null;
  const day = useMemo(() => (end ? shortDay(end, i18n.language) : null), [end, i18n.language]);
  if (!day) return null;
  return (
    <Link to={SUBSCRIPTION_PATH} className="trial-line" data-testid="trial-line">
      {t('billing.header.trialUntil', { date: day })}
    </Link>
  );
}
