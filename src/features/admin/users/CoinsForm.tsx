/**
 * Grants or deducts coins with a reason: one ledger entry on the server (never an edit of the
 * balance), which the player sees in their coin history. The form checks what it can before
 * sending; the server checks again and has the last word (a deduct past the balance).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '../../../../contract/api/admin';
import { ADMIN_COINS_MAX } from '../../../../contract/api/admin-limits';
import { inlineErrorMessage } from '../../../lib/i18n/inline-error';
import { formatNumber } from '../../../lib/i18n/number-format';
import { isApiError } from '../../../lib/request/api-error';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { adminApi } from '../admin.api';
import { SelectField } from '../components/SelectField';

type Direction = 'grant' | 'deduct';

interface Errors {
  readonly amount?: string;
  readonly reason?: string;
}

export function CoinsForm({ user, onDone }: { readonly user: AdminUserDetail; readonly onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const [direction, setDirection] = useState<Direction>('grant');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const validate = (): Errors => {
    const coins = Number(amount);
    const next: { amount?: string; reason?: string } = {};
    if (!Number.isInteger(coins) || coins < 1 || coins > ADMIN_COINS_MAX) next.amount = t('admin.coins.amountInvalid', { max: formatNumber(ADMIN_COINS_MAX, i18n.language) });
    else if (direction === 'deduct' && coins > user.coins) next.amount = t('admin.coins.moreThanBalance', { coins: formatNumber(user.coins, i18n.language) });
    if (reason.trim().length < 3 || reason.trim().length > 200) next.reason = t('admin.coins.reasonInvalid');
    return next;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFailure(null);
    if (found.amount || found.reason) return;
    const coins = Number(amount) * (direction === 'deduct' ? -1 : 1);
    setBusy(true);
    try {
      const result = await adminApi.setCoins({ user_id: user.id, coins, reason: reason.trim() });
      setAmount('');
      setReason('');
      onDone(t('admin.coins.done', { coins: formatNumber(result.coins, i18n.language) }));
    } catch (error) {
      setFailure(isApiError(error) ? inlineErrorMessage(error) : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card admin-panel" aria-labelledby="admin-user-coins">
      <h2 id="admin-user-coins">{t('admin.coins.title')}</h2>
      <p className="admin-panel__lead">{t('admin.coins.lead')}</p>
      <form className="admin-form" onSubmit={submit} noValidate>
        <SelectField label={t('admin.coins.direction')} value={direction} onChange={(event) => setDirection(event.target.value as Direction)}>
          <option value="grant">{t('admin.coins.grant')}</option>
          <option value="deduct">{t('admin.coins.deduct')}</option>
        </SelectField>
        <TextField label={t('admin.coins.amount')} inputMode="numeric" value={amount} error={errors.amount} onChange={(event) => setAmount(event.target.value.trim())} />
        <TextField label={t('admin.coins.reason')} hint={t('admin.coins.reasonHint')} value={reason} maxLength={200} error={errors.reason} onChange={(event) => setReason(event.target.value)} />
        {failure ? (
          <p className="field__error" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" busy={busy}>
          {direction === 'grant' ? t('admin.coins.submitGrant') : t('admin.coins.submitDeduct')}
        </Button>
      </form>
    </section>
  );
}
