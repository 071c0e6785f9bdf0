/** The signed-in user's own record. Errors (e.g. the demo-account refusal) are shown by the screens. */
import { callAction } from '../../lib/request/request';

export const profileApi = {
  /** `onCachedCopy` when the answer is the service worker's stored copy rather than the server's. */
  me: (signal: AbortSignal, onCachedCopy: () => void) => callAction('get_user_by_id', {}, { displayToast: false, signal, onCachedCopy }),
  update: (body: { name?: string; email?: string; mobile?: string }) => callAction('update_profile', body, { displayToast: false }),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('image', file, file.name);
    return callAction('upload_profile_image', form, { displayToast: false });
  },
  deleteAccount: () => callAction('delete_user_account', { confirm: true }, { displayToast: false }),
};
