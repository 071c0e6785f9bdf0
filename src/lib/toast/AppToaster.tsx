/** The app's toaster: top-center, spec durations, and never more than 20 toasts kept. */
import { useEffect } from 'react';
import { toast, Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_LIMIT, toastOptions, toastsOverLimit } from './toast-limit';

function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    for (const id of toastsOverLimit(toasts, TOAST_LIMIT)) toast.dismiss(id);
  }, [toasts]);
  return null;
}

export function AppToaster() {
  return (
    <>
      <Toaster position="top-center" toastOptions={{ ...toastOptions, className: 'app-toast' }} />
      <ToastLimit />
    </>
  );
}
