/** The admin's Quiz Zone content actions (contract/api/admin-content.ts); the authorization gate is the router's. */
import * as contentActions from '../../../contract/api/admin-content';
import type { ActionRouter } from '../../plugins/actions';
import type { AdminContentService } from './admin-content.service';
import type { AdminQuestionFilesService } from './admin-question-files.service';

export function registerAdminContentRoutes(api: ActionRouter, content: AdminContentService, files: AdminQuestionFilesService): void {
  api.handle(contentActions.getAdminCategories, async ({ body }) =>
    content.listCategories({ offset: body.offset, limit: body.limit, id: body.id, search: body.search, languageId: body.language_id, active: body.active, orderBy: body.order_by }),
  );
  api.handle(contentActions.setAdminCategory, async ({ user, body }) => content.setCategory(user, body));
  api.handle(contentActions.getAdminSubcategories, async ({ body }) =>
    content.listSubcategories({ offset: body.offset, limit: body.limit, id: body.id, categoryId: body.category_id, search: body.search, active: body.active, orderBy: body.order_by }),
  );
  api.handle(contentActions.setAdminSubcategory, async ({ user, body }) => content.setSubcategory(user, body));
  api.handle(contentActions.getAdminQuestions, async ({ body }) =>
    content.listQuestions({
      offset: body.offset,
      limit: body.limit,
      id: body.id,
      categoryId: body.category_id,
      subcategoryId: body.subcategory_id,
      level: body.level,
      languageId: body.language_id,
      search: body.search,
      active: body.active,
    }),
  );
  api.handle(contentActions.setAdminQuestion, async ({ user, body }) => content.setQuestion(user, body));
  api.handle(contentActions.setAdminQuestionOrder, async ({ user, body }) => content.setQuestionOrder(user, body));
  api.handle(contentActions.uploadAdminContentMedia, async ({ user, body }) => content.uploadMedia(user, body.file));
  api.handle(contentActions.exportAdminQuestions, async ({ body }) => files.exportQuestions(body));
  api.handle(contentActions.importAdminQuestions, async ({ user, body }) => files.importQuestions(user, body));
}
