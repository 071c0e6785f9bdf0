/**
 * The messages between the server's main thread and the worker that owns the embedded PGlite
 * database (server/db/pglite-worker.ts, server/db/pglite-proxy.ts). Values travel by structured
 * clone, so Date, bigint, Uint8Array, arrays and plain objects arrive as they were sent.
 */

/** What the worker needs to open the database. */
export interface PgliteWorkerData {
  /** Data directory, or 'memory://'. */
  readonly dataDir: string;
  /** Extra postgres start parameters, appended to PGlite's defaults. */
  readonly startParams: readonly string[];
  /**
   * Type OIDs whose values stay as PostgreSQL's text in every query that asks for exactly this set
   * (drizzle's, see client.ts): installed once rather than sent with each query.
   */
  readonly rawTypes?: readonly number[];
  /**
   * A data directory as PGlite's dumpDataDir wrote it (an uncompressed tar) to start from instead of
   * a new one: PGlite then skips its initdb. The tests start every app from one migrated database.
   */
  readonly loadDataDir?: Uint8Array<ArrayBuffer>;
}

/** A query as drizzle's pglite driver sends it: one statement, bound parameters, a row mode. */
export interface QueryRequest {
  readonly op: 'query';
  readonly id: number;
  readonly sql: string;
  readonly params: readonly unknown[];
  readonly rowMode: 'array' | 'object';
  /**
   * Type OIDs whose values stay as PostgreSQL's text (drizzle maps dates and intervals itself).
   * Functions cannot be cloned, so the parsers drizzle passes travel as this list.
   */
  readonly rawTypes: readonly number[];
  /** The transaction this query belongs to; absent for a query on its own. */
  readonly tx?: number;
  /**
   * The transaction's first query: the worker opens `tx` (BEGIN, once the database is free) and
   * then runs it. Opening a transaction with its first query saves a round trip to the main thread
   * per transaction while the one connection is held; a transaction that sends no query never
   * opens one.
   */
  readonly opens?: boolean;
}

/** Commits (or rolls back) the transaction `tx` that its first query opened. */
export interface EndRequest {
  readonly op: 'end';
  readonly id: number;
  readonly tx: number;
  readonly commit: boolean;
}

export interface CloseRequest {
  readonly op: 'close';
  readonly id: number;
}

/** The data directory as an uncompressed tar (PGlite's dumpDataDir), answered as a Uint8Array. */
export interface DumpRequest {
  readonly op: 'dump';
  readonly id: number;
}

export type WorkerRequest = QueryRequest | EndRequest | CloseRequest | DumpRequest;

/** A PostgreSQL error with its fields (code, constraint, detail...), as plain cloneable data. */
export interface SerializedError {
  readonly name: string;
  readonly message: string;
  readonly stack?: string;
  readonly fields: Readonly<Record<string, string | number | boolean>>;
}

export type WorkerReply =
  | { readonly kind: 'ready' }
  | { readonly kind: 'failed'; readonly error: SerializedError }
  | { readonly kind: 'ok'; readonly id: number; readonly result?: unknown }
  | { readonly kind: 'error'; readonly id: number; readonly error: SerializedError };

/** Keeps an error's own scalar fields (PGlite's DatabaseError: code, constraint, detail, table...). */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}), fields };
}

/** The error again on the main thread, with the same name, message and fields. */
export function deserializeError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  Object.assign(error, serialized.fields);
  error.name = serialized.name;
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}
