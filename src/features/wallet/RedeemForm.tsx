/**
 * The redeem request form (spec: redeem request; set_payment_request): the method as a radio group,
 * the address the method pays to (its label, hint and check follow the method), the amount in the
 * currency's units with the coins it costs shown as it is typed, and optional details. Every field
 * is checked at once before sending, focus moves to the first field in error, and a field's error
 * goes once it changes. The server's refusal is shown beside the field it names, anything else
 * above the button. While `blocked` says why (offline, the 48-hour wait) the fields are disabled.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { PaymentRequest } from '../../../contract/api/payouts';
import { PAYMENT_TYPES, type PaymentType } from '../../../contract/billing/payouts';
import { formatMoney } from '../../lib/i18n/money-format';
import { fieldError, formError, refusalOf, type Refusal } from '../../lib/request/server-refusal';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { checkRedeem, costOf, DETAILS_MAX, emptyRedeem, REDEEM_FIELDS, SERVER_FIELDS, type PayoutTerms, type RedeemField, type RedeemFields, type RedeemProblem, type RedeemProblems } from './redeem-form';
import { coinsText } from './coins-text';
import { walletApi } from './wallet.api';

/** The input name of each field, to find it in the form. */
const INPUT_NAME: Record<RedeemField, string> = { paymentType: 'payment_type', address: 'payment_address', amount: 'payment_amount', details: 'details' };

/** The server fields the form shows beside an input; a refusal naming another goes above the button. */
const SHOWN_SERVER_FIELDS = REDEEM_FIELDS.flatMap((field) => SERVER_FIELDS[field]);

/** What the address input is for each method: the keyboard a phone shows and what the browser may fill in. */
const ADDRESS_INPUT: Record<PaymentType, { readonly type: 'email' | 'tel' | 'text'; readonly autoComplete: string }> = {
  paypal: { type: 'email', autoComplete: 'email' },
  paytm: { type: 'tel', autoComplete: 'tel' },
  stripe: { type: 'text', autoComplete: 'off' },
};

function focusField(form: HTMLFormElement | null, field: RedeemField): void {
  const element = form?.elements.namedItem(INPUT_NAME[field]);
  // The radio group is a list of inputs: its checked one takes focus.
  const input = element instanceof RadioNodeList ? [...element].find((radio) => radio instanceof HTMLInputElement && radio.checked) : element;
  if (!(input instanceof HTMLElement)) return;
  // Focus is what announces the error (the errors are not alerts): re-focus if it is already there.
  if (document.activeElement === input) input.blur();
  input.focus();
}

export interface RedeemFormProps {
  readonly terms: PayoutTerms;
  /** The coins the player holds (the session's). */
  readonly balance: number;
  /** Why the form cannot be used now (shown above it, its fields disabled), or null. */
  readonly blocked: ReactNode;
  /** The server took the request: what it made, and the coins left. */
  readonly onSent: (request: PaymentRequest, coins: number) => void;
  /** The server refused it (shown by the form): the screen may learn more (the 48-hour wait). */
  readonly onRefused: (error: unknown) => void;
}

export function RedeemForm({ terms, balance, blocked, onSent, onRefused }: RedeemFormProps) {
  const { t, i18n } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const methodId = useId();
  const [fields, setFields] = useState<RedeemFields>(emptyRedeem);
  const [problems, setProblems] = useState<RedeemProblems>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const money = (minor: number): string => formatMoney(minor, terms.currency, i18n.language);
  const example = money(terms.minAmount);
  const refusedField = refusal?.field === undefined ? undefined : REDEEM_FIELDS.find((field) => SERVER_FIELDS[field].includes(refusal.field ?? ''));

  // The server blamed a field: take the player there.
  useEffect(() => {
    if (refusedField) focusField(form.current, refusedField);
  }, [refusal, refusedField]);

  const describe = (problem: RedeemProblem): string => {
    switch (problem.kind) {
      case 'addressMissing':
        return t(`wallet.address.missing.${fields.paymentType}`);
      case 'addressInvalid':
        return t(`wallet.address.invalid.${fields.paymentType}`);
      case 'amountMissing':
        return t('wallet.amount.missing');
      case 'amountInvalid':
        return t('wallet.amount.invalid', { currency: terms.currency, example });
      case 'belowMinimum':
        return t('wallet.amount.belowMinimum', { minimum: money(terms.minAmount) });
      case 'notEnoughCoins':
        return t('wallet.amount.notEnough', { cost: coinsText(t, problem.cost, i18n.language), balance: coinsText(t, balance, i18n.language) });
      case 'detailsTooLong':
        return t('wallet.details.tooLong', { max: DETAILS_MAX });
    }
  };

  const errorOf = (field: RedeemField): string | null => {
    const problem = problems[field];
    if (problem) return describe(problem);
    return SERVER_FIELDS[field].map((name) => fieldError(refusal, name)).find((message) => message !== null) ?? null;
  };

  const change = (field: RedeemField, value: string): void => {
    setFields((current) => ({ ...current, [field]: value }));
    // A new method asks a new question of the address: its old error goes too.
    const cleared: readonly RedeemField[] = field === 'paymentType' ? ['paymentType', 'address'] : [field];
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !cleared.includes(key as RedeemField))));
    if (refusal && (refusedField === undefined || cleared.includes(refusedField))) setRefusal(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (blocked || busy) return;
    const check = checkRedeem(fields, terms, balance);
    if (!check.ok) {
      const first = REDEEM_FIELDS.find((field) => check.problems[field]);
      // Show every problem, drop an older refusal, then move to the first field in error.
      flushSync(() => {
        setProblems(check.problems);
        setRefusal(null);
      });
      if (first) focusField(form.current, first);
      return;
    }
    setProblems({});
    setRefusal(null);
    setBusy(true);
    walletApi.request(check.body).then(
      (answer) => {
        setBusy(false);
        setFields(emptyRedeem);
        onSent(answer.request, answer.coins);
      },
      (error: unknown) => {
        setBusy(false);
        setRefusal(refusalOf(error));
        onRefused(error);
      },
    );
  };

  const cost = costOf(fields.amount, terms);
  const general = formError(refusal, SHOWN_SERVER_FIELDS);
  const methodError = errorOf('paymentType');
  const address = ADDRESS_INPUT[fields.paymentType];
  return (
    <form ref={form} className="wallet-form" onSubmit={onSubmit} noValidate>
      {blocked ? <div className="form-alert form-alert--info">{blocked}</div> : null}
      <fieldset className="wallet-form__fields" disabled={Boolean(blocked) || busy}>
        <fieldset className="wallet-methods" aria-describedby={methodError ? `${methodId}-error` : undefined}>
          <legend className="field__label">{t('wallet.redeem.method')}</legend>
          <div className="wallet-methods__options">
            {PAYMENT_TYPES.map((type) => (
              <label key={type} className="wallet-methods__option">
                <input type="radio" name={INPUT_NAME.paymentType} value={type} checked={fields.paymentType === type} onChange={() => change('paymentType', type)} />
                <span>{t(`wallet.method.${type}`)}</span>
              </label>
            ))}
          </div>
          {methodError ? (
            <p className="field__error" id={`${methodId}-error`}>
              {methodError}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label={t(`wallet.address.${fields.paymentType}.label`)}
          hint={t(`wallet.address.${fields.paymentType}.hint`)}
          name={INPUT_NAME.address}
          type={address.type}
          autoComplete={address.autoComplete}
          inputMode={address.type === 'tel' ? 'tel' : address.type === 'email' ? 'email' : undefined}
          spellCheck={false}
          dir="ltr"
          maxLength={254}
          value={fields.address}
          onChange={(e) => change('address', e.target.value)}
          error={errorOf('address')}
          announceError={false}
          required
        />
        <TextField
          label={t('wallet.amount.label', { currency: terms.currency })}
          hint={t('wallet.amount.hint', { currency: terms.currency, example, minimum: money(terms.minAmount) })}
          name={INPUT_NAME.amount}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          maxLength={13}
          value={fields.amount}
          onChange={(e) => change('amount', e.target.value)}
          error={errorOf('amount')}
          announceError={false}
          required
        />
        <p className="wallet-form__cost" aria-live="polite">
          {cost === null ? t('wallet.amount.costNone') : t('wallet.amount.cost', { coins: coinsText(t, cost, i18n.language) })}
        </p>
        <TextField
          label={t('wallet.details.label')}
          hint={t('wallet.details.hint')}
          name={INPUT_NAME.details}
          dir="auto"
          maxLength={DETAILS_MAX}
          value={fields.details}
          onChange={(e) => change('details', e.target.value)}
          error={errorOf('details')}
          announceError={false}
        />
        {general ? (
          <p className="form-alert form-alert--error" role="alert">
            {general}
          </p>
        ) : null}
        <Button type="submit" busy={busy} disabled={Boolean(blocked)}>
          {t('wallet.redeem.submit')}
        </Button>
      </fieldset>
    </form>
  );
}
