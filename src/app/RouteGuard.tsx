/** Applies decideGuard() to the current location: redirects (with a toast) or shows maintenance. */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { MaintenanceScreen } from '../features/maintenance';
import { useSession } from '../lib/session/session-store';
import { useSettings } from '../lib/settings/settings';
import { notify } from '../lib/toast/notify';
import { decideGuard } from './guards';
import { clearReturnPath, readReturnPath, rememberReturnPath } from '../lib/return-path';

export function RouteGuard({ children }: { readonly children: ReactNode }) {
  const { i18n } = useTranslation();
  const [location, navigate] = useLocation();
  const session = useSession();
  const { system } = useSettings();
  const decision = decideGuard({
    path: location,
    isLogin: session.isLogin,
    // The server lets admins through every subscriber action; the client guard agrees.
    hasSubscription: session.hasSubscription || session.user?.role === 'admin',
    isAdmin: session.user?.role === 'admin',
    maintenance: system.data?.maintenance_mode === '1',
    returnTo: readReturnPath(),
  });
  const to = decision.kind === 'redirect' ? decision.to : null;
  const messageKey = decision.kind === 'redirect' ? decision.messageKey : undefined;
  const remember = decision.kind === 'redirect' && decision.remember === true;
  const consumed = decision.kind === 'redirect' && decision.consumedReturn === true;

  useEffect(() => {
    if (to === null) return;
    if (remember) rememberReturnPath(location + window.location.search);
    if (consumed) clearReturnPath();
    if (messageKey) notify.error(i18n.t(messageKey), { id: 'route-guard' });
    navigate(to, { replace: true });
    // i18n is one instance for the app's life: a language change does not repeat the redirect's toast.
  }, [to, messageKey, remember, consumed, location, navigate, i18n]);

  if (decision.kind === 'maintenance') return <MaintenanceScreen />;
  if (to !== null) return null;
  return children;
}
