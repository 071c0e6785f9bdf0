/** The maths content screen's actions. The server checks the role on every call and each generator spec with the generator's own schema. */
import { callAction, type ActionBody } from '../../../lib/request/request';

const write = { displayToast: false } as const;

export type LevelBody = ActionBody<'set_admin_maths_level'>;

export const mathsApi = {
  tree: (signal: AbortSignal) => callAction('get_admin_maths', {}, { displayToast: false, signal }),
  setCurriculum: (body: ActionBody<'set_admin_maths_curriculum'>) => callAction('set_admin_maths_curriculum', body, write),
  setUnit: (body: ActionBody<'set_admin_maths_unit'>) => callAction('set_admin_maths_unit', body, write),
  setLevel: (body: LevelBody) => callAction('set_admin_maths_level', body, write),
};
