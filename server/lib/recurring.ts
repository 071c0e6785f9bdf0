/**
 * Time-based upkeep that runs in every instance: a task soon after start, then at a fixed interval.
 * The tasks this runs are safe to run anywhere and twice: each change is one transaction keyed by
 * what it changes (a board closed once, rows that are simply gone), so two instances, a retry or a
 * crash in the middle never apply one twice (ARCHITECTURE.md, Jobs). A run never overlaps the one
 * before it, and a failure is logged and tried again at the next interval.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface RecurringTask {
  /** For the log. */
  readonly name: string;
  /** The first run, after start (long enough not to slow a cold start). */
  readonly firstAfterMs: number;
  readonly everyMs: number;
  /** Does the work; what it returns is logged when it is not empty (say, how many rows it removed). */
  readonly run: () => Promise<Record<string, number> | null>;
}

/** Starts the task; the returned function stops it (and waits for a run in progress). */
export function startRecurring(task: RecurringTask, log: Pick<FastifyBaseLogger, 'info' | 'warn'>): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = (): void => {
    if (running) return;
    running = task
      .run()
      .then(
        (done) => {
          if (done) log.info(done, task.name);
        },
        (error: unknown) => log.warn({ err: error }, `${task.name}: failed, tried again in ${Math.round(task.everyMs / 1000)} s`),
      )
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, task.firstAfterMs);
  const every = setInterval(tick, task.everyMs);
  // Neither keeps the process alive on its own.
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
