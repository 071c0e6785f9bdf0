/**
 * POST /api/stripe_webhook: Stripe's signed events. Not a contract action: Stripe signs the exact
 * bytes it sends, so this route reads its body raw (a Buffer) and checks the Stripe-Signature header
 * over it before anything is parsed. Content-type parsers are encapsulated in Fastify: the raw one
 * lives only in this route's plugin scope, and every action keeps Fastify's JSON parser.
 */
import type { FastifyInstance } from 'fastify';
import type { StripeWebhookService } from './stripe-webhook.service';

export const STRIPE_WEBHOOK_PATH = '/api/stripe_webhook';

/** Stripe's events are a few KB; a subscription with many items stays far below this. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

export async function registerStripeWebhook(app: FastifyInstance, service: StripeWebhookService): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      const result = await service.receive(body, typeof header === 'string' ? header : undefined);
      request.log.info({ eventId: result.event_id, type: result.type, outcome: result.outcome }, 'Stripe webhook');
      return reply.send({ error: false, data: result });
    });
  });
}
