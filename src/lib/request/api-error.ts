/** The typed failure of one API call: a server error code, or a transport failure of the client. */
import type { ErrorCode } from '../../../contract/errors';

/** CLIENT: raised by the app itself before or instead of a request (e.g. an address that names no level). */
export type TransportErrorCode = 'NETWORK' | 'TIMEOUT' | 'CANCELED' | 'HTTP' | 'BAD_RESPONSE' | 'CLIENT';
export type ApiErrorCode = ErrorCode | TransportErrorCode;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Stable code from contract/errors, or a transport code when no envelope arrived. */
  readonly code: ApiErrorCode;
  /** HTTP status; 0 when no response arrived (network error, timeout, cancel). */
  readonly status: number;
  /** Dotted path of the offending field, when the server blamed one. */
  readonly field: string | undefined;

  constructor(code: ApiErrorCode, status: number, message: string, field?: string) {
    super(message);
    this.code = code;
    this.status = status;
    this.field = field;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
