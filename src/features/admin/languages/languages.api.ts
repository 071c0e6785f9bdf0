/** The languages and interface texts screens' actions. The server checks the role on every call. */
import { callAction, type ActionBody } from '../../../lib/request/request';

const quiet = (signal: AbortSignal) => ({ displayToast: false, signal });
const write = { displayToast: false } as const;

export const languagesApi = {
  languages: (signal: AbortSignal) => callAction('get_admin_languages', {}, quiet(signal)),
  add: (body: ActionBody<'add_admin_language'>) => callAction('add_admin_language', body, write),
  set: (body: ActionBody<'set_admin_language'>) => callAction('set_admin_language', body, write),
  makeDefault: (languageId: number) => callAction('set_admin_language_default', { language_id: languageId }, write),
  strings: (languageId: number, signal: AbortSignal) => callAction('get_admin_language_strings', { language_id: languageId }, quiet(signal)),
  setString: (body: ActionBody<'set_admin_language_string'>) => callAction('set_admin_language_string', body, write),
  exportJson: (languageId: number) => callAction('get_admin_language_json', { language_id: languageId }, write),
  importJson: (body: ActionBody<'set_admin_language_json'>) => callAction('set_admin_language_json', body, write),
};
