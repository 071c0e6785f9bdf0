/** The settings screen's actions: configuration per scope and maintenance mode. The server checks the role on every call. */
import { callAction, type ActionBody } from '../../../lib/request/request';

export type ConfigScope = ActionBody<'get_admin_config'>['scope'];

const quiet = (signal: AbortSignal) => ({ displayToast: false, signal });
const write = { displayToast: false } as const;

export const settingsApi = {
  config: (scope: ConfigScope, signal: AbortSignal) => callAction('get_admin_config', { scope }, quiet(signal)),
  setConfig: (scope: ConfigScope, values: Record<string, unknown>) =>
    // The server checks each value against the key's schema; the form only sends keys it changed.
    callAction('set_admin_config', { scope, values } as ActionBody<'set_admin_config'>, write),
  maintenance: (signal: AbortSignal) => callAction('get_admin_maintenance', {}, quiet(signal)),
  setMaintenance: (body: ActionBody<'set_admin_maintenance'>) => callAction('set_admin_maintenance', body, write),
};
