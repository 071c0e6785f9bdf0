/** The one place that raises toasts, so state code never imports the toast library directly. */
import { toast } from 'react-hot-toast';

export interface NotifyOptions {
  /** Toasts with the same id replace each other instead of stacking (e.g. a guard message). */
  readonly id?: string;
  /**
   * The toast is about the page it was raised on (e.g. "This Level is Locked"): it is dismissed when
   * the player moves to another page. Messages that explain a redirect (the route guard's, an
   * expired session) are not page-scoped: they must stay visible on the page the player lands on.
   */
  readonly page?: boolean;
}

const pageToasts = new Set<string>();
let counter = 0;

function show(raise: (message: string, options: { id?: string }) => string, message: string, options: NotifyOptions): string {
  const id = options.page ? (options.id ?? `page-toast-${++counter}`) : options.id;
  const shown = raise(message, id === undefined ? {} : { id });
  if (options.page) pageToasts.add(shown);
  else pageToasts.delete(shown);
  return shown;
}

export const notify = {
  error: (message: string, options: NotifyOptions = {}): string => show(toast.error, message, options),
  success: (message: string, options: NotifyOptions = {}): string => show(toast.success, message, options),
  info: (message: string, options: NotifyOptions = {}): string => show(toast, message, options),
  dismiss: (id?: string): void => {
    if (id === undefined) pageToasts.clear();
    else pageToasts.delete(id);
    toast.dismiss(id);
  },
  /** Dismisses the page-scoped toasts; called after every navigation. */
  dismissPageToasts: (): void => {
    for (const id of pageToasts) toast.dismiss(id);
    pageToasts.clear();
  },
};
