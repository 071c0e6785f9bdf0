/**
 * Registers contract actions as `POST /api/<name>`: rate limit -> authenticate -> validate -> handler
 * -> envelope. Bodies are parsed with the action's schema (unknown fields stripped); responses are
 * checked against the data schema outside production so drift fails tests, not users. Answers of
 * 1 KB and more leave compressed: through @fastify/compress per request, or, for an action whose
 * answers are shared (`shared`), as bytes made once per answer (encoded-answers.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiSuccess } from '../../contract/envelope';
import type { ActionDef, DataOf, ParsedBodyOf } from '../../contract/api/define';
import { codedMessageFields, validationCodeOf, type CodedMessage, type ErrorDetailCode, type SuccessMessageCode } from '../../contract/messages';
import { negotiateCoding } from '../lib/accept-encoding';
import { authorize } from '../lib/access';
import { AppError } from '../lib/app-error';
import type { AuthUser } from '../lib/auth-user';
import { EncodedAnswers, type EncodedBody } from './encoded-answers';

export interface ActionContext<A extends ActionDef> {
  readonly body: ParsedBodyOf<A>;
  readonly user: A['auth'] extends 'none' ? null : AuthUser;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /** A success message the client shows as a toast, by code (contract/messages.ts), so every client shows it in its language. */
  setMessage(message: SuccessMessageCode | CodedMessage<SuccessMessageCode>): void;
}

export type ActionHandler<A extends ActionDef> = (ctx: ActionContext<A>) => Promise<z.input<A['data']>>;

export interface RateLimit {
  readonly max: number;
  readonly timeWindow: string | number;
}

export interface ActionOptions {
  readonly rateLimit?: RateLimit;
  /**
   * The handler answers with objects out of a content cache, the same object to every caller until
   * the content changes, and never changes one it has handed out (a reload makes a new one): the
   * answer's JSON and compressed copies are then made once per object, not per request.
   */
  readonly shared?: boolean;
}

export interface ActionRouterDeps {
  /** Resolves the bearer token; throws AppError for expired, revoked or deactivated. */
  readonly authenticate: (token: string) => Promise<AuthUser>;
  readonly hasSubscription: (userId: number) => Promise<boolean>;
  readonly checkResponses: boolean;
  /** Maintenance mode is on (system configuration): signed-in players are refused, admins are not. */
  readonly underMaintenance?: () => Promise<boolean>;
}

/** Signing out still works in maintenance: a shared tablet must be able to end a session. */
const OPEN_IN_MAINTENANCE: ReadonlySet<string> = new Set(['logout']);

export interface ActionRouter {
  handle<A extends ActionDef>(action: A, handler: ActionHandler<A>, options?: ActionOptions): void;
}

/** API answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const API_COMPRESS_THRESHOLD_BYTES = 1024;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError('SESSION_EXPIRED');
  return match[1];
}

function sendEncoded(reply: FastifyReply, body: EncodedBody): FastifyReply {
  reply.header('content-type', 'application/json; charset=utf-8');
  if (body.varies) reply.header('vary', 'accept-encoding');
  if (body.coding !== 'identity') reply.header('content-encoding', body.coding);
  return reply.send(body.bytes);
}

function describeIssue(issue: z.core.$ZodIssue): { text: string; code: ErrorDetailCode | undefined; field: string | undefined } {
  // An unknown key (a strict body such as set_user_coin_score's) is named as the field at fault.
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const path = [...issue.path, ...keys.slice(0, 1)];
  const field = path.length > 0 ? path.map(String).join('.') : undefined;
  return { text: field ? `${field}: ${issue.message}` : issue.message, code: validationCodeOf(issue.message), field };
}

export function createActionRouter(app: FastifyInstance, deps: ActionRouterDeps): ActionRouter {
  const encoded = new EncodedAnswers({ thresholdBytes: API_COMPRESS_THRESHOLD_BYTES, verify: deps.checkResponses });
  return {
    handle(action, handler, options = {}) {
      app.post(
        `/api/${action.name}`,
        // A shared answer is compressed here, once; every other goes through @fastify/compress.
        { config: options.rateLimit ? { rateLimit: options.rateLimit } : {}, compress: options.shared ? false : {} },
        async (request, reply) => {
          // Spec section 6: the 'none' calls take no authorization, so a stale or odd header on
          // them is ignored rather than refused.
          let user: AuthUser | null = null;
          if (action.auth !== 'none') {
            const token = bearerToken(request);
            if (!token) throw new AppError('AUTH_REQUIRED');
            user = await deps.authenticate(token);
          }
          await authorize(action.auth, user, deps.hasSubscription);
          // The 'none' calls stay open (sign-in, and the public reads the maintenance screen needs).
          if (user && user.role !== 'admin' && !OPEN_IN_MAINTENANCE.has(action.name) && (await deps.underMaintenance?.())) {
            throw new AppError('MAINTENANCE');
          }

          // Multipart bodies arrive as key/values with files as buffers (see app.ts).
          const parsed = action.body.safeParse(request.body ?? {});
          if (!parsed.success) {
            const first = parsed.error.issues[0];
            const { field, ...detail } = first ? describeIssue(first) : { text: 'The request is not valid.', code: undefined, field: undefined };
            throw new AppError('VALIDATION', detail, field);
          }

          let message: CodedMessage<SuccessMessageCode> | undefined;
          const data = await handler({
            body: parsed.data as ParsedBodyOf<typeof action>,
            user: user as ActionContext<typeof action>['user'],
            request,
            reply,
            setMessage: (m) => {
              message = typeof m === 'string' ? { code: m } : m;
            },
          });
          if (deps.checkResponses) {
            const checked = action.data.safeParse(data);
            if (!checked.success) {
              request.log.error({ issues: checked.error.issues, action: action.name }, 'response does not match the contract');
              throw new Error(`Response of ${action.name} does not match the contract`);
            }
          }
          const envelope: ApiSuccess<DataOf<typeof action>> = { error: false, ...(message ? codedMessageFields(message) : {}), data: data as DataOf<typeof action> };
          if (!options.shared) return reply.send(envelope);
          const coding = negotiateCoding(request.headers['accept-encoding']);
          // A message makes the answer this caller's own: encoded for it alone.
          if (message || typeof data !== 'object' || data === null) return sendEncoded(reply, encoded.once(JSON.stringify(envelope), coding));
          return sendEncoded(reply, encoded.shared(data, coding));
        },
      );
    },
  };
}
