/**
 * Opens the database: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * Both speak the PostgreSQL dialect; one schema and one set of migrations serve both.
 */
import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { fromRoot } from '../lib/project-root';
import type { Listen } from './listen';

/**
 * The app builds its queries from the tables (db.select().from(table), sql``), never through
 * drizzle's relational API (db.query.*), so the driver is given no schema: with one, every
 * transaction built a relational query builder for each of the schema's 80 tables, a share of a
 * busy instance's CPU (bench/battles.ts).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; it has the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * How long the oldest query still unanswered has waited, in ms: PGlite's worker serves one
   * query at a time, so under overload queries queue there while the event loop stays quick
   * (server/plugins/overload.ts sheds on it). Absent for PostgreSQL, whose pool queues elsewhere.
   */
  readonly waitMs?: () => number;
  /**
   * LISTEN on a channel over a dedicated connection that comes back after an outage (listen.ts).
   * PostgreSQL only: PGlite has one process, so nothing else can notify it.
   */
  readonly listen?: Listen;
  /** PGlite only: the data directory as an uncompressed tar, to open another database from (OpenOptions.pgliteLoadDataDir). */
  readonly dumpDataDir?: () => Promise<Uint8Array<ArrayBuffer>>;
}

const MIGRATION_LOCK = 7201000;
const DEFAULT_PGLITE_SHARED_BUFFERS = '32MB';
const migrationsFolder = fromRoot('server', 'db', 'migrations');
/**
 * The types drizzle-orm 0.45's pglite driver keeps as text with every query (it maps them itself,
 * drizzle-orm/pglite/session.js): timestamp, timestamptz, interval, date and numeric[],
 * timestamp[], timestamptz[], interval[], date[]. The worker installs them once; should drizzle
 * ask for another set, that query still gets it, only less cheaply.
 */
const DRIZZLE_RAW_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

export interface OpenOptions {
  readonly databaseUrl?: string | undefined;
  /** PGlite data directory; 'memory://' keeps it in memory (tests). */
  readonly pgliteDir: string;
  /**
   * PGlite's shared_buffers (PostgreSQL's default is 128MB). The embedded database of a school is
   * tens of MB and the OS caches its files, so a smaller pool serves as well; all of it lives in
   * the server's own memory (PGlite's WebAssembly heap), where 128MB is a third of the process.
   */
  readonly pgliteSharedBuffers?: string;
  /** A PGlite data directory's dump (Database.dumpDataDir) to start from instead of a new one: no initdb, and only newer migrations run. */
  readonly pgliteLoadDataDir?: Uint8Array<ArrayBuffer>;
  /** A pooled PostgreSQL connection failed while idle, or the PGlite worker stopped. */
  readonly onIdleError?: (error: Error) => void;
  /**
   * The embedded database's worker thread ended on its own: every later query fails, so the owner
   * should stop and let whatever runs it start it again (PostgreSQL's pool reconnects instead).
   */
  readonly onDatabaseLost?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.pgliteDir, options.pgliteSharedBuffers ?? DEFAULT_PGLITE_SHARED_BUFFERS, options);
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { listenOn } = await import('./listen');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (restart, failover) must not crash the process; the
  // pool replaces it on the next query.
  pool.on('error', (error) => options.onIdleError?.(error));
  const db = drizzle(pool);
  // Instances starting together take turns: the first migrates, the others then find nothing to do.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end(), listen: (channel, handlers) => listenOn(url, channel, handlers) };
}

async function openPglite(dir: string, sharedBuffers: string, options: OpenOptions): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { startPgliteWorker } = await import('./pglite-proxy');
  if (!dir.startsWith('memory://')) await mkdir(dir, { recursive: true });
  // PGlite runs on a worker thread (server/db/pglite-worker.ts): on the main thread its
  // WebAssembly held up every other request.
  const client = await startPgliteWorker(
    { dataDir: dir, startParams: ['-c', `shared_buffers=${sharedBuffers}`], rawTypes: DRIZZLE_RAW_TYPES, ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}) },
    (error) => options.onDatabaseLost?.(error),
  );
  try {
    // The proxy has exactly the part of PGlite's API that drizzle's pglite driver calls
    // (query and transaction); the cast says so to a driver typed for the whole class.
    const db = drizzle(client as unknown as PGlite);
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'pglite', close: () => client.close(), waitMs: () => client.waitMs(), dumpDataDir: () => client.dumpDataDir() };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}
