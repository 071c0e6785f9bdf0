/**
 * The answers checked in rounds that were never scored (a closed tab, a player who walked away)
 * are of no use once the round has expired: check_level_answer and scoring both refuse an expired
 * round. A scored round's rows go in the scoring transaction (score-sheet.ts); this sweep takes the
 * rest, long after any round could still be open, so a classroom's abandoned rounds do not pile up.
 * Several instances may sweep at once: the delete is the same for all of them.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { pruneRoundAnswers } from './quiz.repo';

/** Far beyond the longest round (questions x (time + feedback) + network allowance). */
export const ROUND_ANSWER_RETENTION_MS = 24 * 60 * 60 * 1000;
export const ROUND_ANSWER_SWEEP_EVERY_MS = 60 * 60 * 1000;

export async function sweepRoundAnswers(db: DbOrTx, now: Date): Promise<number> {
  return pruneRoundAnswers(db, new Date(now.getTime() - ROUND_ANSWER_RETENTION_MS));
}

/** Sweeps once soon after start, then every hour; the returned function stops it. */
export function startRoundAnswerSweep(db: DbOrTx, now: () => Date, log: FastifyBaseLogger): () => void {
  const run = (): void => {
    sweepRoundAnswers(db, now()).then(
      (removed) => {
        if (removed > 0) log.info({ removed }, 'removed the checked answers of expired rounds');
      },
      (error: unknown) => log.warn({ err: error }, 'could not sweep the answers of expired rounds'),
    );
  };
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, ROUND_ANSWER_SWEEP_EVERY_MS);
  // Neither keeps the process alive on its own.
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
