/**
 * The sandbox's test card form (checkout and portal): number spaced as typed, expiry MM/YY,
 * security code, name on card, each with its autocomplete cc-* name and a numeric keypad. A refusal
 * (a declined card, a field the server blames) is said beside the form as an alert and everything
 * typed stays, so the player corrects one field instead of typing the card again.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { isApiError } from '../../lib/request/api-error';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import type { SandboxCard } from './billing.api';
import { formatCardNumber, formatCvc, formatExpiry, parseExpiry } from './card-input';

export interface CardFormProps {
  readonly submitLabel: string;
  /** Sends the card; a rejection is shown beside the form. */
  readonly onSubmit: (card: SandboxCard) => Promise<unknown>;
}

interface Fields {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly name: string;
}

type FieldErrors = Partial<Record<keyof Fields, string>>;

const EMPTY: Fields = { number: '', expiry: '', cvc: '', name: '' };

/** The server's field names (SandboxCardSchema) as this form's. */
function fieldOf(path: string | undefined): keyof Fields | null {
  if (!path) return null;
  if (path.endsWith('number')) return 'number';
  if (path.endsWith('exp_month') || path.endsWith('exp_year')) return 'expiry';
  if (path.endsWith('cvc')) return 'cvc';
  if (path.endsWith('name')) return 'name';
  return null;
}

export function CardForm({ submitLabel, onSubmit }: CardFormProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (name: keyof Fields, value: string): void => setFields((current) => ({ ...current, [name]: value }));

  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    const digits = fields.number.replace(/\s/g, '');
    if (digits.length < 13) found.number = t('billing.card.numberInvalid');
    if (!parseExpiry(fields.expiry)) found.expiry = t('billing.card.expiryInvalid');
    if (!/^\d{3,4}$/.test(fields.cvc)) found.cvc = t('billing.card.cvcInvalid');
    if (fields.name.trim() === '') found.name = t('billing.card.nameMissing');
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setRefusal(null);
    const expiry = parseExpiry(fields.expiry);
    if (Object.keys(found).length > 0 || !expiry) return;
    setBusy(true);
    onSubmit({ number: fields.number, ...expiry, cvc: fields.cvc, name: fields.name.trim() }).then(
      () => setBusy(false),
      (error: unknown) => {
        setBusy(false);
        const field = isApiError(error) ? fieldOf(error.field) : null;
        const message = isApiError(error) ? inlineErrorMessage(error) : String(error);
        if (field) setErrors({ [field]: message });
        else setRefusal(message);
      },
    );
  };

  return (
    <form className="card-form" onSubmit={submit} noValidate aria-describedby={noteId}>
      <p className="card-form__test" id={noteId}>
        {t('billing.card.testNote')} <span dir="ltr" className="billing-mono">4242 4242 4242 4242</span>
      </p>
      <TextField
        label={t('billing.card.number')}
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        dir="ltr"
        maxLength={23}
        placeholder="1234 1234 1234 1234"
        value={fields.number}
        error={errors.number ?? null}
        onChange={(event) => set('number', formatCardNumber(event.target.value))}
      />
      <div className="card-form__row">
        <TextField
          label={t('billing.card.expiry')}
          hint={t('billing.card.expiryHint')}
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          dir="ltr"
          maxLength={5}
          placeholder="MM/YY"
          value={fields.expiry}
          error={errors.expiry ?? null}
          onChange={(event) => set('expiry', formatExpiry(event.target.value, fields.expiry))}
        />
        <TextField
          label={t('billing.card.cvc')}
          hint={t('billing.card.cvcHint')}
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          dir="ltr"
          maxLength={4}
          value={fields.cvc}
          error={errors.cvc ?? null}
          onChange={(event) => set('cvc', formatCvc(event.target.value))}
        />
      </div>
      <TextField
        label={t('billing.card.name')}
        name="ccname"
        autoComplete="cc-name"
        dir="auto"
        maxLength={80}
        value={fields.name}
        error={errors.name ?? null}
        onChange={(event) => set('name', event.target.value)}
      />
      {refusal ? (
        <div className="form-alert form-alert--error" role="alert">
          <p>{refusal}</p>
        </div>
      ) : null}
      <Button type="submit" block busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
