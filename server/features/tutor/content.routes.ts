import * as tutor from '../../../contract/api/tutor';
import type { ActionRouter } from '../../plugins/actions';
import type { TutorContentService } from './content.service';

export function registerTutorContentRoutes(api: ActionRouter, service: TutorContentService): void {
  api.handle(tutor.getTutorSubjects, async ({ body }) => service.subjects(body.language_id));
  api.handle(tutor.getChaptersByCategory, async ({ body }) => service.chapters(body.category, body.language_id));
}
