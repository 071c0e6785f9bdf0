/** E-mail sign-in; an unverified account gets the spec's message and a "resend verification e-mail" button. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { signIn } from '../../lib/session/session-store';
import { notify } from '../../lib/toast/notify';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { EmailField } from './EmailField';
import { authApi } from './auth.api';
import { FormAlert } from './AuthCard';
import { fieldError, useSubmit } from './use-submit';

function ResendVerification({ email }: { readonly email: string }) {
  const { t } = useTranslation();
  const resend = useSubmit();
  const [sent, setSent] = useState(false);
  const onClick = (): void => {
    void resend.run(async () => {
      await authApi.resendVerification(email);
      setSent(true);
      notify.success(t('auth.verify.resent'));
    });
  };
  return (
    <div className="form-alert__action">
      <Button variant="secondary" onClick={onClick} busy={resend.busy} disabled={sent}>
        {sent ? t('auth.verify.resent') : t('auth.verify.resend')}
      </Button>
      {resend.error ? <p className="field__error">{inlineErrorMessage(resend.error)}</p> : null}
    </div>
  );
}

export function EmailLoginForm() {
  const { t } = useTranslation();
  const submit = useSubmit();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const problems = {
      ...(email.trim() ? {} : { email: t('auth.errors.emailRequired') }),
      ...(password ? {} : { password: t('auth.errors.passwordRequired') }),
    };
    setMissing(problems);
    if (problems.email || problems.password) return;
    void submit.run(async () => {
      const session = await authApi.login(email.trim(), password);
      signIn(session);
      notify.success(t('auth.login.welcome', { name: session.user.name }));
    });
  };

  const unverified = submit.error?.code === 'EMAIL_NOT_VERIFIED';
  const generalError = submit.error && !submit.error.field && !unverified ? inlineErrorMessage(submit.error) : null;
  return (
    <form className="auth__form" onSubmit={onSubmit} noValidate>
      {unverified ? (
        <FormAlert>
          <p>{t('errors.EMAIL_NOT_VERIFIED')}</p>
          <ResendVerification email={email.trim()} />
        </FormAlert>
      ) : null}
      {generalError ? <FormAlert>{generalError}</FormAlert> : null}
      <EmailField
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={missing.email ?? fieldError(submit.error, 'email')}
        required
      />
      <TextField
        label={t('auth.fields.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={missing.password ?? fieldError(submit.error, 'password')}
        required
      />
      <p className="auth__aside">
        <Link to="/auth/forgot-password">{t('auth.login.forgot')}</Link>
      </p>
      <Button type="submit" block busy={submit.busy}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
