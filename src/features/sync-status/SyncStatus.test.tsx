import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n';
import { getOfflineDb } from '../../offline/db';
import { enqueueWith } from '../../offline/outbox';
import { updateOutboxStatus } from '../../offline/status';
import { noLocal } from '../../offline/test-helpers';
import { ANNOUNCE_SETTLE_MS, SyncStatus } from './SyncStatus';
import { PLAYER_ID, renderWithApp, resetDevice, setConnectivity, signInPlayer } from './test-helpers';

beforeAll(() => {
  initI18n();
});

beforeEach(resetDevice);

afterEach(async () => {
  cleanup();
  await resetDevice();
});

const enqueue = (userId = PLAYER_ID) => enqueueWith(userId, 'quiz_zone_sheet', { level: 1 }, noLocal);

async function killOp(opId: string): Promise<void> {
  await getOfflineDb().outbox.update(opId, { status: 'dead', lastError: { code: 'VALIDATION', message: 'Bad sheet' } });
}

const chip = () => document.querySelector<HTMLAnchorElement>('.sync-status__chip');
const liveRegion = () => screen.getByRole('status');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SyncStatus', () => {
  it('shows nothing to a guest when the device holds no unsent writes, but keeps its live region', async () => {
    renderWithApp(<SyncStatus />);
    await sleep(50);
    expect(chip()).toBeNull();
    expect(liveRegion().getAttribute('aria-live')).toBe('polite');
    expect(liveRegion().textContent).toBe('');
  });

  it('says "Saved on this device" with the number waiting while offline', async () => {
    signInPlayer();
    setConnectivity(false);
    await enqueue();
    await enqueue();
    renderWithApp(<SyncStatus />);
    const link = await screen.findByRole('link', { name: 'Saved on this device, 2 waiting' });
    expect(link.getAttribute('href')).toBe('/settings/sync');
    expect(link.getAttribute('data-sync-state')).toBe('saved');
    // Text and an icon, never colour alone; one word for phones.
    expect(link.querySelector('svg')).not.toBeNull();
    expect(link.querySelector('.sync-status__short')?.textContent).toBe('Saved');
  });

  it('says "Syncing n…" while a flush carries waiting writes', async () => {
    signInPlayer();
    await enqueue();
    renderWithApp(<SyncStatus />);
    act(() => updateOutboxStatus({ state: 'syncing' }));
    expect(await screen.findByRole('link', { name: 'Syncing 1…' })).toBeTruthy();
  });

  it('says "Synced at hh:mm" in the interface language once a flush went through', async () => {
    signInPlayer();
    const at = new Date(2026, 2, 1, 9, 5);
    updateOutboxStatus({ state: 'idle', lastSyncAt: at });
    renderWithApp(<SyncStatus />);
    const time = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(at);
    expect(await screen.findByRole('link', { name: `Synced at ${time}` })).toBeTruthy();
  });

  it('asks a guest to sign in when the device holds unsent writes, and links to sign-in', async () => {
    await enqueue('someone-else');
    renderWithApp(<SyncStatus />);
    const link = await screen.findByRole('link', { name: 'Sign in to sync' });
    expect(link.getAttribute('href')).toBe('/auth/login');
  });

  it('asks to sign in again when a 401 paused the queue', async () => {
    signInPlayer();
    await enqueue();
    renderWithApp(<SyncStatus />);
    act(() => updateOutboxStatus({ state: 'paused-auth' }));
    const link = await screen.findByRole('link', { name: 'Sign in to sync' });
    expect(link.getAttribute('href')).toBe('/settings/sync');
  });

  it('reports a sync problem for a rejected write and links to the QA panel', async () => {
    signInPlayer();
    const op = await enqueue();
    await killOp(op.op_id);
    renderWithApp(<SyncStatus />);
    const link = await screen.findByRole('link', { name: 'Sync problem' });
    expect(link.getAttribute('href')).toBe('/settings/sync');
  });

  it('reports a sync problem when the last flush failed on the server', async () => {
    signInPlayer();
    renderWithApp(<SyncStatus />);
    act(() => updateOutboxStatus({ state: 'error' }));
    expect(await screen.findByRole('link', { name: 'Sync problem' })).toBeTruthy();
  });

  it('follows the outbox live, without waiting for a flush', async () => {
    signInPlayer();
    setConnectivity(false);
    renderWithApp(<SyncStatus />);
    expect(await screen.findByRole('link', { name: 'Saved on this device' })).toBeTruthy();
    await act(() => enqueue());
    expect(await screen.findByRole('link', { name: 'Saved on this device, 1 waiting' })).toBeTruthy();
  });

  it('announces a settled change of state once, and stays quiet for counts and the state at load', async () => {
    signInPlayer();
    setConnectivity(false);
    const first = await enqueue();
    renderWithApp(<SyncStatus />);
    await screen.findByRole('link', { name: 'Saved on this device, 1 waiting' });
    await act(() => enqueue());
    await screen.findByRole('link', { name: 'Saved on this device, 2 waiting' });
    await sleep(ANNOUNCE_SETTLE_MS + 200);
    expect(liveRegion().textContent).toBe('');

    await act(() => killOp(first.op_id));
    await screen.findByRole('link', { name: 'Sync problem' });
    expect(liveRegion().textContent).toBe('');
    await waitFor(() => expect(liveRegion().textContent).toBe('Sync problem'), { timeout: ANNOUNCE_SETTLE_MS + 1_000 });
  });
});
