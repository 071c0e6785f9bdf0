/**
 * A notification in the player's language, from its type and data where the app knows them
 * (a badge, a friend who joined, a month finished first, a contest's prize); the server's English title and body
 * otherwise (an admin's message, or a type a newer server sends).
 */
import type { TFunction } from 'i18next';
import type { NotificationItem } from '../../../contract/api/economy';

export interface NotificationText {
  readonly title: string;
  readonly body: string;
}

/** `YYYY-MM` as the month and year in `locale` ("November 2026"), or null when it is not one. */
function monthName(period: unknown, locale: string): string | null {
  const match = typeof period === 'string' ? /^(\d{4})-(\d{2})$/.exec(period) : null;
  if (!match) return null;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

export function notificationText(item: Pick<NotificationItem, 'type' | 'title' | 'body' | 'data'>, t: TFunction, locale: string): NotificationText {
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
  if (item.type === 'contest_prize' && typeof item.data.name === 'string' && typeof item.data.rank === 'number') {
    return {
      title: t('profile.notifications.contestPrize.title'),
      body: t('profile.notifications.contestPrize.body', { name: item.data.name, rank: new Intl.NumberFormat(locale).format(item.data.rank), coins: t('count.coins', { count: coins }) }),
    };
  }
  const month = item.type === 'leaderboard' ? monthName(item.data.period, locale) : null;
  if (month && typeof item.data.score === 'number') {
    return {
      title: t('profile.notifications.firstPlace.title', { month }),
      body: t('profile.notifications.firstPlace.body', { month, score: new Intl.NumberFormat(locale).format(item.data.score) }),
    };
  }
  return { title: item.title, body: item.body };
}
