/** Assessments by year and subject: the configuration (no authorization) and a subscriber's attempts, results and reviews. */
import * as tutor from '../../../contract/api/tutor';
import type { ActionRouter } from '../../plugins/actions';
import type { AssessmentsService } from './assessments.service';

export function registerAssessmentRoutes(api: ActionRouter, service: AssessmentsService): void {
  api.handle(tutor.getAssessmentConfiguration, async ({ body }) => service.configuration(body));
  api.handle(tutor.getAssessmentQuestionsByYearSubject, async ({ user, body }) => service.paper(user, body));
  api.handle(tutor.submitAssessmentResults, async ({ user, body }) => service.submit(user, body));
  api.handle(tutor.getUserAssessmentResults, async ({ user, body }) => service.results(user, body));
  api.handle(tutor.getAssessmentReviewDetails, async ({ user, body }) => service.review(user, body));
}
