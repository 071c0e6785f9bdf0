/**
 * The server's refusal of a write, in words (plain ones when offline), with the field it blamed
 * (error.field), so a form shows it beside that field and anything else above its button.
 */
import { inlineErrorMessage } from '../i18n/inline-error';
import { isApiError } from './api-error';

export interface Refusal {
  /** The body's field the server named (e.g. user_id, send_at, values.daily_coin_cap), if any. */
  readonly field: string | undefined;
  readonly message: string;
}

export function refusalOf(error: unknown): Refusal {
  if (isApiError(error)) return { field: error.field, message: inlineErrorMessage(error) };
  return { field: undefined, message: error instanceof Error ? error.message : String(error) };
}

/** The message for a field the form shows, or null. */
export function fieldError(refusal: Refusal | null, field: string): string | null {
  return refusal?.field === field ? refusal.message : null;
}

/** The message when the refusal names no field the form shows (`fields`): shown once for the form. */
export function formError(refusal: Refusal | null, fields: readonly string[]): string | null {
  if (!refusal) return null;
  return refusal.field !== undefined && fields.includes(refusal.field) ? null : refusal.message;
}
