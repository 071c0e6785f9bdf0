/**
 * The job queue on the app's own database (job-queue.ts says why it runs each job exactly once).
 * The same code serves PGlite and PostgreSQL: neither pg-boss nor graphile-worker runs on PGlite
 * (both need LISTEN/NOTIFY from other connections or advisory locks across sessions), and one
 * implementation tested on both is better than two. A due job is found by an indexed query every
 * `pollMs` in each instance that runs the worker.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { rowFromJson } from '../../db/json-rows';
import { jobs, type JobRow } from '../../db/schema';
import { preparedRows } from '../../db/raw-rows';
import type { JobHandler, JobQueue, JobRef, JobSpec } from './job-queue';

/** Tries before a failing job stops and waits for a person (its last error is kept). */
export const MAX_JOB_ATTEMPTS = 8;
/** The wait before try n+1: 5 s, 10 s, 20 s ... at most 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);
}

export interface SqlJobQueueOptions {
  /** How often the worker looks for due jobs (1 s: a contest's prizes arrive within a second or two of its end). */
  readonly pollMs?: number;
  /**
   * How many jobs this instance's worker runs at once (default 1), each in its own transaction and
   * connection: a long job (a battle's end with its payouts) then does not hold up the jobs due
   * behind it (other rooms' next questions), while the rest of the pool stays free for requests.
   * Jobs run at once across instances anyway, so a handler never assumes it runs alone.
   */
  readonly concurrency?: number;
}

/** A wake-up runs this long after the job's time: the scheduling transaction commits first. */
const WAKE_SLACK_MS = 10;

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export function createSqlJobQueue(ctx: Pick<AppContext, 'db' | 'now'>, log: Log, options: SqlJobQueueOptions = {}): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const pollMs = options.pollMs ?? 1_000;
  const concurrency = options.concurrency ?? 1;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`a job worker runs at least one job at a time (concurrency ${concurrency})`);
  let timer: NodeJS.Timeout | null = null;

  /**
   * Runs one due job. `ran` is false when none was due; `more` says whether another job was due
   * when this one was taken (one that another runner holds counts too), so that a runner need not
   * look again, in a transaction of its own, only to find nothing.
   */
  async function runOne(): Promise<{ ran: boolean; more: boolean }> {
    let taken: JobRow | undefined;
    let more = false;
    const effects: (() => void | Promise<void>)[] = [];
    try {
      const ran = await ctx.db.transaction(async (tx) => {
        const now = ctx.now();
        // Raw SQL for the worker's two statements of every job (the claim and its end): the query
        // builder's work per statement was a large share of a busy instance's CPU (bench/battles.ts).
        const [claimed] = await preparedRows<{ job: unknown; more: boolean }>(
          tx,
          sql`select to_jsonb(j) as job, exists (select 1 from jobs o where o.state = 'pending' and o.run_at <= ${now} and o.id <> j.id) as more
              from jobs j where j.state = 'pending' and j.run_at <= ${now} order by j.run_at, j.id limit 1 for update skip locked`,
        );
        taken = claimed ? rowFromJson(jobs, claimed.job) : undefined;
        more = claimed?.more === true;
        if (!taken) return false;
        const handler = handlers.get(taken.kind);
        // Another instance of a newer version may know the kind: counted as a failed try, not lost.
        if (!handler) throw new Error(`no handler for job kind '${taken.kind}' in this instance`);
        const outcome = await handler(tx, { kind: taken.kind, subject: taken.subject, runAt: taken.runAt, attempts: taken.attempts }, (effect) => effects.push(effect));
        await preparedRows(tx, sql`update jobs set state = 'done', done_at = ${now}, outcome = ${outcome ? JSON.stringify(outcome) : null}, last_error = null where id = ${taken.id}`);
        log.info({ job: taken.kind, subject: taken.subject, ...outcome }, 'job done');
        return true;
      });
      for (const effect of effects) runEffect(effect, taken);
      return { ran, more };
    } catch (error) {
      if (!taken) throw error;
      await recordFailure(taken, error);
      return { ran: true, more: true };
    }
  }

  /** An after-commit effect: its failure is the effect's own (the job is done), so it is logged, never retried. */
  function runEffect(effect: () => void | Promise<void>, job: JobRow | undefined): void {
    Promise.resolve()
      .then(effect)
      .catch((error: unknown) => log.warn({ err: error, job: job?.kind, subject: job?.subject }, 'what a job does after its commit failed'));
  }

  async function recordFailure(job: JobRow, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const attempts = job.attempts + 1;
    const failed = attempts >= MAX_JOB_ATTEMPTS;
    await ctx.db
      .update(jobs)
      .set({
        attempts,
        lastError: message.slice(0, 2000),
        state: failed ? 'failed' : 'pending',
        runAt: new Date(ctx.now().getTime() + retryDelayMs(attempts)),
      })
      // Only the try that failed: a job done or moved meanwhile is left as it is.
      .where(and(eq(jobs.id, job.id), eq(jobs.state, 'pending'), eq(jobs.attempts, job.attempts)));
    const fields = { err: error, job: job.kind, subject: job.subject, attempts };
    if (failed) log.error(fields, `job failed ${attempts} times and stopped; it waits for a person`);
    else log.warn(fields, `job failed; tried again in ${Math.round(retryDelayMs(attempts) / 1000)} s`);
  }

  /** Runs due jobs until none is left, those that become due meanwhile included (tests, and the upkeep's catch-up). */
  async function runDue(limit = 100): Promise<number> {
    let ran = 0;
    while (ran < limit && (await runOne()).ran) ran += 1;
    return ran;
  }

  /** A runner of the worker: takes due jobs while the last one taken said another was due, and starts another runner then. */
  async function work(limit = 100): Promise<void> {
    for (let ran = 0; ran < limit; ran += 1) {
      const { ran: took, more } = await runOne();
      if (!took || !more) return;
      pass();
    }
  }

  /**
   * The worker's runners: a pass starts one runner when fewer than `concurrency` run, and a runner
   * that finds more than its own job due starts another, so as many run at once as there are jobs
   * due (a wake-up for one job takes one transaction, not one per idle runner). A runner stops when
   * its job was the only one due; what becomes due later wakes the worker at its time (wakeAt) or
   * is found by the poll. A wake-up that finds every runner busy asks for another pass when one
   * ends: its job may have become due just after a runner last looked.
   */
  const runners = new Set<Promise<void>>();
  let again = false;
  function pass(): void {
    // A wake-up that fires after stop() does nothing.
    if (!timer) return;
    if (runners.size >= concurrency) {
      again = true;
      return;
    }
    const runner: Promise<void> = work()
      .catch((error: unknown) => log.warn({ err: error }, 'the job worker could not look for due jobs; it tries again'))
      .finally(() => {
        runners.delete(runner);
        if (again && timer) {
          again = false;
          pass();
        }
      });
    runners.add(runner);
  }

  /** Wakes the worker at `runAt` when that is before its next poll (the schedule's transaction has committed by then, or the poll finds it). */
  function wakeAt(runAt: Date): void {
    if (!timer) return;
    const wait = runAt.getTime() - ctx.now().getTime();
    if (wait >= pollMs) return;
    setTimeout(pass, Math.max(0, wait) + WAKE_SLACK_MS).unref();
  }

  return {
    async schedule(db, spec: JobSpec, scheduleOptions = {}) {
      // A pending job moves; a done one stays done unless reopened. Raw SQL, as the claim: a
      // battle schedules two jobs per question, and the builder's work showed in its profile.
      const reopen = scheduleOptions.reopen === true;
      const { replacing } = scheduleOptions;
      // One statement's parts see the same snapshot: the job replaced must be another one.
      if (replacing && replacing.kind === spec.kind && replacing.subject === spec.subject) throw new Error(`job ${spec.kind} ${spec.subject} cannot replace itself`);
      await preparedRows(db, sql`
        ${replacing ? sql`with replaced as (delete from jobs where kind = ${replacing.kind} and subject = ${replacing.subject} and state = 'pending')` : sql``}
        insert into jobs (kind, subject, run_at) values (${spec.kind}, ${spec.subject}, ${spec.runAt})
        on conflict (kind, subject) do update
        set run_at = excluded.run_at, state = 'pending', attempts = 0, last_error = null, done_at = null, outcome = null
        ${reopen ? sql`` : sql`where jobs.state = 'pending'`}`);
      wakeAt(spec.runAt);
    },
    async cancel(db, ref: JobRef) {
      await preparedRows(db, sql`delete from jobs where kind = ${ref.kind} and subject = ${ref.subject} and state = 'pending'`);
    },
    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`job kind '${kind}' has a handler already`);
      handlers.set(kind, handler);
    },
    runDue,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (runners.size === 0) pass();
      }, pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.all(runners);
    },
  };
}
