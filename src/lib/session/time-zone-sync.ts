/**
 * Tells the server the device's time zone (the streak counts days in it, docs/ECONOMY.md) once per
 * signed-in player and page, when it differs from the user record's. Loaded after start-up by
 * src/app/session-sync.ts. A failure (offline, say) is quiet and tried again at the next sign-in
 * or start.
 */
import { isOnline } from '../connectivity/connectivity';
import { callAction } from '../request/request';
import { sessionStore, setSessionUser } from './session-store';

const done = new Set<number>();

function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

export async function syncTimeZone(): Promise<void> {
  const user = sessionStore.get().user;
  // Offline it would only fail: the next start or sign-in online sends it.
  if (!user || done.has(user.id) || !isOnline()) return;
  done.add(user.id);
  const zone = deviceTimeZone();
  if (!zone || zone === user.time_zone) return;
  try {
    const updated = await callAction('update_profile', { time_zone: zone }, { displayToast: false });
    // Another player may have signed in meanwhile: their record is not this answer.
    if (sessionStore.get().user?.id === updated.id) setSessionUser(updated);
  } catch {
    done.delete(user.id);
  }
}

/** For tests: forget who was done. */
export function resetTimeZoneSync(): void {
  done.clear();
}
