/** The one error type services throw; the error handler turns it into the envelope. */
import { errorCatalogue, type ErrorCode } from '../../contract/errors';
import { codedMessageFields, englishMessage, type CodedMessage, type ErrorDetailCode, type MessageParams } from '../../contract/messages';

/**
 * What an error says beyond its code: a detail from contract/messages.ts (which every client
 * translates), or English text for a developer (a body that fails the contract, which the app's
 * own forms never send), optionally with the detail code a client shows instead (a contract
 * validation text); without a code, clients show their own text for the error code.
 */
export type ErrorDetail = ErrorDetailCode | CodedMessage<ErrorDetailCode> | { readonly text: string; readonly code?: ErrorDetailCode | undefined };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;
  /** The detail's code and figures, sent as message_code and message_params. */
  readonly detail: CodedMessage<ErrorDetailCode> | undefined;

  constructor(code: ErrorCode, detail?: ErrorDetail, field?: string) {
    const text = typeof detail === 'object' && 'text' in detail ? detail.text : undefined;
    const coded = typeof detail === 'string' ? { code: detail } : detail?.code ? { code: detail.code, ...('params' in detail ? { params: detail.params } : {}) } : undefined;
    super(text ?? (coded ? englishMessage(coded) : errorCatalogue[code].message));
    this.name = 'AppError';
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.field = field;
    this.detail = coded;
  }

  /** The envelope's fields for this error's text: message, and message_code/params for a detail. */
  get envelopeMessage(): { message: string; message_code?: string; message_params?: MessageParams } {
    return this.detail ? { ...codedMessageFields(this.detail), message: this.message } : { message: this.message };
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
