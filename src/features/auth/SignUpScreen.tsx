/**
 * Create an e-mail account; success shows a "check your e-mail" state with a resend button.
 * Every field is checked at once before sending (the contract's rules), each error is tied to its
 * field, focus moves to the first field in error, and an error goes away as soon as its field changes.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { notify } from '../../lib/toast/notify';
import { Button, ButtonLink } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { EmailField } from './EmailField';
import { authApi } from './auth.api';
import { AuthCard, FormAlert } from './AuthCard';
import { emptySignUp, SERVER_FIELD, SIGN_UP_FIELDS, validateSignUp, type SignUpErrors, type SignUpField, type SignUpFields } from './sign-up-validation';
import { fieldError, useSubmit } from './use-submit';

/** The input name of each field, to find it in the form. */
const INPUT_NAME: Record<SignUpField, string> = { name: 'name', email: 'email', password: 'new-password', confirm: 'confirm-password', friendCode: 'friends_code' };

function focusField(form: HTMLFormElement | null, key: SignUpField): void {
  const input = form?.elements.namedItem(INPUT_NAME[key]);
  if (!(input instanceof HTMLInputElement)) return;
  // Focus is what announces the error (the errors are not alerts): re-focus if it is already there.
  if (document.activeElement === input) input.blur();
  input.focus();
}

function CheckEmail({ email }: { readonly email: string }) {
  const { t } = useTranslation();
  const resend = useSubmit();
  const onResend = (): void => {
    void resend.run(async () => {
      await authApi.resendVerification(email);
      notify.success(t('auth.verify.resent'));
    });
  };
  return (
    <AuthCard title={t('auth.signUp.checkTitle')} lead={t('auth.signUp.checkBody', { email })}>
      <div className="auth__actions">
        <ButtonLink to="/auth/login">{t('auth.signUp.toLogin')}</ButtonLink>
        <Button variant="secondary" onClick={onResend} busy={resend.busy}>
          {t('auth.verify.resend')}
        </Button>
      </div>
      {resend.error ? <FormAlert>{inlineErrorMessage(resend.error)}</FormAlert> : null}
    </AuthCard>
  );
}

/** A friend's shared sign-up link carries their code (`/auth/sign-up?code=AB12CD34`, from the profile's Share). */
function friendCodeOf(search: string): string {
  return (new URLSearchParams(search).get('code') ?? '').trim().slice(0, 32);
}

export function SignUpScreen() {
  const { t } = useTranslation();
  const submit = useSubmit();
  const search = useSearch();
  // Read once, as the form starts: the player may still change or clear it.
  const [fields, setFields] = useState<SignUpFields>(() => ({ ...emptySignUp, friendCode: friendCodeOf(search) }));
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const serverError = submit.error;
  const serverKey = serverError?.field ? SIGN_UP_FIELDS.find((key) => SERVER_FIELD[key] === serverError.field) : undefined;

  // The server blamed a field: take the player there.
  useEffect(() => {
    if (serverError && serverKey) focusField(form.current, serverKey);
  }, [serverError, serverKey]);

  const onChange = (key: SignUpField, value: string): void => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _changed, ...rest }) => rest);
    if (serverError && (!serverError.field || serverKey === key)) submit.setError(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const problems = validateSignUp(fields, t);
    const first = SIGN_UP_FIELDS.find((key) => problems[key]);
    if (first) {
      // Show every problem, drop an older server error, then move to the first field in error.
      flushSync(() => {
        setErrors(problems);
        submit.setError(null);
      });
      focusField(form.current, first);
      return;
    }
    setErrors({});
    void submit.run(async () => {
      const code = fields.friendCode.trim();
      const body = { name: fields.name.trim(), email: fields.email.trim(), password: fields.password, confirm_password: fields.confirm };
      const created = await authApi.signUp(code ? { ...body, friends_code: code } : body);
      setSentTo(created.email);
    });
  };

  if (sentTo) return <CheckEmail email={sentTo} />;
  const general = serverError && !serverKey ? inlineErrorMessage(serverError) : null;
  const errorOf = (key: SignUpField): string | null => errors[key] ?? fieldError(serverError, SERVER_FIELD[key]);
  const bind = (key: SignUpField) => ({
    name: INPUT_NAME[key],
    value: fields[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(key, e.target.value),
    error: errorOf(key),
    announceError: false,
  });
  return (
    <AuthCard
      title={t('auth.signUp.title')}
      lead={t('auth.signUp.lead')}
      footer={
        <p>
          {t('auth.signUp.haveAccount')} <Link to="/auth/login">{t('nav.signIn')}</Link>
        </p>
      }
    >
      <form ref={form} className="auth__form" onSubmit={onSubmit} noValidate>
        {general ? <FormAlert>{general}</FormAlert> : null}
        <TextField label={t('auth.fields.name')} autoComplete="name" {...bind('name')} required />
        <EmailField {...bind('email')} required />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.fields.passwordHint')}
          {...bind('password')}
          required
        />
        <TextField label={t('auth.fields.confirmPassword')} type="password" autoComplete="new-password" {...bind('confirm')} required />
        <TextField label={t('auth.fields.friendCode')} autoComplete="off" hint={t('auth.fields.optional')} {...bind('friendCode')} />
        <Button type="submit" block busy={submit.busy}>
          {t('auth.signUp.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
