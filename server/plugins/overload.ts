/**
 * Load shedding: when the event loop lags, the heap passes its limit or queries wait too long for
 * the embedded database (server/config.ts), every action is answered at once with 503
 * SERVER_BUSY and Retry-After, in the usual envelope, rather than queueing behind work the server
 * cannot finish in time. Clients back off and retry (src/lib/request honours Retry-After for
 * reads; the outbox backs off on any 5xx).
 *
 * Only actions are shed. The app's own files (the page, its chunks and styles, pictures) are read
 * from disk, precompressed, with no database work, so refusing them saves nothing; and a page that
 * gets a 503 for one of its chunks is broken: a screen fails to open, the sync engine does not
 * start, and the chunk guard's reload asks for everything again.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';

/** The shed request fails with this; the error handler writes the envelope. */
class ServerBusyError extends AppError {
  constructor() {
    super('SERVER_BUSY');
  }
}

/** Whether a request is an action (the work load shedding is for), not one of the app's files. */
export function isShedWhenBusy(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
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
    // Returning nothing lets the request through; a rejected promise fails it.
    pressureHandler: (request, reply) => {
      if (!isShedWhenBusy(request.url)) return;
      reply.status(503).header('Retry-After', String(config.OVERLOAD_RETRY_AFTER_SECONDS));
      return Promise.reject(new ServerBusyError());
    },
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
