/**
 * The checked answers and stored question lists of solo rounds that were never scored are of no
 * use once the round is long over (every check refuses an expired round): swept as Quiz Zone's
 * round answers are (quiz/round-answer-sweep.ts). Lifelines and hints stay: they are the record of
 * what a player paid for.
 */
import type { DbOrTx } from '../../db/client';
import type { RecurringTask } from '../../lib/recurring';
import { ROUND_ANSWER_RETENTION_MS, ROUND_ANSWER_SWEEP_EVERY_MS } from '../quiz/round-answer-sweep';
import { pruneRoundRecords } from './solo.repo';

export function soloRoundSweep(db: DbOrTx, now: () => Date): RecurringTask {
  return {
    name: 'removed the checked answers of expired solo rounds',
    firstAfterMs: 90_000,
    everyMs: ROUND_ANSWER_SWEEP_EVERY_MS,
    run: async () => {
      const removed = await pruneRoundRecords(db, new Date(now().getTime() - ROUND_ANSWER_RETENTION_MS));
      return removed > 0 ? { removed } : null;
    },
  };
}
