/** Where the settings screens live; the header, the sync status and the screens link by these. */
export const SETTINGS_PATH = '/settings';
export const SYNC_SETTINGS_PATH = '/settings/sync';
/** Built by the downloads feature; linked from settings. */
export const DOWNLOADS_PATH = '/downloads';
