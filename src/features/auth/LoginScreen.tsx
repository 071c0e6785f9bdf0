/** Sign in with e-mail or phone (tabs), or Google when the server offers it. */
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAsync } from '../../lib/use-async';
import { AuthCard } from './AuthCard';
import { authApi } from './auth.api';
import { EmailLoginForm } from './EmailLoginForm';
import { GoogleSignIn } from './GoogleSignIn';
import { PhoneLoginForm } from './PhoneLoginForm';

type Method = 'email' | 'phone';

function MethodTabs({ method, onChange, methods }: { readonly method: Method; readonly onChange: (m: Method) => void; readonly methods: readonly Method[] }) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = methods[(methods.indexOf(method) + 1) % methods.length] ?? method;
    onChange(next);
    document.getElementById(`login-tab-${next}`)?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={t('auth.login.method')} onKeyDown={onKeyDown}>
      {methods.map((m) => (
        <button
          key={m}
          type="button"
          role="tab"
          id={`login-tab-${m}`}
          className="tabs__tab"
          aria-selected={method === m}
          aria-controls={`login-panel-${m}`}
          tabIndex={method === m ? 0 : -1}
          onClick={() => onChange(m)}
        >
          {t(m === 'email' ? 'auth.login.tabEmail' : 'auth.login.tabPhone')}
        </button>
      ))}
    </div>
  );
}

export function LoginScreen() {
  const { t } = useTranslation();
  const providers = useAsync((signal) => authApi.providers(signal), 'providers');
  const data = providers.state.status === 'success' ? providers.state.data : null;
  const methods: Method[] = [...(data?.email !== false ? ['email' as const] : []), ...(data?.mobile !== false ? ['phone' as const] : [])];
  const [chosen, setChosen] = useState<Method>('email');
  const method = methods.includes(chosen) ? chosen : (methods[0] ?? 'email');
  const google = data?.google.enabled && data.google.client_id ? data.google.client_id : null;

  return (
    <AuthCard
      title={t('auth.login.title')}
      lead={t('auth.login.lead')}
      footer={
        <p>
          {t('auth.login.noAccount')} <Link to="/auth/sign-up">{t('auth.login.createAccount')}</Link>
        </p>
      }
    >
      {methods.length > 1 ? <MethodTabs method={method} onChange={setChosen} methods={methods} /> : null}
      {/* The panel is not labelled by its tab on purpose: "E-mail" must name only the e-mail field. */}
      <div role={methods.length > 1 ? 'tabpanel' : undefined} id={`login-panel-${method}`}>
        {method === 'email' ? <EmailLoginForm /> : <PhoneLoginForm />}
      </div>
      {google ? (
        <>
          <p className="auth__divider">
            <span>{t('auth.login.or')}</span>
          </p>
          <GoogleSignIn clientId={google} />
        </>
      ) : null}
    </AuthCard>
  );
}
