/**
 * One row of the coin history. Coins gained or spent are told by their sign and words ("+25
 * coins", "−5 coins"), the colour only repeats it; a refunded spend says so in a badge.
 */
import { useTranslation } from 'react-i18next';
import type { CoinHistoryEntry } from '../../../contract/api/economy';
import { formatNumber } from '../../lib/i18n/number-format';
import { formatDateTime } from '../../lib/i18n/date-format';
import { entryLabel } from './entry-label';

export function HistoryEntry({ entry }: { readonly entry: CoinHistoryEntry }) {
  const { t, i18n } = useTranslation();
  const coins = t('count.coins', { count: Math.abs(entry.coins) });
  const tone = entry.coins > 0 ? 'gain' : entry.coins < 0 ? 'spend' : 'none';
  const score = formatNumber(Math.abs(entry.score), i18n.language);
  return (
    // Focusable from script only: "Load more" moves focus to the first entry it brought.
    <li className="coin-entry" tabIndex={-1} data-testid="coin-entry">
      <div className="coin-entry__what">
        <p className="coin-entry__label" dir="auto">
          {entryLabel(entry, t)}
          {entry.status === 'refunded' ? <span className="coin-entry__badge">{t('coins.entry.refunded')}</span> : null}
        </p>
        <p className="coin-entry__date">
          <time dateTime={entry.date}>{formatDateTime(entry.date, i18n.language)}</time>
        </p>
      </div>
      <div className="coin-entry__figures">
        <p className={`coin-entry__coins coin-entry__coins--${tone}`}>{t(entry.coins < 0 ? 'coins.entry.spent' : 'coins.entry.gained', { coins })}</p>
        {entry.score !== 0 ? <p className="coin-entry__score">{t(entry.score < 0 ? 'coins.entry.scoreLost' : 'coins.entry.scoreGained', { score })}</p> : null}
      </div>
    </li>
  );
}
