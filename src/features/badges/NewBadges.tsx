/**
 * "New badge: Brainiac" on a level's result card, with the coins its reward paid on a line of its
 * own when the result says (a solo round's badge_rewards), and the way to the badges screen. A lazy screen
 * of its own (index.ts), so a round that earned nothing loads neither it nor the badge names; the
 * result card keeps a polite live region around it, so it is announced when it arrives. Its few
 * style rules are in the result card's stylesheet (quiz.css): a file of its own would be one more
 * name for start-up's chunk table.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { BadgeType } from '../../../contract/economy/badges';
import { Icon } from '../../ui/Icon';

export interface NewBadgesProps {
  readonly badges: readonly BadgeType[];
  /** The coins each badge's reward booked, as the server's result says; a badge without coins shows none. */
  readonly rewards?: Readonly<Partial<Record<BadgeType, number>>>;
}

export function NewBadges({ badges, rewards }: NewBadgesProps) {
  const { t } = useTranslation();
  // Each new badge left a notification: the bell shows it now rather than at its next look.
  useEffect(() => {
    // The bell listens for this (src/features/notifications/unread.ts); nothing of it is loaded here.
    if (badges.length > 0) window.dispatchEvent(new Event('quizhive:notifications-changed'));
  }, [badges.length]);
  if (badges.length === 0) return null;
  return (
    <div className="new-badges" data-testid="new-badges">
      <ul className="new-badges__list">
        {badges.map((type) => {
          const name = t(`profile.badges.name.${type}`);
          const coins = rewards?.[type] ?? 0;
          return (
            <li key={type} className="new-badges__item">
              <Icon name="trophy" size={24} className="new-badges__icon" />
              <span className="new-badges__text">
                <span>{t('profile.badges.new', { name })}</span>
                {coins > 0 ? (
                  <span className="new-badges__reward" data-testid="badge-reward">
                    {t('profile.badges.rewardEarned', { name, coins: t('count.coins', { count: coins }) })}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      <Link to="/profile/badges" className="new-badges__link">
        {t('profile.badges.seeAll')}
      </Link>
    </div>
  );
}
