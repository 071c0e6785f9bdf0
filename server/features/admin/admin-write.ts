/** One admin content write: a transaction by a caller still an admin, the players' caches dropped after a commit that changed something. */
import type { Db, Tx } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { ensureStillAdmin } from './admin-users.service';

export type AdminWrite = <T extends { changed: boolean }>(admin: AuthUser, run: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * The caller must still be an admin as the database says now (the gate may have read a session
 * cached before a demotion, see docs/ADMIN.md Users).
 */
export function adminWriter(db: Db, invalidateContent: () => void): AdminWrite {
  return async (admin, run) => {
    const result = await db.transaction(async (tx) => {
      await ensureStillAdmin(tx, admin.id);
      return run(tx);
    });
    if (result.changed) invalidateContent();
    return result;
  };
}
