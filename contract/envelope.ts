/** The response envelope every action answers with: `{error, message?, data?}` plus a stable code on failure. */
import type { ErrorCode } from './errors';
import type { MessageParams } from './messages';

/**
 * A message by code (contract/messages.ts): clients show their own text for `message_code` (or, on a
 * failure without one, for `code`) and the English `message` only for a code they do not know.
 */
export interface CodedMessageFields {
  readonly message_code?: string;
  readonly message_params?: MessageParams;
}

export interface ApiSuccess<T> extends CodedMessageFields {
  readonly error: false;
  readonly message?: string;
  readonly data: T;
}

export interface ApiFailure extends CodedMessageFields {
  readonly error: true;
  readonly message: string;
  readonly code: ErrorCode;
  /** Dotted path of the offending field, when one field is to blame. */
  readonly field?: string;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

export const API_BASE = '/api/';
