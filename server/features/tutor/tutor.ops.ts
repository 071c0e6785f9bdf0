/**
 * The tutor hub's outbox ops: a session's progress ('tutor_session') and a review's answers
 * ('tutor_review'), applied exactly once (the sync service's claim row) and merged by the op's
 * (seq, device_id) stamp, so a session played offline ends as it would have online.
 */
import { opHandler } from '../sync/sync.service';
import type { TutorSessionsService } from './sessions.service';

export function tutorOpHandlers(sessions: TutorSessionsService) {
  return {
    ...opHandler('tutor_session', {
      prepare: (user, update) => sessions.prepareUpdate(user, update),
      apply: (tx, user, _update, prepared, op) => sessions.updateIn(tx, user, prepared, { seq: op.seq, device_id: op.device_id }),
    }),
    ...opHandler('tutor_review', {
      prepare: (_user, body) => sessions.prepareReview(body),
      apply: (tx, user, _body, prepared, op) => sessions.reviewIn(tx, user, prepared, { seq: op.seq, device_id: op.device_id }),
    }),
  };
}
