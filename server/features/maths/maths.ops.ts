/**
 * The outbox ops of maths practice: one answer each, or a reset of a curriculum. The op's envelope
 * stamp (seq, device_id) decides the merge, so answers and resets from any number of devices end
 * the same in any arrival order.
 */
import { MathsAnswerSchema, MathsResetPayloadSchema, type MathsSubject } from '../../../contract/api/maths';
import type { AuthUser } from '../auth/auth-user';
import { subscriptionGate } from '../sync/subscription-gate';
import { opHandler, type OpHandlers } from '../sync/sync.service';
import type { MathsService } from './maths.service';

export function mathsOpHandlers(maths: MathsService, hasSubscription: (userId: number) => Promise<boolean>): OpHandlers {
  // The same gate as the maths actions.
  const gate = subscriptionGate(hasSubscription);
  const answerOp = (subject: MathsSubject) =>
    opHandler({
      payload: MathsAnswerSchema,
      async prepare(user: AuthUser, answer, batch) {
        await gate(user, batch);
        return maths.prepareAnswer(subject, answer);
      },
      apply: (tx, user, _answer, prepared, op) => maths.answerIn(tx, user, prepared, { seq: op.seq, device_id: op.device_id }),
      // A replay of a day's practice is mostly answers: a run of them is merged with a few queries.
      applyMany: (tx, user, items) =>
        maths.answerManyIn(
          tx,
          user,
          items.map(({ prepared, op }) => ({ prepared, stamp: { seq: op.seq, device_id: op.device_id } })),
        ),
    });
  const resetOp = opHandler({
    payload: MathsResetPayloadSchema,
    async prepare(user: AuthUser, body, batch) {
      await gate(user, batch);
      return maths.prepareReset(body);
    },
    apply: (tx, user, _body, prepared, op) => maths.resetIn(tx, user, prepared, { seq: op.seq, device_id: op.device_id }),
  });
  return { maths_answer: answerOp('maths'), nvr_answer: answerOp('nvr'), maths_reset: resetOp };
}
