/** Asks for a password reset link by e-mail; the answer never says whether the account exists. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { Button } from '../../ui/Button';
import { EmailField } from './EmailField';
import { authApi } from './auth.api';
import { AuthCard, FormAlert } from './AuthCard';
import { fieldError, useSubmit } from './use-submit';

export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const submit = useSubmit();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void submit.run(async () => {
      await authApi.forgotPassword(email.trim());
      setSent(email.trim());
    });
  };

  if (sent) {
    return (
      <AuthCard key="sent" title={t('auth.forgot.sentTitle')} lead={t('auth.forgot.sentBody', { email: sent })}>
        <Link to="/auth/login">{t('auth.signUp.toLogin')}</Link>
      </AuthCard>
    );
  }
  const general = submit.error && !submit.error.field ? inlineErrorMessage(submit.error) : null;
  return (
    <AuthCard key="form" title={t('auth.forgot.title')} lead={t('auth.forgot.lead')} footer={<Link to="/auth/login">{t('auth.signUp.toLogin')}</Link>}>
      <form className="auth__form" onSubmit={onSubmit} noValidate>
        {general ? <FormAlert>{general}</FormAlert> : null}
        <EmailField
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError(submit.error, 'email')}
          required
        />
        <Button type="submit" block busy={submit.busy}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
