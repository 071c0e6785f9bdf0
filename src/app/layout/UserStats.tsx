/**
 * Coins and score of the signed-in user, with stable test ids on the numbers: the server's last
 * figures, and a mark for rounds that wait on this device to be scored (it comes with the sync
 * chip after start-up: lib/pending-rounds-slot.ts).
 */
import { useTranslation } from 'react-i18next';
import { usePendingRounds } from '../../lib/pending-rounds-slot';
import { Icon } from '../../ui/Icon';
import { useNumberFormat } from './number-format';

export function UserStats({ coins, score }: { readonly coins: number; readonly score: number }) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat(i18n.language);
  const pendingRounds = usePendingRounds();
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
      {pendingRounds({ place: 'header' })}
    </div>
  );
}
