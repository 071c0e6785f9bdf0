/**
 * Load shedding: when the event loop lags, the heap passes its limit or queries wait too long for
 * the embedded database (server/config.ts), every request is answered at once with 503
 * SERVER_BUSY and Retry-After, in the usual envelope, rather than queueing behind work the server
 * cannot finish in time. Clients back off and retry (src/lib/request honours Retry-After for
 * reads; the outbox backs off on any 5xx).
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';

/** The plugin sets the status and Retry-After, then fails the request with this; the error handler writes the envelope. */
class ServerBusyError extends AppError {
  constructor() {
    super('SERVER_BUSY');
  }
}

export async function registerOverload(app: FastifyInstance, config: Config, database: Pick<Database, 'waitMs'>): Promise<void> {
  let shed = 0;
  const waitMs = database.waitMs;
  // The embedded database works on its own thread: when queries queue there, the event loop stays
  // quick, so the wait of the oldest query is the signal (a failing "health check" sheds load).
  const dbWait =
    waitMs && config.OVERLOAD_MAX_DB_WAIT_MS > 0
      ? { healthCheck: async () => waitMs() <= config.OVERLOAD_MAX_DB_WAIT_MS, healthCheckInterval: config.OVERLOAD_SAMPLE_INTERVAL_MS }
      : {};
  await app.register(underPressure, {
    maxEventLoopDelay: config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: config.OVERLOAD_MAX_HEAP_USED_BYTES,
    sampleInterval: config.OVERLOAD_SAMPLE_INTERVAL_MS,
    retryAfter: config.OVERLOAD_RETRY_AFTER_SECONDS,
    customError: ServerBusyError,
    ...dbWait,
  });
  // One log line per second of shedding at most: a line per refused request would add to the load.
  const timer = setInterval(() => {
    if (shed > 0) app.log.warn({ refused: shed }, 'overloaded: answered 503 SERVER_BUSY');
    shed = 0;
  }, 1_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  app.addHook('onResponse', async (_request, reply) => {
    if (reply.statusCode === 503) shed += 1;
  });
}
