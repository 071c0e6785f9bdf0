/** Coins and score of the signed-in user, with stable test ids on the numbers. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { useNumberFormat } from './number-format';

export function UserStats({ coins, score }: { readonly coins: number; readonly score: number }) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat(i18n.language);
  return (
    <div className="user-stats">
      <span className="user-stats__item" title={t('stats.coins')}>
        <Icon name="coin" size={16} className="user-stats__coin" />
        <span className="visually-hidden">{t('stats.coins')}</span>
        <span data-testid="coins">{format(coins)}</span>
      </span>
      <span className="user-stats__item" title={t('stats.score')}>
        <Icon name="star" size={16} className="user-stats__star" />
        <span className="visually-hidden">{t('stats.score')}</span>
        <span data-testid="score">{format(score)}</span>
      </span>
    </div>
  );
}
