/**
 * What the header says about the outbox, as one pure decision. The outbox only holds writes the
 * server has not taken, so its counts are the truth; the status store adds what the last flush saw.
 */
import type { OutboxSummary } from '../../offline/outbox-queries';
import type { SyncState } from '../../offline/status';

export type SyncViewKind =
  /** Nobody signed in and nothing waiting: nothing to say. */
  | 'none'
  /** Writes kept on this device until a flush can send them (offline, or between flushes). */
  | 'saved'
  | 'syncing'
  | 'synced'
  /** Signed in, nothing waiting, and none of this user's writes ever sent from this device. */
  | 'up-to-date'
  /** Signed out with writes on the device, or the queue paused by a 401. */
  | 'sign-in'
  /** Rejected writes, or the last flush failed on the server. */
  | 'problem';

export interface SyncViewInput {
  readonly signedIn: boolean;
  /** Effective connectivity (browser online and not forced offline). */
  readonly online: boolean;
  readonly state: SyncState;
  readonly lastSyncAt: Date | null;
  /** The signed-in user's outbox; null while the first read is under way. */
  readonly own: OutboxSummary | null;
  /** Fallback counts from the status store, used until `own` is read. */
  readonly storeCounts: { readonly pending: number; readonly dead: number };
  /** Unsent ops of every user on this device. */
  readonly deviceOps: number;
}

export interface SyncView {
  readonly kind: SyncViewKind;
  /** Waiting ops for saved/syncing/sign-in, dead ops for problem; 0 otherwise. */
  readonly count: number;
  readonly at: Date | null;
}

export function deriveSyncView(input: SyncViewInput): SyncView {
  const none = { count: 0, at: null };
  if (!input.signedIn) return input.deviceOps > 0 ? { kind: 'sign-in', count: input.deviceOps, at: null } : { kind: 'none', ...none };
  const pending = input.own?.pending ?? input.storeCounts.pending;
  const dead = input.own?.dead ?? input.storeCounts.dead;
  if (input.state === 'paused-auth' || input.own?.authPaused) return { kind: 'sign-in', count: pending, at: null };
  if (dead > 0 || input.state === 'error') return { kind: 'problem', count: dead, at: null };
  // The store says "syncing" for every flush, even an empty one on the 30 s timer: only ops on their
  // way make it "Syncing"; offline, a flush can only fail, so the writes are simply saved here.
  if (pending > 0 && input.online && input.state === 'syncing') return { kind: 'syncing', count: pending, at: null };
  if (pending > 0 || !input.online) return { kind: 'saved', count: pending, at: null };
  const at = newest(input.lastSyncAt, input.own?.lastSyncAt ?? null);
  if (at) return { kind: 'synced', count: 0, at };
  return { kind: 'up-to-date', ...none };
}

/** This tab's last flush or the device's (another tab's, the worker's), whichever came later. */
function newest(a: Date | null, b: Date | null): Date | null {
  if (!a || !b) return a ?? b;
  return a.getTime() >= b.getTime() ? a : b;
}
