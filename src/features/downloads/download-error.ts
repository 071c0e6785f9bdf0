/** A failed download in plain words: the space it needed and had, a pack the app cannot read, or why the network refused. */
import { i18n } from '../../lib/i18n/i18n';
import { inlineErrorMessage } from '../../lib/i18n/inline-error';
import { isApiError } from '../../lib/request/api-error';
import { NotEnoughSpaceError } from '../../offline/packs';
import { formatBytes } from '../../lib/i18n/format-bytes';

export function downloadErrorMessage(error: unknown): string {
  if (error instanceof NotEnoughSpaceError) {
    return i18n.t('downloads.error.noSpace', { needed: formatBytes(error.needed, i18n.language), free: formatBytes(error.free, i18n.language) });
  }
  // A pack this app version cannot read (download-pack.ts): only an update helps.
  if (isApiError(error) && error.code === 'BAD_RESPONSE') return i18n.t('downloads.error.unreadable');
  if (isApiError(error)) return inlineErrorMessage(error);
  return i18n.t('downloads.error.failed');
}
