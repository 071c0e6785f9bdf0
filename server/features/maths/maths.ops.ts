/**
 * The outbox ops of maths practice: one answer each, or a reset of a curriculum. The op's envelope
 * stamp (seq, device_id) decides the merge, so answers and resets from any number of devices end
 * the same in any arrival order.
 */
import { MathsAnswerSchema, MathsResetPayloadSchema, type MathsSubject } from '../../../contract/api/maths';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../auth/auth-user';
import { opHandler, type OpHandlers } from '../sync/sync.service';
import type { MathsService } from './maths.service';

export function mathsOpHandlers(maths: MathsService, hasSubscription: (userId: number) => Promise<boolean>): OpHandlers {
  // The same gate as the maths actions: an op is no way around the subscription.
  const gate = async (user: AuthUser): Promise<void> => {
    if (user.role !== 'admin' && !(await hasSubscription(user.id))) throw new AppError('SUBSCRIPTION_REQUIRED');
  };
  const answerOp = (subject: MathsSubject) =>
    opHandler({
      payload: MathsAnswerSchema,
      async prepare(user: AuthUser, answer) {
        await gate(user);
        return maths.prepareAnswer(subject, answer);
      },
      apply: (tx, user, _answer, prepared, op) => maths.answerIn(tx, user, prepared, { seq: op.seq, device_id: op.device_id }),
    });
  const resetOp = opHandler({
    payload: MathsResetPayloadSchema,
    async prepare(user: AuthUser, body) {
      await gate(user);
      return maths.prepareReset(body);
    },
    apply: (tx, user, _body, prepared, op) => maths.resetIn(tx, user, prepared, { seq: op.seq, device_id: op.device_id }),
  });
  return { maths_answer: answerOp('maths'), nvr_answer: answerOp('nvr'), maths_reset: resetOp };
}
