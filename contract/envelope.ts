/** The response envelope every action answers with: `{error, message?, data?}` plus a stable code on failure. */
import type { ErrorCode } from './errors';

export interface ApiSuccess<T> {
  readonly error: false;
  readonly message?: string;
  readonly data: T;
}

export interface ApiFailure {
  readonly error: true;
  readonly message: string;
  readonly code: ErrorCode;
  /** Dotted path of the offending field, when one field is to blame. */
  readonly field?: string;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

export const API_BASE = '/api/';
