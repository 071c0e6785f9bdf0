/**
 * The outbox ops of maths practice: one answer each, or a reset of a curriculum. The op's envelope
 * stamp (seq, device_id) decides the merge, so answers and resets from any number of devices end
 * the same in any arrival order. Who may send them is declared in the contract (contract/api/maths.ts).
 */
import type { MathsSubject } from '../../../contract/api/maths';
import { opHandler } from '../sync/sync.service';
import type { MathsService } from './maths.service';

export function mathsOpHandlers(maths: MathsService) {
  const answerOp = <K extends 'maths_answer' | 'nvr_answer'>(kind: K, subject: MathsSubject) =>
    opHandler(kind, {
      prepare: (_user, answer) => maths.prepareAnswer(subject, answer),
      apply: (tx, user, _answer, prepared, op) => maths.answerIn(tx, user, prepared, { seq: op.seq, device_id: op.device_id }),
      // A replay of a day's practice is mostly answers: a run of them is merged with a few queries.
      applyMany: (tx, user, items) =>
        maths.answerManyIn(
          tx,
          user,
          items.map(({ prepared, op }) => ({ prepared, stamp: { seq: op.seq, device_id: op.device_id } })),
        ),
    });
  const resetOp = opHandler('maths_reset', {
    prepare: (_user, body) => maths.prepareReset(body),
    apply: (tx, user, _body, prepared, op) => maths.resetIn(tx, user, prepared, { seq: op.seq, device_id: op.device_id }),
  });
  return { ...answerOp('maths_answer', 'maths'), ...answerOp('nvr_answer', 'nvr'), ...resetOp };
}
