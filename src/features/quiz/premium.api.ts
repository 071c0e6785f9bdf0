/** The premium unlock: a write, so network only; the dialog shows its errors (toasts off). */
import { callAction } from '../../lib/request/request';

export const premiumApi = {
  unlock: (category: number) => callAction('unlock_premium_category', { category }, { displayToast: false }),
};
