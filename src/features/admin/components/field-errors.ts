/** The server's refusal, placed: its text beside the field it names when the form has that field, else for the whole form. */
import { inlineErrorMessage } from '../../../lib/i18n/inline-error';
import { isApiError } from '../../../lib/request/api-error';

export interface Refusal {
  /** The field the server blamed (`error.field`), when it named one. */
  readonly field: string | null;
  readonly message: string;
}

export function refusalOf(error: unknown): Refusal {
  if (isApiError(error)) return { field: error.field ?? null, message: inlineErrorMessage(error) };
  return { field: null, message: error instanceof Error ? error.message : String(error) };
}

/** The message for a field the form shows, or null; `fields` are the names the form places itself. */
export function fieldError(refusal: Refusal | null, field: string): string | null {
  return refusal?.field === field ? refusal.message : null;
}

/** The message when the refusal names no field the form shows (shown once for the form). */
export function formError(refusal: Refusal | null, fields: readonly string[]): string | null {
  if (!refusal) return null;
  return refusal.field !== null && fields.includes(refusal.field) ? null : refusal.message;
}
