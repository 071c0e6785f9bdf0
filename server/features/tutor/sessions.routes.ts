/** The tutor hub's session, review, mastery and phrasing actions (contract/api/tutor.ts). */
import * as tutor from '../../../contract/api/tutor';
import type { ProgressStamp } from '../../../contract/sync/maths-merge';
import type { ActionRouter } from '../../plugins/actions';
import type { TutorPhrasingService } from './phrasing.service';
import type { TutorSessionsService } from './sessions.service';

/** The outbox's stamp when the body carries one (the contract lets both or neither through). */
function stampOf(body: { device_id?: string | undefined; seq?: number | undefined }): ProgressStamp | undefined {
  return body.device_id !== undefined && body.seq !== undefined ? { device_id: body.device_id, seq: body.seq } : undefined;
}

export function registerTutorSessionRoutes(api: ActionRouter, service: TutorSessionsService): void {
  api.handle(tutor.getTutorSessionProgress, async ({ user, body }) => service.progress(user, body.curriculum_id));
  api.handle(tutor.getBulkTutorSessionProgress, async ({ user, body }) => service.bulkProgress(user, body.curriculum_ids));
  api.handle(tutor.updateTutorSessionProgress, async ({ user, body }) => {
    const { device_id: _device, seq: _seq, ...update } = body;
    return service.update(user, update, stampOf(body));
  });
  api.handle(tutor.setTutorReviewAnswers, async ({ user, body }) => service.review(user, body, undefined));
  api.handle(tutor.getTutorMastery, async ({ user, body }) => service.mastery(user, body.category));
}

/** The optional phrasing of tutor turns (docs/TUTOR.md "Tutor provider"); limited per user in the service. */
export function registerTutorPhrasingRoutes(api: ActionRouter, phrasing: TutorPhrasingService): void {
  api.handle(tutor.phraseTutorTurns, async ({ user, body }) => phrasing.phrase(user, body));
}
