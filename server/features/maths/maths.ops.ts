/**
 * The outbox ops of maths practice: one answer each, or a reset of a curriculum. The op's envelope
 * stamp (seq, device_id) decides the merge, so answers and resets from any number of devices end
 * the same in any arrival order. Who may send them is declared in the contract (contract/api/maths.ts).
 */
import type { MathsSubject } from '../../../contract/api/maths';
import type { Tx } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import type { EconomyRules, EconomyService } from '../economy/economy.service';
import { streakMoment } from '../economy/streak';
import { opHandler, type OpStamp } from '../sync/sync.service';
import type { MathsService } from './maths.service';

export function mathsOpHandlers(maths: MathsService, economy: EconomyService, now: () => Date) {
  /** Practice counts for the daily streak: the days of a run of answers. */
  async function countDays(tx: Tx, user: AuthUser, ops: readonly OpStamp[], rules: EconomyRules): Promise<void> {
    await economy.recordActivity(
      tx,
      user.id,
      ops.map((op) => streakMoment(op.created_at, now())),
      rules,
    );
  }

  const answerOp = <K extends 'maths_answer' | 'nvr_answer'>(kind: K, subject: MathsSubject) =>
    opHandler(kind, {
      prepare: async (_user, answer) => ({ answer: await maths.prepareAnswer(subject, answer), rules: await economy.rules() }),
      apply: async (tx, user, _answer, prepared, op) => {
        const result = await maths.answerIn(tx, user, prepared.answer, { seq: op.seq, device_id: op.device_id });
        await countDays(tx, user, [op], prepared.rules);
        return result;
      },
      // A replay of a day's practice is mostly answers: a run of them is merged with a few queries.
      applyMany: async (tx, user, items) => {
        const results = await maths.answerManyIn(
          tx,
          user,
          items.map(({ prepared, op }) => ({ prepared: prepared.answer, stamp: { seq: op.seq, device_id: op.device_id } })),
        );
        const [first] = items;
        if (first) await countDays(tx, user, items.map((item) => item.op), first.prepared.rules);
        return results;
      },
    });
  const resetOp = opHandler('maths_reset', {
    prepare: (_user, body) => maths.prepareReset(body),
    apply: (tx, user, _body, prepared, op) => maths.resetIn(tx, user, prepared, { seq: op.seq, device_id: op.device_id }),
  });
  return { ...answerOp('maths_answer', 'maths'), ...answerOp('nvr_answer', 'nvr'), ...resetOp };
}
