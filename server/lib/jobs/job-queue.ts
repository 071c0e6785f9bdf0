/**
 * Jobs: time-based work that must happen exactly once (ARCHITECTURE.md, Jobs): a contest's end
 * and prizes, an exam attempt past its deadline or hidden too long. A job is a row in PostgreSQL
 * (the `jobs` table, the same on PGlite and on a PostgreSQL server), one per kind and subject.
 *
 * Exactly once: a worker takes a due job with `FOR UPDATE SKIP LOCKED` inside a transaction, runs
 * its handler in that same transaction and marks it done there. The effect and the "done" mark
 * commit together or not at all, so two instances never both run one (the second skips the locked
 * row, then finds it done), and a process killed in the middle leaves nothing half-applied: its
 * transaction rolls back, the row unlocks, and the next worker (another instance, or this one after
 * a restart) runs it again from the start. A handler that throws is retried later with backoff.
 */
import type { DbOrTx, Tx } from '../../db/client';

/** What a job is about: its kind (`contest.end`) and subject (the contest's id), unique together. */
export interface JobRef {
  readonly kind: string;
  readonly subject: string;
}

export interface JobSpec extends JobRef {
  /** When it becomes due (a database timestamp; never a timer in one process's memory). */
  readonly runAt: Date;
}

export interface RunningJob extends JobSpec {
  /** Earlier tries that failed (0 on the first). */
  readonly attempts: number;
}

/**
 * Does the job's work inside the transaction that marks it done; what it returns is logged. It
 * must check the subject's own state (a contest already ranked, an attempt already closed) and do
 * nothing then: a job can be scheduled by a change that was later undone, or moved.
 */
export type JobHandler = (tx: Tx, job: RunningJob, after: AfterCommit) => Promise<Record<string, number> | null>;

/**
 * Registers what a handler does once its transaction has committed (a live message about what it
 * changed); nothing of it runs when the transaction rolls back. An effect that fails is logged.
 */
export type AfterCommit = (effect: () => void | Promise<void>) => void;

export interface JobQueue {
  /**
   * Schedules the job of this kind and subject at `runAt`, or moves it there when it is still
   * pending. Call it in the transaction of the change that needs it, so the job exists exactly when
   * the change commits. A job already done stays done unless `reopen`; its handler then decides
   * what a second run means (it checks its subject's state, as every handler must). `replacing`
   * cancels another pending job in the same statement, as cancel() would (a battle's question
   * closed before its deadline: the deadline's job goes, the next question's comes).
   */
  schedule(db: DbOrTx, spec: JobSpec, options?: { readonly reopen?: boolean; readonly replacing?: JobRef }): Promise<void>;
  /** Removes a pending job (the exam attempt was submitted before its deadline). */
  cancel(db: DbOrTx, ref: JobRef): Promise<void>;
  /** The handler of a kind; one per kind, registered before start(). */
  register(kind: string, handler: JobHandler): void;
  /**
   * Runs the jobs due now (by the app's clock), one transaction each, until none is due or `limit`
   * ran; returns how many ran. The worker loop calls it; tests call it to run due jobs at once.
   */
  runDue(limit?: number): Promise<number>;
  /**
   * Starts polling for due jobs in this instance (every instance may run one). A job this instance
   * schedules to run sooner than the next poll also wakes the worker at its time (a battle's next
   * question); the row stays the truth, so another instance's poll runs it if this one is gone.
   */
  start(): void;
  /** Stops polling and waits for a job in progress. */
  stop(): Promise<void>;
}
