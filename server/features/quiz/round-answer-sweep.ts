/**
 * The answers checked in rounds that were never scored (a closed tab, a player who walked away)
 * are of no use once the round has expired: check_level_answer and scoring both refuse an expired
 * round. A scored round's rows go in the scoring transaction (score-sheet.ts); this sweep takes the
 * rest, long after any round could still be open, so a classroom's abandoned rounds do not pile up.
 * Several instances may sweep at once: the delete is the same for all of them.
 */
import type { DbOrTx } from '../../db/client';
import type { RecurringTask } from '../../lib/recurring';
import { pruneRoundAnswers } from './quiz.repo';

/** Far beyond the longest round (questions x (time + feedback) + network allowance). */
export const ROUND_ANSWER_RETENTION_MS = 24 * 60 * 60 * 1000;
export const ROUND_ANSWER_SWEEP_EVERY_MS = 60 * 60 * 1000;

export async function sweepRoundAnswers(db: DbOrTx, now: Date): Promise<number> {
  return pruneRoundAnswers(db, new Date(now.getTime() - ROUND_ANSWER_RETENTION_MS));
}

/** The sweep as upkeep (server/lib/recurring.ts): soon after start, then every hour. */
export function roundAnswerSweep(db: DbOrTx, now: () => Date): RecurringTask {
  return {
    name: 'removed the checked answers of expired rounds',
    firstAfterMs: 60_000,
    everyMs: ROUND_ANSWER_SWEEP_EVERY_MS,
    run: async () => {
      const removed = await sweepRoundAnswers(db, now());
      return removed > 0 ? { removed } : null;
    },
  };
}
