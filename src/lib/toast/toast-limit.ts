/** Toast settings of spec section 9 and the "at most 20 kept" rule. */
import type { DefaultToastOptions } from 'react-hot-toast';

export const TOAST_LIMIT = 20;

export const toastOptions: DefaultToastOptions = {
  error: { duration: 4000 },
  success: { duration: 2000 },
  blank: { duration: 4000 },
  loading: { duration: Infinity },
};

export interface ToastLike {
  readonly id: string;
  readonly visible: boolean;
  readonly createdAt: number;
}

/** The ids of the oldest visible toasts beyond the limit, to dismiss. */
export function toastsOverLimit(toasts: readonly ToastLike[], limit: number = TOAST_LIMIT): string[] {
  const visible = toasts.filter((t) => t.visible).sort((a, b) => b.createdAt - a.createdAt);
  return visible.slice(limit).map((t) => t.id);
}
