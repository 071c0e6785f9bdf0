/**
 * Applies decideGuard() to the current location: redirects (with a toast) or shows maintenance. It
 * runs again on every change of the session (a subscription that ends while a subscriber page is
 * open sends the player to /pricing at once), of the live channel's state, and when the period end
 * the device knew passes (subscription-on-device.ts).
 */
import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { MaintenanceScreen } from '../features/maintenance';
import { useLiveStatus } from '../lib/live/live-status';
import { useSession } from '../lib/session/session-store';
import { useSettings } from '../lib/settings/settings';
import { notify } from '../lib/toast/notify';
import { decideGuard } from './guards';
import { paidUntil, subscribedOnDevice } from './subscription-on-device';
import { clearReturnPath, readReturnPath, rememberReturnPath } from '../lib/return-path';

/** setTimeout's longest wait (about 24.8 days); a later end is looked at again then. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The clock, only as fine as the guard needs it: `at` once that moment has come (the component
 * renders again then), the distant past before it. Null: no moment to wait for.
 */
function useMoment(at: number | null): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (at === null) return () => undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const arm = () => {
        const wait = at - Date.now();
        if (wait < 0) return;
        timer = setTimeout(() => {
          if (Date.now() >= at) onChange();
          else arm();
        }, Math.min(wait + 1, MAX_TIMER_MS));
      };
      arm();
      return () => clearTimeout(timer);
    },
    [at],
  );
  return useSyncExternalStore(subscribe, () => (at !== null && Date.now() >= at ? at : Number.NEGATIVE_INFINITY));
}

export function RouteGuard({ children }: { readonly children: ReactNode }) {
  const { i18n } = useTranslation();
  const [location, navigate] = useLocation();
  const session = useSession();
  const serverLive = useLiveStatus() === 'connected';
  const { system } = useSettings();
  const summary = session.user?.subscription;
  const now = useMoment(session.hasSubscription && !serverLive ? paidUntil(summary) : null);
  const subscribed = subscribedOnDevice({ hasSubscription: session.hasSubscription, summary, serverLive, now });
  const decision = decideGuard({
    path: location,
    isLogin: session.isLogin,
    // The server lets admins through every subscriber action; the client guard agrees.
    hasSubscription: subscribed || session.user?.role === 'admin',
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
