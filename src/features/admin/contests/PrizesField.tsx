/** The prizes of a contest by rank: coins for rank 1, 2, 3 ... with a rank added or the last removed (ranks never have gaps). */
import { useTranslation } from 'react-i18next';
import { ADMIN_PRIZE_RANKS_MAX as MAX_PRIZE_RANKS } from '../../../../contract/api/admin-limits';
import { formatNumber } from '../../../lib/i18n/number-format';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';

export interface PrizesFieldProps {
  readonly prizes: readonly string[];
  readonly onChange: (prizes: string[]) => void;
  /** Errors by the server's path: prizes, prizes.<n>.coins. */
  readonly errors: Readonly<Record<string, string | undefined>>;
}

export function PrizesField({ prizes, onChange, errors }: PrizesFieldProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <fieldset className="admin-fieldset" aria-describedby={errors.prizes ? 'admin-prizes-error' : undefined}>
      <legend>{t('admin.contests.prizes')}</legend>
      <p className="field__hint">{t('admin.contests.prizesHint', { max: number(MAX_PRIZE_RANKS) })}</p>
      {prizes.length === 0 ? <p className="field__hint">{t('admin.contests.noPrizes')}</p> : null}
      <ol className="admin-prizes">
        {prizes.map((coins, index) => (
          <li key={index}>
            <TextField
              label={t('admin.contests.prizeOfRank', { rank: number(index + 1) })}
              inputMode="numeric"
              value={coins}
              error={errors[`prizes.${index}.coins`] ?? errors[`prizes.${index}`]}
              onChange={(event) => onChange(prizes.map((value, at) => (at === index ? event.target.value.trim() : value)))}
            />
          </li>
        ))}
      </ol>
      {errors.prizes ? (
        <p className="field__error" id="admin-prizes-error" role="alert">
          {errors.prizes}
        </p>
      ) : null}
      <div className="admin-panel__actions">
        <Button variant="secondary" disabled={prizes.length >= MAX_PRIZE_RANKS} onClick={() => onChange([...prizes, ''])}>
          {t('admin.contests.addPrize', { rank: number(prizes.length + 1) })}
        </Button>
        <Button variant="ghost" disabled={prizes.length === 0} onClick={() => onChange(prizes.slice(0, -1))}>
          {t('admin.contests.removePrize')}
        </Button>
      </div>
    </fieldset>
  );
}
