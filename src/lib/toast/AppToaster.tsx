/**
 * The app's toaster, mounted once something asked for a toast: the toast library and the toaster
 * (Toasts.tsx) are a chunk of their own, so a first screen that raises none never loads them.
 */
import { lazy, Suspense } from 'react';
import { useToastsRequested } from './toast-library';

const Toasts = lazy(() => import('./Toasts').then((module) => ({ default: module.Toasts })));

export function AppToaster() {
  const requested = useToastsRequested();
  return requested ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
