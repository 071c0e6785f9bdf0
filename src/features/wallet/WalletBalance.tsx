/**
 * The wallet's figures: the coins held (the session's, so they show offline too), what they are
 * worth at the payout rate of system configuration (amountForCoins, rounded down), the rate itself
 * and the smallest payout with the coins it costs.
 */
import { useTranslation } from 'react-i18next';
import { amountForCoins, coinsForAmount } from '../../../contract/billing/payouts';
import { formatMoney } from '../../lib/i18n/money-format';
import { formatNumber } from '../../lib/i18n/number-format';
import { Icon } from '../../ui/Icon';
import type { PayoutTerms } from './redeem-form';
import { coinsText } from './coins-text';

export function WalletBalance({ coins, terms }: { readonly coins: number; readonly terms: PayoutTerms | null }) {
  const { t, i18n } = useTranslation();
  const money = (minor: number, currency: string): string => formatMoney(minor, currency, i18n.language);
  const minimumCost = terms ? coinsForAmount(terms.minAmount, terms.coinsPerUnit) : 0;
  return (
    <section className="wallet-balance card" aria-label={t('wallet.balance.label')}>
      <dl className="wallet-balance__figures">
        <div>
          <dt>{t('wallet.balance.coins')}</dt>
          <dd className="wallet-balance__coins">
            <Icon name="coin" size={22} className="stat-coin" /> {formatNumber(coins, i18n.language)}
          </dd>
        </div>
        {terms ? (
          <>
            <div>
              <dt>{t('wallet.balance.worth')}</dt>
              <dd className="wallet-balance__money">{money(amountForCoins(coins, terms.coinsPerUnit), terms.currency)}</dd>
            </div>
            <div>
              <dt>{t('wallet.balance.minimum')}</dt>
              <dd>{t('wallet.balance.minimumValue', { money: money(terms.minAmount, terms.currency), coins: coinsText(t, minimumCost, i18n.language) })}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {terms ? (
        <p className="wallet-balance__rate">
          {t('wallet.balance.rate', { coins: coinsText(t, terms.coinsPerUnit, i18n.language), money: money(100, terms.currency) })}
        </p>
      ) : (
        <p className="wallet-balance__rate">{t('wallet.balance.termsMissing')}</p>
      )}
      {terms && coins < minimumCost ? <p className="wallet-balance__short">{t('wallet.balance.short', { coins: coinsText(t, minimumCost, i18n.language) })}</p> : null}
    </section>
  );
}
