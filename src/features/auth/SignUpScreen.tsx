/** Create an e-mail account; success shows a "check your e-mail" state with a resend button. */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ApiError } from '../../lib/request/api-error';
import { notify } from '../../lib/toast/notify';
import { Button, ButtonLink } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { authApi } from './auth.api';
import { AuthCard, FormAlert } from './AuthCard';
import { fieldError, useSubmit } from './use-submit';

interface SignUpFields {
  name: string;
  email: string;
  password: string;
  confirm: string;
  friendCode: string;
}

const empty: SignUpFields = { name: '', email: '', password: '', confirm: '', friendCode: '' };

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
      {resend.error ? <FormAlert>{resend.error.message}</FormAlert> : null}
    </AuthCard>
  );
}

interface SignUpFormProps {
  readonly fields: SignUpFields;
  readonly onChange: (key: keyof SignUpFields, value: string) => void;
  readonly mismatch: boolean;
  readonly error: ApiError | null;
}

function SignUpInputs({ fields, onChange, mismatch, error }: SignUpFormProps) {
  const { t } = useTranslation();
  const bind = (key: keyof SignUpFields) => ({ value: fields[key], onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(key, e.target.value) });
  return (
    <>
      <TextField label={t('auth.fields.name')} name="name" autoComplete="name" {...bind('name')} error={fieldError(error, 'name')} required />
      <TextField label={t('auth.fields.email')} type="email" name="email" autoComplete="email" inputMode="email" {...bind('email')} error={fieldError(error, 'email')} required />
      <TextField
        label={t('auth.fields.password')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        hint={t('auth.fields.passwordHint')}
        {...bind('password')}
        error={fieldError(error, 'password')}
        required
      />
      <TextField
        label={t('auth.fields.confirmPassword')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        {...bind('confirm')}
        error={mismatch ? t('errors.PASSWORD_MISMATCH') : fieldError(error, 'confirm_password')}
        required
      />
      <TextField label={t('auth.fields.friendCode')} name="friends_code" autoComplete="off" hint={t('auth.fields.optional')} {...bind('friendCode')} error={fieldError(error, 'friends_code')} />
    </>
  );
}

export function SignUpScreen() {
  const { t } = useTranslation();
  const submit = useSubmit();
  const [fields, setFields] = useState<SignUpFields>(empty);
  const [mismatch, setMismatch] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const differs = fields.password !== fields.confirm;
    setMismatch(differs);
    if (differs) return;
    void submit.run(async () => {
      const code = fields.friendCode.trim();
      const body = { name: fields.name.trim(), email: fields.email.trim(), password: fields.password, confirm_password: fields.confirm };
      const created = await authApi.signUp(code ? { ...body, friends_code: code } : body);
      setSentTo(created.email);
    });
  };

  if (sentTo) return <CheckEmail email={sentTo} />;
  const general = submit.error && !submit.error.field ? submit.error.message : null;
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
      <form className="auth__form" onSubmit={onSubmit} noValidate>
        {general ? <FormAlert>{general}</FormAlert> : null}
        <SignUpInputs fields={fields} onChange={(key, value) => setFields((f) => ({ ...f, [key]: value }))} mismatch={mismatch} error={submit.error} />
        <Button type="submit" block busy={submit.busy}>
          {t('auth.signUp.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
