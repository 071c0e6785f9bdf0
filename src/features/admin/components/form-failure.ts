/** What a form shows when a write fails: the server's message (plain words when offline) and the field it blamed. */
import { inlineErrorMessage } from '../../../lib/i18n/inline-error';
import { isApiError } from '../../../lib/request/api-error';

/** The message of a failed write (plain words when offline), and the field the server blamed (if any). */
export function failureOf(error: unknown): { readonly field: string | undefined; readonly message: string } {
  if (isApiError(error)) return { field: error.field, message: inlineErrorMessage(error) };
  return { field: undefined, message: error instanceof Error ? error.message : String(error) };
}
