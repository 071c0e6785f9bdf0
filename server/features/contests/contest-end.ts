/**
 * The 'contest.end' job (subject: the contest's id), due at the contest's end: in the one
 * transaction the queue runs it in, it locks the contest row, does nothing if the contest is
 * already ranked (or not over: its end was moved later), writes the final rank and prize of every
 * entry with one set-based statement, pays each prize through the economy with a key per contest
 * (so even a second run could not pay twice), tells each winner with a notification (once per
 * contest), counts first places toward the Most Wanted Winner badge, and marks the contest ranked. A process killed in the middle rolls all of it back.
 */
import { CONTEST_PRIZE_TYPE, contestEntryTitle } from '../../../contract/economy/ledger';
import type { Tx } from '../../db/client';
import type { JobHandler } from '../../lib/jobs/job-queue';
import type { EconomyService } from '../economy/economy.service';
import * as repo from './contests.repo';

export const CONTEST_END_JOB = 'contest.end';

/** The ledger key of a contest's prize: one per player and contest. */
export const contestPrizeKey = (contestId: number) => `contest_prize:${contestId}`;

/** A notification's key: one per player and contest. */
export const contestPrizeNotice = (contestId: number, userId: number) => `contest_prize:${contestId}:${userId}`;

export interface ContestEndDeps {
  readonly economy: Pick<EconomyService, 'earn' | 'notifyIn' | 'rulesIn' | 'recordContestWin'>;
  readonly now: () => Date;
  /**
   * A test's hook (tests/fixtures/contest-end-child.ts): runs after the ranks are written and before
   * the prizes are paid, inside the job's transaction.
   */
  readonly afterRanks?: (contestId: number) => Promise<void>;
  /**
   * Told, inside the job's transaction, of the winners it notified: the caller tells their devices
   * once that transaction has committed (contests.service.ts checks the contest is ranked first).
   */
  readonly announce?: (contestId: number, notices: readonly PrizeNotice[]) => void;
}

export interface PrizeNotice {
  readonly userId: number;
  readonly notificationId: number;
  readonly title: string;
}

export function contestEndHandler(deps: ContestEndDeps): JobHandler {
  return async (tx: Tx, job): Promise<Record<string, number>> => {
    const contestId = Number(job.subject);
    if (!Number.isInteger(contestId)) throw new Error(`contest.end: the subject '${job.subject}' is not a contest id`);
    const contest = await repo.lockContest(tx, contestId);
    if (!contest) return { skipped: 1, missing: 1 };
    if (contest.rankedAt) return { skipped: 1, ranked: 1 };
    const now = deps.now();
    // Moved later by an admin after this run was taken: the moved job runs it then.
    if (contest.endsAt.getTime() > now.getTime()) return { skipped: 1, early: 1 };
    const ranked = await repo.writeFinalRanks(tx, contestId, contest.prizes);
    await deps.afterRanks?.(contestId);
    // Read in this transaction (the queue's): on PGlite a read outside it would wait for it.
    const rules = await deps.economy.rulesIn(tx);
    let paid = 0;
    let coins = 0;
    let wins = 0;
    const notices: PrizeNotice[] = [];
    // By user id, the order every transaction locks players in.
    for (const winner of await repo.winners(tx, contestId)) {
      // First place (ties share it) with a score counts toward Most Wanted Winner.
      if (winner.rank === 1 && winner.score > 0) {
        await deps.economy.recordContestWin(tx, winner.userId, now, rules);
        wins += 1;
      }
      if (winner.prizeCoins === 0) continue;
      const booked = await deps.economy.earn(
        tx,
        {
          userId: winner.userId,
          coins: winner.prizeCoins,
          score: 0,
          type: CONTEST_PRIZE_TYPE,
          title: contestEntryTitle(CONTEST_PRIZE_TYPE, contest.name),
          source: 'contest_prize',
          ref: `contest:${contestId}`,
          key: contestPrizeKey(contestId),
          at: now,
        },
        rules,
      );
      if (!booked.replayed) {
        paid += 1;
        coins += booked.coins;
      }
      const title = 'Contest prize';
      const notificationId = await deps.economy.notifyIn(tx, {
        userId: winner.userId,
        type: CONTEST_PRIZE_TYPE,
        title,
        body: `You ranked ${winner.rank ?? 0} in ${contest.name} and won ${winner.prizeCoins} coins.`,
        data: { contest_id: contestId, name: contest.name, rank: winner.rank ?? 0, coins: winner.prizeCoins },
        eventKey: contestPrizeNotice(contestId, winner.userId),
        at: now,
      });
      if (notificationId !== null) notices.push({ userId: winner.userId, notificationId, title });
    }
    await repo.markRanked(tx, contestId, now);
    if (notices.length > 0) deps.announce?.(contestId, notices);
    return { ranked, paid, coins, wins };
  };
}
