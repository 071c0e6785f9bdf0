/** The one place that raises toasts, so state code never imports the toast library directly. */
import { toast } from 'react-hot-toast';

export interface NotifyOptions {
  /** Toasts with the same id replace each other instead of stacking (e.g. a guard message). */
  readonly id?: string;
}

export const notify = {
  error: (message: string, options: NotifyOptions = {}): string => toast.error(message, options),
  success: (message: string, options: NotifyOptions = {}): string => toast.success(message, options),
  info: (message: string, options: NotifyOptions = {}): string => toast(message, options),
  dismiss: (id?: string): void => toast.dismiss(id),
};
