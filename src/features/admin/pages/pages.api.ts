/** The pages screen's actions: the languages to choose from and each language's information pages. */
import { callAction, type ActionBody } from '../../../lib/request/request';

const quiet = (signal: AbortSignal) => ({ displayToast: false, signal });
const write = { displayToast: false } as const;

export const pagesApi = {
  languages: (signal: AbortSignal) => callAction('get_admin_languages', {}, quiet(signal)),
  pages: (languageId: number, signal: AbortSignal) => callAction('get_admin_pages', { language_id: languageId }, quiet(signal)),
  save: (body: ActionBody<'set_admin_page'>) => callAction('set_admin_page', body, write),
  remove: (body: ActionBody<'delete_admin_page'>) => callAction('delete_admin_page', body, write),
};
