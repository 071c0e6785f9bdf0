/**
 * The thread that owns the embedded PGlite database. PGlite is PostgreSQL compiled to WebAssembly
 * and runs on the thread that calls it: on the main thread it took about 40% of the server's CPU
 * under a classroom's load, and the event loop lagged behind every request. Here it has a thread
 * of its own; the main thread sends queries as messages (server/db/pglite-proxy.ts).
 *
 * PGlite is one connection and serialises work itself: a query on its own waits until an open
 * transaction ends, and a transaction's own queries (sent with its id) run inside it. Messages are
 * handled concurrently for that reason: a query waiting for a transaction must never keep the
 * transaction's next query from being read.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { serializeError, type PgliteWorkerData, type QueryRequest, type WorkerReply, type WorkerRequest } from './pglite-protocol';

interface OpenTransaction {
  readonly tx: Transaction;
  /** Lets the transaction's callback return (commit) or throw (roll back). */
  readonly finish: (commit: boolean) => void;
  /** Settles when PGlite has committed or rolled back. */
  readonly outcome: Promise<void>;
}

/** Thrown inside PGlite's transaction callback to make it roll back; never reported as a failure. */
const ROLLBACK = Symbol('rollback');

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
const options = workerData as PgliteWorkerData;
const transactions = new Map<number, OpenTransaction>();
/**
 * Transactions whose first query has asked for BEGIN, until PGlite has begun them: the
 * transaction's next queries (sent without waiting) and its end wait for this first.
 */
const opening = new Map<number, Promise<void>>();
type Parser = PGlite['parsers'][number];
const identity: Parser = (value) => value;
const typeSetKey = (oids: readonly number[]): string => [...oids].sort((a, b) => a - b).join(',');
const installedKey = typeSetKey(options.rawTypes ?? []);
/** PGlite's own parsers of the installed types, for a query that wants some of them parsed. */
let installedOriginals: Record<number, Parser> = {};

/**
 * PGlite copies its whole table of parsers for every query that brings its own (parse.ts), and
 * drizzle brings the same few with every query: that copy took a tenth of this thread's time. So
 * the set drizzle asks for is installed once; only a query asking for another set brings parsers.
 * Runs after PGlite.create, which has set up the array types' parsers these replace.
 */
async function installRawTypes(pg: PGlite): Promise<void> {
  const oids = options.rawTypes ?? [];
  if (oids.length === 0) return;
  // An array type's parser looks its element's parser up on the instance when it runs, so the one
  // kept for later is rebuilt over the element's parser as it is now.
  const elements = await pg.query<{ oid: number; elem: number }>("select oid::int as oid, case when typcategory = 'A' then typelem::int else 0 end as elem from pg_type where oid = any($1::oid[])", [oids]);
  const elementOf = new Map(elements.rows.map((row) => [row.oid, row.elem]));
  installedOriginals = Object.fromEntries(
    oids.flatMap((oid): [number, Parser][] => {
      const elem = elementOf.get(oid) ?? 0;
      if (elem !== 0) {
        const parseElement = pg.parsers[elem] ?? identity;
        return [[oid, (value) => types.arrayParser(value, parseElement, oid)]];
      }
      const own = pg.parsers[oid];
      return own ? [[oid, own]] : [];
    }),
  );
  for (const oid of oids) pg.parsers[oid] = identity;
}

function parsersFor(rawTypes: readonly number[]): Record<number, Parser> | undefined {
  if (typeSetKey(rawTypes) === installedKey) return undefined;
  return { ...installedOriginals, ...Object.fromEntries(rawTypes.map((oid) => [oid, identity])) };
}

function reply(message: WorkerReply): void {
  port?.postMessage(message);
}

function begin(pg: PGlite, id: number): Promise<void> {
  return new Promise<void>((begun, failed) => {
    let finish: (commit: boolean) => void = () => undefined;
    const decided = new Promise<boolean>((resolve) => (finish = resolve));
    let opened = false;
    const outcome = pg
      .transaction(async (tx) => {
        opened = true;
        transactions.set(id, { tx, finish, outcome });
        begun();
        if (!(await decided)) throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      })
      .finally(() => transactions.delete(id));
    // BEGIN itself failed: the callback never ran, so nobody else waits on the outcome.
    outcome.catch((error: unknown) => {
      if (!opened) failed(error);
    });
  });
}

/** Opens transaction `id` for its first query; the rest of it waits until PGlite has begun it. */
function open(pg: PGlite, id: number): Promise<void> {
  const begun = begin(pg, id).finally(() => opening.delete(id));
  opening.set(id, begun);
  return begun;
}

async function query(pg: PGlite, request: QueryRequest): Promise<unknown> {
  const parsers = parsersFor(request.rawTypes);
  const queryOptions = parsers ? { rowMode: request.rowMode, parsers } : { rowMode: request.rowMode };
  if (request.tx === undefined) return pg.query(request.sql, [...request.params], queryOptions);
  // Synchronously, before any await: a later message of the same transaction must find it opening.
  if (request.opens) await open(pg, request.tx);
  else await opening.get(request.tx);
  const openTx = transactions.get(request.tx);
  if (!openTx) throw new Error('Transaction is closed');
  return openTx.tx.query(request.sql, [...request.params], queryOptions);
}

async function end(id: number, commit: boolean): Promise<void> {
  // A rollback may come before BEGIN has run (the callback threw without waiting for its first
  // query): it waits, so the transaction is never left open. A BEGIN that failed leaves nothing.
  await opening.get(id)?.catch(() => undefined);
  const openTx = transactions.get(id);
  if (!openTx) throw new Error('Transaction is closed');
  openTx.finish(commit);
  await openTx.outcome;
}

async function handle(pg: PGlite, request: WorkerRequest): Promise<void> {
  try {
    switch (request.op) {
      case 'query':
        return reply({ kind: 'ok', id: request.id, result: await query(pg, request) });
      case 'end':
        await end(request.tx, request.commit);
        return reply({ kind: 'ok', id: request.id });
      case 'dump': {
        const tar = await pg.dumpDataDir('none');
        return reply({ kind: 'ok', id: request.id, result: new Uint8Array(await tar.arrayBuffer()) });
      }
      case 'close':
        await pg.close();
        reply({ kind: 'ok', id: request.id });
        port?.close();
        return;
    }
  } catch (error) {
    reply({ kind: 'error', id: request.id, error: serializeError(error) });
  }
}

async function main(): Promise<void> {
  let pg: PGlite;
  try {
    // Start parameters, not postgresqlconf: that option rewrites the data directory's whole
    // postgresql.conf (time zone, date style) instead of setting one value.
    pg = await PGlite.create(options.dataDir, {
      startParams: [...PGlite.defaultStartParams, ...options.startParams],
      ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
    });
    await installRawTypes(pg);
  } catch (error) {
    reply({ kind: 'failed', error: serializeError(error) });
    port?.close();
    return;
  }
  port?.on('message', (request: WorkerRequest) => void handle(pg, request));
  reply({ kind: 'ready' });
}

void main();
