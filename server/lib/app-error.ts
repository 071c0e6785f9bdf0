/** The one error type services throw; the error handler turns it into the envelope. */
import { errorCatalogue, type ErrorCode } from '../../contract/errors';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;

  constructor(code: ErrorCode, message?: string, field?: string) {
    super(message ?? errorCatalogue[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.field = field;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
