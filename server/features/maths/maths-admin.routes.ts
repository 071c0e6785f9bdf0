/** The admin's maths content actions (contract/api/admin-maths.ts); the authorization gate is the router's. */
import * as adminMaths from '../../../contract/api/admin-maths';
import type { ActionRouter } from '../../plugins/actions';
import type { MathsAdminService } from './maths-admin.service';

export function registerMathsAdminRoutes(api: ActionRouter, service: MathsAdminService): void {
  api.handle(adminMaths.getAdminMaths, async () => service.list());
  api.handle(adminMaths.setAdminMathsCurriculum, async ({ user, body }) => service.setCurriculum(user, body.curriculum_id, { name: body.name, sort: body.sort }));
  api.handle(adminMaths.setAdminMathsUnit, async ({ user, body }) => service.setUnit(user, body.unit_id, { name: body.name, sort: body.sort }));
  api.handle(adminMaths.setAdminMathsLevel, async ({ user, body }) =>
    service.setLevel(user, body.level_id, { generator: body.generator, question_count: body.question_count }),
  );
}
