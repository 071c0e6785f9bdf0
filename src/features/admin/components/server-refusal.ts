/**
 * The server's refusal of a write, in words, with the field it blamed (error.field), so a form shows
 * it next to that field and anything else above its button.
 */
import { inlineErrorMessage } from '../../../lib/i18n/inline-error';
import { isApiError } from '../../../lib/request/api-error';

export interface Refusal {
  /** The body's field the server named (e.g. user_id, send_at), if any. */
  readonly field: string | undefined;
  readonly message: string;
}

export function refusalOf(error: unknown): Refusal {
  if (isApiError(error)) return { field: error.field, message: inlineErrorMessage(error) };
  return { field: undefined, message: error instanceof Error ? error.message : String(error) };
}
