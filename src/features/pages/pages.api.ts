/** Information pages (about, contact, privacy, terms, FAQ) from get_settings. */
import type { PageType } from '../../../contract/api/settings';
import { callAction } from '../../lib/request/request';

export const pagesApi = {
  page: (type: PageType, signal: AbortSignal) => callAction('get_settings', { type }, { displayToast: false, signal }),
};
