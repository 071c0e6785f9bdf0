/**
 * Unlocking a premium category: what it costs, what the player has, and the one call that spends
 * it (unlock_premium_category). The server is the authority on the price and the balance; this only
 * asks. Unlocking needs the server, so offline the dialog says so and cannot confirm; too few coins
 * says how to earn more.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PlayerCategory } from '../../../contract/api/quiz';
import { useConnectivity } from '../../lib/connectivity/connectivity';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { ApiError, isApiError } from '../../lib/request/api-error';
import { setCoinsAndScore, useSession } from '../../lib/session/session-store';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Icon } from '../../ui/Icon';
import { premiumApi } from './premium.api';
import './premium.css';

export type UnlockTarget = Pick<PlayerCategory, 'id' | 'slug' | 'name' | 'coins'>;

/** Where "how to earn coins" is answered (the FAQ's first question). */
export const HOW_TO_EARN_PATH = '/faq';

export interface UnlockCategoryDialogProps {
  /** The category to unlock; the dialog is open while there is one. Give it `key={id}`, so each opens afresh. */
  readonly category: UnlockTarget | null;
  readonly onCancel: () => void;
  /** The server unlocked it (now or before); the session's coins already say what is left. */
  readonly onUnlocked: (category: UnlockTarget) => void;
}

function HowToEarn() {
  const { t } = useTranslation();
  return <Link to={HOW_TO_EARN_PATH}>{t('premium.dialog.howToEarn')}</Link>;
}

export function UnlockCategoryDialog({ category, onCancel, onUnlocked }: UnlockCategoryDialogProps) {
  const { t } = useTranslation();
  const { online } = useConnectivity();
  const balance = useSession().user?.coins ?? 0;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  if (!category) return null;
  const price = t('count.coins', { count: category.coins });

  async function unlock(target: UnlockTarget): Promise<void> {
    setBusy(true);
    setFailure(null);
    try {
      const result = await premiumApi.unlock(target.id);
      setCoinsAndScore({ coins: result.coins, all_time_score: result.all_time_score });
      onUnlocked(target);
    } catch (error) {
      setFailure(isApiError(error) ? error : new ApiError('CLIENT', 0, t('common.loadFailed')));
      setBusy(false);
    }
  }

  const refusedForCoins = failure?.code === 'NOT_ENOUGH_COINS';
  return (
    <ConfirmDialog
      open
      title={t('premium.dialog.title', { name: category.name, coins: price })}
      confirmLabel={t('premium.dialog.confirm')}
      cancelLabel={t('common.cancel')}
      busy={busy}
      confirmDisabled={!online}
      onConfirm={() => void unlock(category)}
      onCancel={onCancel}
    >
      <p>{t('premium.dialog.body')}</p>
      <p data-testid="unlock-balance">{t('premium.dialog.balance', { coins: t('count.coins', { count: balance }) })}</p>
      {online ? null : (
        <p className="premium-dialog__note" role="status">
          <Icon name="wifiOff" size={20} />
          <span>{t('premium.dialog.offline')}</span>
        </p>
      )}
      {balance < category.coins && !failure ? (
        <p className="premium-dialog__note">
          <Icon name="coin" size={20} />
          <span>
            {t('premium.dialog.short', { coins: t('count.coins', { count: category.coins - balance }) })} <HowToEarn />
          </span>
        </p>
      ) : null}
      {failure ? (
        <p className="premium-dialog__note premium-dialog__note--problem" role="alert">
          <Icon name="warning" size={20} />
          <span>
            {inlineErrorMessage(failure)} {refusedForCoins ? <HowToEarn /> : null}
          </span>
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
