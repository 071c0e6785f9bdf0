import { describe, expect, it } from 'vitest';
import { deriveSyncView, type SyncViewInput } from './sync-view';

const at = new Date('2026-03-01T10:32:00Z');
const base: SyncViewInput = {
  signedIn: true,
  online: true,
  state: 'idle',
  lastSyncAt: null,
  own: { pending: 0, dead: 0, authPaused: false, lastSyncAt: null },
  storeCounts: { pending: 0, dead: 0 },
  deviceOps: 0,
};

describe('deriveSyncView', () => {
  it('says nothing to a guest on a device with no unsent writes', () => {
    expect(deriveSyncView({ ...base, signedIn: false, own: null })).toEqual({ kind: 'none', count: 0, at: null });
  });

  it("asks a guest to sign in when the device holds someone's unsent writes", () => {
    expect(deriveSyncView({ ...base, signedIn: false, own: null, deviceOps: 3 })).toEqual({ kind: 'sign-in', count: 3, at: null });
  });

  it('asks to sign in when a 401 paused the queue, seen by the flusher or stored on the device', () => {
    const waiting = { pending: 2, dead: 0, authPaused: false, lastSyncAt: null };
    expect(deriveSyncView({ ...base, own: waiting, state: 'paused-auth' }).kind).toBe('sign-in');
    expect(deriveSyncView({ ...base, own: { ...waiting, authPaused: true, lastSyncAt: null } })).toEqual({ kind: 'sign-in', count: 2, at: null });
  });

  it('reports a problem for rejected writes or a failed flush, before anything else but sign-in', () => {
    expect(deriveSyncView({ ...base, own: { pending: 4, dead: 1, authPaused: false, lastSyncAt: null }, state: 'syncing' })).toEqual({ kind: 'problem', count: 1, at: null });
    expect(deriveSyncView({ ...base, own: { pending: 4, dead: 0, authPaused: false, lastSyncAt: null }, state: 'error' }).kind).toBe('problem');
  });

  it('is syncing only while a flush carries waiting writes online', () => {
    const waiting = { pending: 2, dead: 0, authPaused: false, lastSyncAt: null };
    expect(deriveSyncView({ ...base, own: waiting, state: 'syncing' })).toEqual({ kind: 'syncing', count: 2, at: null });
    // The 30 s timer flushes an empty queue too: that is no news.
    expect(deriveSyncView({ ...base, state: 'syncing', lastSyncAt: at })).toEqual({ kind: 'synced', count: 0, at });
    expect(deriveSyncView({ ...base, own: waiting, state: 'syncing', online: false })).toEqual({ kind: 'saved', count: 2, at: null });
  });

  it('keeps writes saved on the device while offline or between flushes', () => {
    expect(deriveSyncView({ ...base, own: { pending: 1, dead: 0, authPaused: false, lastSyncAt: null }, state: 'offline' })).toEqual({ kind: 'saved', count: 1, at: null });
    expect(deriveSyncView({ ...base, online: false, lastSyncAt: at })).toEqual({ kind: 'saved', count: 0, at: null });
  });

  it('shows the last sync time, or that nothing waits when nothing was sent yet', () => {
    expect(deriveSyncView({ ...base, lastSyncAt: at })).toEqual({ kind: 'synced', count: 0, at });
    expect(deriveSyncView(base)).toEqual({ kind: 'up-to-date', count: 0, at: null });
  });

  it("says synced when another tab or the worker sent this user's writes, with the later of the two times", () => {
    const earlier = new Date('2026-03-01T09:00:00Z');
    const byWorker = { pending: 0, dead: 0, authPaused: false, lastSyncAt: at };
    expect(deriveSyncView({ ...base, own: byWorker })).toEqual({ kind: 'synced', count: 0, at });
    expect(deriveSyncView({ ...base, own: byWorker, lastSyncAt: earlier })).toEqual({ kind: 'synced', count: 0, at });
    expect(deriveSyncView({ ...base, own: { ...byWorker, lastSyncAt: earlier }, lastSyncAt: at })).toEqual({ kind: 'synced', count: 0, at });
  });

  it('uses the status store counts until the outbox has been read', () => {
    expect(deriveSyncView({ ...base, own: null, storeCounts: { pending: 0, dead: 2 } })).toEqual({ kind: 'problem', count: 2, at: null });
  });
});
