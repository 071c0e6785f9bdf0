/** One error handler and one 404 handler: every failure leaves as the `{error, message, code}` envelope. */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ApiFailure } from '../../contract/envelope';
import { AppError, isAppError } from '../lib/app-error';

export function sendFailure(reply: FastifyReply, failure: AppError): FastifyReply {
  const body: ApiFailure = { error: true, code: failure.code, ...failure.envelopeMessage, ...(failure.field ? { field: failure.field } : {}) };
  return reply.status(failure.status).send(body);
}

/** Maps Fastify's own client errors (bad JSON, too large, wrong content type) to stable codes. */
function fromFastifyError(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('MALFORMED_JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('VALIDATION', { text: 'The Content-Length header does not match the body.' });
    default:
      break;
  }
  if (error.statusCode === 429) return new AppError('RATE_LIMITED');
  if (error instanceof SyntaxError) return new AppError('MALFORMED_JSON');
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('VALIDATION', { text: error.message });
  }
  return undefined;
}

export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = isAppError(error) ? error : fromFastifyError(error);
    if (known) return sendFailure(reply, known);
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, new AppError('INTERNAL'));
  });
}

/** API paths that match no action answer a 404 envelope that names the action. */
export function unknownActionFailure(reply: FastifyReply, url: string): FastifyReply {
  const action = url.replace(/^\/api\/?/, '').split(/[?#/]/)[0] ?? '';
  return sendFailure(reply, new AppError('UNKNOWN_ACTION', action ? { text: `Unknown action '${action.slice(0, 60)}'.` } : undefined));
}
