/** Opens the e-mailed verification link (#token=, or ?token= in links sent before) and confirms the address. */
import { useTranslation } from 'react-i18next';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { useAsync } from '../../lib/use-async';
import { ButtonLink } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { authApi } from './auth.api';
import { AuthCard, FormAlert } from './AuthCard';
import { useLinkToken } from './link-token';

export function VerifyEmailScreen() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const { state } = useAsync(
    (signal) => (token ? authApi.verifyEmail(token, signal) : Promise.reject(new Error(t('errors.TOKEN_INVALID')))),
    `verify:${token}`,
  );
  if (state.status === 'loading') {
    return (
      <AuthCard key="checking" title={t('auth.verifyEmail.title')}>
        <Spinner label={t('auth.verifyEmail.checking')} />
      </AuthCard>
    );
  }
  if (state.status === 'error') {
    return (
      <AuthCard key="failed" title={t('auth.verifyEmail.failedTitle')}>
        <FormAlert>{inlineErrorMessage(state.error)}</FormAlert>
        <p className="auth__lead">{t('auth.verifyEmail.failedHint')}</p>
        <ButtonLink to="/auth/login">{t('nav.signIn')}</ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard key="done" title={t('auth.verifyEmail.doneTitle')} lead={t('auth.verifyEmail.doneBody', { email: state.data.email })}>
      <FormAlert tone="success">{t('auth.verifyEmail.done')}</FormAlert>
      <ButtonLink to="/auth/login" block>
        {t('nav.signIn')}
      </ButtonLink>
    </AuthCard>
  );
}
