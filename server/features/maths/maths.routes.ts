import * as maths from '../../../contract/api/maths';
import type { ProgressStamp } from '../../../contract/sync/maths-merge';
import type { ActionRouter } from '../../plugins/actions';
import type { MathsService } from './maths.service';
import type { SoloService } from '../solo/solo.service';

/** The outbox's stamp when the body carries one (the contract lets both or neither through). */
function stampOf(body: { device_id?: string | undefined; seq?: number | undefined }): ProgressStamp | undefined {
  return body.device_id !== undefined && body.seq !== undefined ? { device_id: body.device_id, seq: body.seq } : undefined;
}

export function registerMathsRoutes(api: ActionRouter, service: MathsService, solo: Pick<SoloService, 'mathMania'>): void {
  api.handle(maths.getMathsCurricula, async ({ body }) => service.curricula(body.question_type, body.language_id));
  api.handle(maths.getUnitLevelsByCategory, async ({ user, body }) => service.unitLevels(user, body));
  // Math Mania shares the spec's action name: its type picks the solo engine's round.
  api.handle(maths.getMathsQuestions, async ({ user, body }) => (body.type === 'math_mania' ? solo.mathMania(user, body) : service.questions(user, body)));

  for (const action of [maths.setMathsProgress, maths.setMathsProgressPost]) {
    api.handle(action, async ({ user, body }) => service.answer(user, 'maths', body, stampOf(body)));
  }
  for (const action of [maths.getMathsProgress, maths.getMathsProgressPost]) {
    api.handle(action, async ({ user, body }) => service.progress(user, 'maths', body));
  }
  api.handle(maths.setNonVerbalReasoningProgress, async ({ user, body }) => service.answer(user, 'nvr', body, stampOf(body)));
  api.handle(maths.getNonVerbalReasoningProgress, async ({ user, body }) => service.progress(user, 'nvr', body));
  api.handle(maths.getMathsSyncState, async ({ user, body }) => service.syncState(user, body.curriculum_id));
}
