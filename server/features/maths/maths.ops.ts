/**
 * The outbox ops of maths practice: one answer each. The op's envelope stamp (seq, device_id)
 * decides the merge, so two devices' answers to one question end the same in any arrival order.
 */
import { MathsAnswerSchema, type MathsSubject } from '../../../contract/api/maths';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../auth/auth-user';
import { opHandler, type OpHandlers } from '../sync/sync.service';
import type { MathsService } from './maths.service';

export function mathsOpHandlers(maths: MathsService, hasSubscription: (userId: number) => Promise<boolean>): OpHandlers {
  const answerOp = (subject: MathsSubject) =>
    opHandler({
      payload: MathsAnswerSchema,
      async prepare(user: AuthUser, answer) {
        // The same gate as the set_*_progress actions: an op is no way around the subscription.
        if (user.role !== 'admin' && !(await hasSubscription(user.id))) throw new AppError('SUBSCRIPTION_REQUIRED');
        return maths.prepareAnswer(subject, answer);
      },
      apply: (tx, user, _answer, prepared, op) => maths.answerIn(tx, user, prepared, { seq: op.seq, device_id: op.device_id }),
    });
  return { maths_answer: answerOp('maths'), nvr_answer: answerOp('nvr') };
}
