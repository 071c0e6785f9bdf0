/**
 * Errors shown inside a screen (not in a toast) in plain words. A toast keeps the spec's transport
 * text ("Network Error", "timeout of N ms exceeded"); a screen explains it instead.
 */
import type { ApiError, ApiErrorCode } from '../request/api-error';
import { i18n } from './i18n';

const OFFLINE_CODES: readonly ApiErrorCode[] = ['NETWORK', 'TIMEOUT'];

export function isOfflineError(error: Pick<ApiError, 'code'> | null | undefined): boolean {
  return !!error && OFFLINE_CODES.includes(error.code);
}

/** The message for an error state in a screen: plain words when the server could not be reached. */
export function inlineErrorMessage(error: Pick<ApiError, 'code' | 'message'>): string {
  return isOfflineError(error) ? i18n.t('common.offline') : error.message;
}
