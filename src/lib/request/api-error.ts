/** The typed failure of one API call: a server error code, or a transport failure of the client. */
import type { ErrorCode } from '../../../contract/errors';
import type { MessageParams } from '../../../contract/messages';

/** CLIENT: raised by the app itself before or instead of a request (e.g. an address that names no level). */
export type TransportErrorCode = 'NETWORK' | 'TIMEOUT' | 'CANCELED' | 'HTTP' | 'BAD_RESPONSE' | 'CLIENT';
export type ApiErrorCode = ErrorCode | TransportErrorCode;

/** The coded parts of a message, as the envelope or an op's rejection carries them (contract/messages.ts). */
export interface CodedText {
  readonly messageCode?: string | undefined;
  readonly params?: MessageParams | undefined;
}

/** What a failure may carry beside its code: the coded message, and the server's Retry-After. */
export interface ApiErrorExtras extends CodedText {
  readonly retryAfterMs?: number | undefined;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Stable code from contract/errors, or a transport code when no envelope arrived. */
  readonly code: ApiErrorCode;
  /** HTTP status; 0 when no response arrived (network error, timeout, cancel). */
  readonly status: number;
  /** Dotted path of the offending field, when the server blamed one. */
  readonly field: string | undefined;
  /** The message's own code and figures (contract/messages.ts), when the server sent them. */
  readonly messageCode: string | undefined;
  readonly params: MessageParams | undefined;
  /** From a 503's Retry-After header: how long the server asked to be left alone. */
  readonly retryAfterMs: number | undefined;

  constructor(code: ApiErrorCode, status: number, message: string, field?: string, extras: ApiErrorExtras = {}) {
    super(message);
    this.code = code;
    this.status = status;
    this.field = field;
    this.messageCode = extras.messageCode;
    this.params = extras.params;
    this.retryAfterMs = extras.retryAfterMs;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
