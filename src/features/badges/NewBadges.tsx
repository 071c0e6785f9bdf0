/**
 * "New badge: Brainiac" on a level's result card, with the way to the badges screen. A lazy screen
 * of its own (index.ts), so a round that earned nothing loads neither it nor the badge names; the
 * result card keeps a polite live region around it, so it is announced when it arrives.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { BadgeType } from '../../../contract/economy/badges';
import { refreshNotifications } from '../notifications';
import { BadgeArt } from './badge-art';
import './badges.css';

export function NewBadges({ badges }: { readonly badges: readonly BadgeType[] }) {
  const { t } = useTranslation();
  // Each new badge left a notification: the bell shows it now rather than at its next look.
  useEffect(() => {
    if (badges.length > 0) refreshNotifications();
  }, [badges.length]);
  if (badges.length === 0) return null;
  return (
    <div className="new-badges" data-testid="new-badges">
      <ul className="new-badges__list">
        {badges.map((type) => (
          <li key={type} className="new-badges__item">
            <BadgeArt type={type} earned size={40} />
            <span>{t('badge.new', { name: t(`badge.name.${type}`) })}</span>
          </li>
        ))}
      </ul>
      <Link to="/profile/badges" className="new-badges__link">
        {t('badge.seeAll')}
      </Link>
    </div>
  );
}
