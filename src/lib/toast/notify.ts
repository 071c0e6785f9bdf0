/**
 * The one place that raises toasts, so state code never imports the toast library directly. The
 * library loads with the first toast (toast-library.ts); ids are made here, so a call still
 * answers its toast's id at once.
 */
import { ifToastLibraryAsked, withToastLibrary } from './toast-library';

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

type Kind = 'error' | 'success' | 'blank';

function show(kind: Kind, message: string, options: NotifyOptions): string {
  const shown = options.id ?? (options.page ? `page-toast-${++counter}` : `toast-${++counter}`);
  withToastLibrary(({ toast }) => {
    if (kind === 'blank') toast(message, { id: shown });
    else toast[kind](message, { id: shown });
  });
  if (options.page) pageToasts.add(shown);
  else pageToasts.delete(shown);
  return shown;
}

export const notify = {
  error: (message: string, options: NotifyOptions = {}): string => show('error', message, options),
  success: (message: string, options: NotifyOptions = {}): string => show('success', message, options),
  info: (message: string, options: NotifyOptions = {}): string => show('blank', message, options),
  dismiss: (id?: string): void => {
    if (id === undefined) pageToasts.clear();
    else pageToasts.delete(id);
    ifToastLibraryAsked(({ toast }) => toast.dismiss(id));
  },
  /** Dismisses the page-scoped toasts; called after every navigation. */
  dismissPageToasts: (): void => {
    const ids = [...pageToasts];
    pageToasts.clear();
    if (ids.length > 0) ifToastLibraryAsked(({ toast }) => ids.forEach((id) => toast.dismiss(id)));
  },
};
