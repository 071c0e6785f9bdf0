/**
 * Where the settings screens live; the header, the sync status and the screens link by these. In
 * lib/, not the settings index: the sync status importing that index (whose lazy screens import
 * the sync status back) made the bundler split the entry into six more start-up chunks.
 */
export const SETTINGS_PATH = '/settings';
export const SYNC_SETTINGS_PATH = '/settings/sync';
/** Built by the downloads feature; linked from settings. */
export const DOWNLOADS_PATH = '/downloads';
