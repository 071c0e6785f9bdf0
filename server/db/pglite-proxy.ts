/**
 * The main thread's side of the PGlite worker (server/db/pglite-worker.ts): an object with the
 * part of PGlite's API that drizzle-orm's pglite driver calls (drizzle-orm/pglite/session.js:
 * `query(sql, params, {rowMode, parsers})` and `transaction(callback)` whose callback gets an
 * object with `query`), each call a message to the worker.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { deserializeError, type PgliteWorkerData, type WorkerReply, type WorkerRequest } from './pglite-protocol';

/** What drizzle passes as a query's options; parsers only say which types stay as text. */
export interface ProxyQueryOptions {
  readonly rowMode?: 'array' | 'object';
  readonly parsers?: Readonly<Record<number, unknown>>;
}

export interface ProxyTransaction {
  query<T>(sql: string, params?: readonly unknown[], options?: ProxyQueryOptions): Promise<Results<T>>;
}

export interface PgliteProxy extends ProxyTransaction {
  /** Runs `callback` inside one PGlite transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(callback: (tx: ProxyTransaction) => Promise<T>): Promise<T>;
  /** Closes the database (its files are flushed) and ends the worker. */
  close(): Promise<void>;
  /** How long the oldest request still unanswered has waited, in ms (0 when none waits). */
  waitMs(): number;
  /** The data directory as an uncompressed tar, to start another database from (PgliteWorkerData.loadDataDir). */
  dumpDataDir(): Promise<Uint8Array<ArrayBuffer>>;
}

interface Pending {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
  readonly sentAt: number;
}

type RequestWithoutId = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

/**
 * The worker's file: next to the bundle when compiled (dist-server/pglite-worker.js, a second
 * esbuild entry), else the TypeScript beside this module through a bootstrap that registers tsx.
 */
function spawnWorker(data: PgliteWorkerData): Worker {
  const compiled = new URL('./pglite-worker.js', import.meta.url);
  const entry = existsSync(fileURLToPath(compiled)) ? compiled : new URL('./pglite-worker-tsx.mjs', import.meta.url);
  return new Worker(entry, { workerData: data });
}

export function startPgliteWorker(data: PgliteWorkerData, onCrash?: (error: Error) => void): Promise<PgliteProxy> {
  const worker = spawnWorker(data);
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let stopped: Error | null = null;

  // The worker keeps the process alive only while the main thread waits for an answer, as the
  // in-process PGlite did: a script that forgets close() still ends.
  const settle = (id: number): Pending | undefined => {
    const entryOf = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return entryOf;
  };

  const request = (message: RequestWithoutId): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject, sentAt: performance.now() });
      if (pending.size === 1) worker.ref();
      try {
        worker.postMessage({ ...message, id });
      } catch (error) {
        // A parameter that cannot be cloned (a function, a symbol).
        settle(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  };

  const stop = (error: Error) => {
    if (stopped) return;
    stopped = error;
    for (const [id, waiting] of pending) {
      settle(id);
      waiting.reject(error);
    }
  };

  /** In a transaction: its id, and whether this query is its first (the worker opens it then). */
  interface InTransaction {
    readonly tx: number;
    readonly opens: boolean;
  }

  const query = <T>(sql: string, params: readonly unknown[] = [], options: ProxyQueryOptions = {}, inTx?: InTransaction) =>
    request({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      rawTypes: Object.keys(options.parsers ?? {}).map(Number),
      ...(inTx === undefined ? {} : { tx: inTx.tx, ...(inTx.opens ? { opens: true } : {}) }),
    }) as Promise<Results<T>>;

  let nextTx = 1;

  const proxy: PgliteProxy = {
    query: (sql, params, options) => query(sql, params, options),
    async transaction(callback) {
      const tx = nextTx++;
      // Opened on the worker by its first query, sent with it (see QueryRequest.opens).
      let opened = false;
      const inTx = (): InTransaction => {
        const opens = !opened;
        opened = true;
        return { tx, opens };
      };
      let result;
      try {
        result = await callback({ query: (sql, params, options) => query(sql, params, options, inTx()) });
      } catch (error) {
        if (opened) await request({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      // A transaction that asked nothing has nothing to commit and never held the database.
      if (opened) await request({ op: 'end', tx, commit: true });
      return result;
    },
    waitMs() {
      // A Map iterates in insertion order, so its first entry is the oldest request.
      const oldest = pending.values().next();
      return oldest.done ? 0 : performance.now() - oldest.value.sentAt;
    },
    dumpDataDir: () => request({ op: 'dump' }) as Promise<Uint8Array<ArrayBuffer>>,
    async close() {
      if (stopped) return;
      await request({ op: 'close' });
      stop(new Error('the database is closed'));
      await worker.terminate();
    },
  };

  return new Promise((resolve, reject) => {
    let ready = false;
    worker.on('message', (reply: WorkerReply) => {
      switch (reply.kind) {
        case 'ready':
          ready = true;
          worker.unref();
          return resolve(proxy);
        case 'failed':
          return reject(deserializeError(reply.error));
        case 'ok':
          return settle(reply.id)?.resolve(reply.result);
        case 'error':
          return settle(reply.id)?.reject(deserializeError(reply.error));
      }
    });
    const crashed = (error: Error) => {
      if (!ready) return reject(error);
      if (stopped) return;
      stop(error);
      onCrash?.(error);
    };
    worker.on('error', crashed);
    worker.on('exit', (code) => crashed(new Error(`the database worker stopped (exit code ${code})`)));
  });
}
