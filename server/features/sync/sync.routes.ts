import { syncOps } from '../../../contract/api/sync';
import type { ActionRouter } from '../../plugins/actions';
import type { SyncService } from './sync.service';

export function registerSyncRoutes(api: ActionRouter, service: SyncService, now: () => Date): void {
  api.handle(syncOps, async ({ user, body }) => ({ results: await service.apply(user, body.ops), server_time: now().toISOString() }));
}
