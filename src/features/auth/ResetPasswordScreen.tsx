/** Sets a new password from the e-mailed link (#token=, or ?token= in links sent before). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { Button, ButtonLink } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { authApi } from './auth.api';
import { AuthCard, FormAlert } from './AuthCard';
import { useLinkToken } from './link-token';
import { fieldError, useSubmit } from './use-submit';

function ResetPasswordForm({ token, onDone }: { readonly token: string; readonly onDone: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const differs = password !== confirm;
    setMismatch(differs);
    if (differs) return;
    void submit.run(async () => {
      await authApi.resetPassword(token, password, confirm);
      onDone();
    });
  };

  const general = submit.error && !submit.error.field ? inlineErrorMessage(submit.error) : null;
  return (
    <form className="auth__form" onSubmit={onSubmit} noValidate>
      {general ? <FormAlert>{general}</FormAlert> : null}
      <TextField
        label={t('auth.fields.newPassword')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        hint={t('auth.fields.passwordHint')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldError(submit.error, 'password')}
        required
      />
      <TextField
        label={t('auth.fields.confirmPassword')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={mismatch ? t('errors.PASSWORD_MISMATCH') : fieldError(submit.error, 'confirm_password')}
        required
      />
      <Button type="submit" block busy={submit.busy}>
        {t('auth.reset.submit')}
      </Button>
    </form>
  );
}

export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const [done, setDone] = useState(false);
  if (!token) {
    return (
      <AuthCard key="no-token" title={t('auth.reset.title')} lead={t('auth.reset.noToken')}>
        <ButtonLink to="/auth/forgot-password">{t('auth.forgot.submit')}</ButtonLink>
      </AuthCard>
    );
  }
  if (done) {
    return (
      <AuthCard key="done" title={t('auth.reset.doneTitle')} lead={t('auth.reset.doneBody')}>
        <ButtonLink to="/auth/login">{t('nav.signIn')}</ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard key="form" title={t('auth.reset.title')} lead={t('auth.reset.lead')} footer={<Link to="/auth/forgot-password">{t('auth.reset.newLink')}</Link>}>
      <ResetPasswordForm token={token} onDone={() => setDone(true)} />
    </AuthCard>
  );
}
