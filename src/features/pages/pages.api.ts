/** Information pages (about, contact, privacy, terms, FAQ) from get_settings. */
import type { Page, PageType } from '../../../contract/api/settings';
import { ApiError } from '../../lib/request/api-error';
import { callAction } from '../../lib/request/request';

export const pagesApi = {
  /**
   * With a type, get_settings answers that one page (without one, the spec's call, it answers every
   * page), in the language asked for or, where that language has no such page, the default one.
   * A language the server's list has not named yet (id null) gets the default language's.
   */
  page: async (type: PageType, languageId: number | null, signal: AbortSignal): Promise<Page> => {
    const data = await callAction('get_settings', { type, ...(languageId === null ? {} : { language_id: languageId }) }, { displayToast: false, signal });
    if (Array.isArray(data)) throw new ApiError('BAD_RESPONSE', 200, 'Expected one page.');
    return data;
  },
};
