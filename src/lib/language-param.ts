/** The language_id body field for content reads: present only when language_mode is '1'. */
import { languagesStore } from './i18n/languages';
import { languageIdParam } from './settings/cache-rules';
import { settingsStore } from './settings/settings';

export function currentLanguageParam(): { language_id?: number } {
  return languageIdParam(settingsStore.get().system.data, languagesStore.get().current.id);
}
