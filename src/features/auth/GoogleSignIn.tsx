/** The Google button, rendered by Google Identity Services; its credential signs in through google_login. */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/request/api-error';
import { signIn } from '../../lib/session/session-store';
import { notify } from '../../lib/toast/notify';
import { authApi } from './auth.api';
import { loadGoogleIdentity, type GoogleCredentialResponse } from './google-identity';

export function GoogleSignIn({ clientId }: { readonly clientId: string }) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  const onCredential = useEffectEvent((response: GoogleCredentialResponse) => {
    authApi.googleLogin(response.credential).then(
      (session) => {
        signIn(session);
        notify.success(t('auth.login.welcome', { name: session.user.name }));
      },
      (error: unknown) => notify.error(isApiError(error) ? error.message : t('errors.GOOGLE_TOKEN_INVALID')),
    );
  });

  useEffect(() => {
    let active = true;
    loadGoogleIdentity().then(
      (google) => {
        if (!active || !container.current) return;
        google.initialize({ client_id: clientId, callback: (response) => onCredential(response), ux_mode: 'popup' });
        google.renderButton(container.current, { theme: 'outline', size: 'large', text: 'signin_with', shape: 'pill', locale: i18n.language });
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [clientId, i18n.language]);

  return (
    <div className="auth__google">
      <div ref={container} className="auth__google-button" />
      {failed ? <p className="field__hint">{t('auth.login.googleUnavailable')}</p> : null}
    </div>
  );
}
