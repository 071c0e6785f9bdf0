/**
 * Registers contract actions as `POST /api/<name>`: rate limit -> authenticate -> validate -> handler
 * -> envelope. Bodies are parsed with the action's schema (unknown fields stripped); responses are
 * checked against the data schema outside production so drift fails tests, not users.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiSuccess } from '../../contract/envelope';
import type { ActionDef, DataOf, ParsedBodyOf } from '../../contract/api/define';
import { AppError } from '../lib/app-error';
import type { AuthUser } from '../features/auth/auth-user';

export interface ActionContext<A extends ActionDef> {
  readonly body: ParsedBodyOf<A>;
  readonly user: A['auth'] extends 'none' ? null : AuthUser;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /** A success message the client shows as a toast. */
  setMessage(message: string): void;
}

export type ActionHandler<A extends ActionDef> = (ctx: ActionContext<A>) => Promise<z.input<A['data']>>;

export interface RateLimit {
  readonly max: number;
  readonly timeWindow: string | number;
}

export interface ActionOptions {
  readonly rateLimit?: RateLimit;
}

export interface ActionRouterDeps {
  /** Resolves the bearer token; throws AppError for expired, revoked or deactivated. */
  readonly authenticate: (token: string) => Promise<AuthUser>;
  readonly hasSubscription: (userId: number) => Promise<boolean>;
  readonly checkResponses: boolean;
}

export interface ActionRouter {
  handle<A extends ActionDef>(action: A, handler: ActionHandler<A>, options?: ActionOptions): void;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError('SESSION_EXPIRED');
  return match[1];
}

function describeIssue(issue: z.core.$ZodIssue): { message: string; field: string | undefined } {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
  return { message: field ? `${field}: ${issue.message}` : issue.message, field };
}

export function createActionRouter(app: FastifyInstance, deps: ActionRouterDeps): ActionRouter {
  return {
    handle(action, handler, options = {}) {
      app.post(
        `/api/${action.name}`,
        { config: options.rateLimit ? { rateLimit: options.rateLimit } : {} },
        async (request, reply) => {
          // Spec section 6: the 'none' calls take no authorization, so a stale or odd header on
          // them is ignored rather than refused.
          let user: AuthUser | null = null;
          if (action.auth !== 'none') {
            const token = bearerToken(request);
            if (!token) throw new AppError('AUTH_REQUIRED');
            user = await deps.authenticate(token);
          }
          if (action.auth === 'admin' && user?.role !== 'admin') throw new AppError('FORBIDDEN');
          if (action.auth === 'subscriber' && user?.role !== 'admin' && !(user && (await deps.hasSubscription(user.id)))) {
            throw new AppError('SUBSCRIPTION_REQUIRED');
          }

          // Multipart bodies arrive as key/values with files as buffers (see app.ts).
          const parsed = action.body.safeParse(request.body ?? {});
          if (!parsed.success) {
            const first = parsed.error.issues[0];
            const { message, field } = first ? describeIssue(first) : { message: 'The request is not valid.', field: undefined };
            throw new AppError('VALIDATION', message, field);
          }

          let message: string | undefined;
          const data = await handler({
            body: parsed.data as ParsedBodyOf<typeof action>,
            user: user as ActionContext<typeof action>['user'],
            request,
            reply,
            setMessage: (m) => {
              message = m;
            },
          });
          if (deps.checkResponses) {
            const checked = action.data.safeParse(data);
            if (!checked.success) {
              request.log.error({ issues: checked.error.issues, action: action.name }, 'response does not match the contract');
              throw new Error(`Response of ${action.name} does not match the contract`);
            }
          }
          const envelope: ApiSuccess<DataOf<typeof action>> = { error: false, ...(message ? { message } : {}), data: data as DataOf<typeof action> };
          return reply.send(envelope);
        },
      );
    },
  };
}
