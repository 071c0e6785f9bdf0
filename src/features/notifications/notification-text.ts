/**
 * A notification in the player's language, from its type and data where the app knows them
 * (a badge, a friend who joined); the server's English title and body otherwise (an admin's
 * message, or a type a newer server sends).
 */
import type { TFunction } from 'i18next';
import type { NotificationItem } from '../../../contract/api/economy';
import { BADGES, type BadgeType } from '../../../contract/economy/badges';

const isBadge = (value: unknown): value is BadgeType => typeof value === 'string' && (BADGES as readonly string[]).includes(value);

export interface NotificationText {
  readonly title: string;
  readonly body: string;
}

export function notificationText(item: Pick<NotificationItem, 'type' | 'title' | 'body' | 'data'>, t: TFunction): NotificationText {
  const coins = typeof item.data.coins === 'number' ? item.data.coins : 0;
  if (item.type === 'badge' && isBadge(item.data.badge)) {
    const name = t(`badge.name.${item.data.badge}`);
    return {
      title: t('notifications.badge.title', { name }),
      body: coins > 0 ? t('notifications.badge.bodyCoins', { name, coins: t('count.coins', { count: coins }) }) : t('notifications.badge.body', { name }),
    };
  }
  if (item.type === 'referral' && typeof item.data.name === 'string') {
    return {
      title: t('notifications.referral.title', { name: item.data.name }),
      body: t('notifications.referral.body', { coins: t('count.coins', { count: coins }) }),
    };
  }
  return { title: item.title, body: item.body };
}
