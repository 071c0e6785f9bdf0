/** The admin's Fun & Learn passage actions (contract/api/admin-passages.ts); the authorization gate is the router's. */
import * as passageActions from '../../../contract/api/admin-passages';
import type { ActionRouter } from '../../plugins/actions';
import type { AdminPassagesService } from './admin-passages.service';

export function registerAdminPassageRoutes(api: ActionRouter, passages: AdminPassagesService): void {
  api.handle(passageActions.getAdminPassages, async ({ body }) =>
    passages.listPassages({
      offset: body.offset,
      limit: body.limit,
      id: body.id,
      categoryId: body.category_id,
      subcategoryId: body.subcategory_id,
      languageId: body.language_id,
      search: body.search,
      active: body.active,
    }),
  );
  api.handle(passageActions.setAdminPassage, async ({ user, body }) => passages.setPassage(user, body));
}
