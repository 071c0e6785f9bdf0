/**
 * A notification in the player's language, from its type and data where the app knows them
 * (a badge, a friend who joined); the server's English title and body otherwise (an admin's
 * message, or a type a newer server sends).
 */
import type { TFunction } from 'i18next';
import type { NotificationItem } from '../../../contract/api/economy';

export interface NotificationText {
  readonly title: string;
  readonly body: string;
}

export function notificationText(item: Pick<NotificationItem, 'type' | 'title' | 'body' | 'data'>, t: TFunction): NotificationText {
  const coins = typeof item.data.coins === 'number' ? item.data.coins : 0;
  // A badge this version has no name for (a newer server's) keeps the server's words.
  const name = typeof item.data.badge === 'string' ? t(`profile.badges.name.${item.data.badge}`, { defaultValue: '' }) : '';
  if (item.type === 'badge' && name) {
    return {
      title: t('profile.notifications.badge.title', { name }),
      body: coins > 0 ? t('profile.notifications.badge.bodyCoins', { name, coins: t('count.coins', { count: coins }) }) : t('profile.notifications.badge.body', { name }),
    };
  }
  if (item.type === 'referral' && typeof item.data.name === 'string') {
    return {
      title: t('profile.notifications.referral.title', { name: item.data.name }),
      body: t('profile.notifications.referral.body', { coins: t('count.coins', { count: coins }) }),
    };
  }
  return { title: item.title, body: item.body };
}
