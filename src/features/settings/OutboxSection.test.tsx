import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpEnvelope } from '../../../contract/sync/ops';
import { connectivityStore } from '../../lib/connectivity/connectivity';
import { initI18n } from '../../lib/i18n/i18n';
import { getOfflineDb, type OutboxOp } from '../../offline/db';
import { enqueueWith, newOpId } from '../../offline/outbox';
import { flushNow, startSync, stopSync } from '../../offline/sync-service';
import { noLocal } from '../../offline/test-helpers';
import { PLAYER_ID, renderWithApp, resetDevice, signInPlayer } from '../sync-status/test-helpers';
import { OutboxSection } from './OutboxSection';
import { SyncNowSection } from './SyncNowSection';

beforeAll(() => {
  initI18n();
});

beforeEach(resetDevice);

afterEach(async () => {
  cleanup();
  connectivityStore.set({ browserOnline: true, forcedOffline: false });
  stopSync();
  vi.unstubAllGlobals();
  await resetDevice();
});

const db = () => getOfflineDb();
const enqueue = (userId = PLAYER_ID) => enqueueWith(userId, 'quiz_zone_sheet', { level: 1 }, noLocal);

async function deadOp(): Promise<OutboxOp> {
  const op = await enqueue();
  await db().outbox.update(op.op_id, { status: 'dead', attempts: 2, lastError: { code: 'VALIDATION', message: 'Bad sheet', field: 'answers' } });
  return op;
}

const discardButton = () => screen.getByRole('button', { name: /^Discard Quiz Zone answers made / });

describe('the outbox list', () => {
  it("lists the signed-in player's writes with their kind, attempts, status and last error", async () => {
    signInPlayer();
    await enqueue();
    await deadOp();
    await enqueue('someone-else');
    renderWithApp(<OutboxSection />);
    expect(await screen.findByText('Changes waiting on this device: 2')).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [waiting, refused] = items as [HTMLElement, HTMLElement];
    expect(within(waiting).getByRole('heading', { level: 3, name: 'Quiz Zone answers' })).toBeTruthy();
    expect(within(waiting).getByText('Waiting')).toBeTruthy();
    expect(within(waiting).queryByRole('button')).toBeNull();
    expect(within(refused).getByText('Refused')).toBeTruthy();
    expect(within(refused).getByText('2')).toBeTruthy();
    // A validation text the server sent without a code: the code's text in the interface language.
    expect(within(refused).getByText('VALIDATION: The request is not valid. (field answers)')).toBeTruthy();
    expect(within(refused).getByText('None: refused by the server')).toBeTruthy();
    expect(screen.getByText(/Changes of other people on this device: 1\./)).toBeTruthy();
  });

  it('follows the outbox live as writes arrive', async () => {
    signInPlayer();
    renderWithApp(<OutboxSection />);
    expect(await screen.findByText('Nothing waiting: every change has reached the server.')).toBeTruthy();
    await enqueue();
    expect(await screen.findByText('Changes waiting on this device: 1')).toBeTruthy();
  });

  it('puts a refused write back in the queue on Retry', async () => {
    signInPlayer();
    const op = await deadOp();
    const user = userEvent.setup();
    renderWithApp(<OutboxSection />);
    await user.click(await screen.findByRole('button', { name: /^Retry Quiz Zone answers made / }));
    await waitFor(async () => expect(await db().outbox.get(op.op_id)).toMatchObject({ status: 'pending', attempts: 0 }));
    expect(await screen.findByText('The change is back in the queue and will be sent again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Retry/ })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Changes waiting on this device: 1'));
  });

  it('discards a refused write only after a confirmation that says the write is lost', async () => {
    signInPlayer();
    const op = await deadOp();
    const user = userEvent.setup();
    renderWithApp(<OutboxSection />);
    await user.click(await screen.findByRole('button', { name: /^Discard Quiz Zone answers made / }));
    const dialog = screen.getByRole('dialog', { name: 'Discard this change?' });
    expect(dialog.textContent).toContain('that write is lost for good');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await db().outbox.get(op.op_id)).toBeDefined();
    expect(document.activeElement).toBe(discardButton());

    await user.click(discardButton());
    await user.click(screen.getByRole('button', { name: 'Discard it' }));
    await waitFor(async () => expect(await db().outbox.get(op.op_id)).toBeUndefined());
    expect(await screen.findByText('The change was discarded.')).toBeTruthy();
    expect(await screen.findByText('Nothing waiting: every change has reached the server.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Nothing waiting: every change has reached the server.'));
  });

  it('says a waiting write waits for a connection while offline, instead of counting attempts', async () => {
    signInPlayer();
    connectivityStore.set({ browserOnline: true, forcedOffline: true });
    await enqueue();
    await deadOp();
    renderWithApp(<OutboxSection />);
    expect(await screen.findByText('Changes waiting on this device: 2')).toBeTruthy();
    const [waiting, refused] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(waiting).getByText('Waiting for a connection')).toBeTruthy();
    expect(within(waiting).queryByText('Attempts')).toBeNull();
    // A refused write says what the server said, whatever the connection.
    expect(within(refused).getByText('Attempts')).toBeTruthy();
    act(() => connectivityStore.set({ browserOnline: true, forcedOffline: false }));
    // The list may render its items anew meanwhile (the outbox query answers again): look them up again.
    await waitFor(() => {
      const [online] = screen.getAllByRole('listitem') as [HTMLElement];
      expect(within(online).queryByText('Waiting for a connection')).toBeNull();
      expect(within(online).getByText('Attempts')).toBeTruthy();
    });
  });

  it('asks a guest to sign in and counts the writes waiting for their owners', async () => {
    await enqueue('someone-else');
    renderWithApp(<OutboxSection />);
    expect(screen.getByText('Sign in to see and send your unsent changes.')).toBeTruthy();
    expect(await screen.findByText(/Changes of other people on this device: 1\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });
});

describe('Sync now', () => {
  it('is disabled offline, with the reason read with it, and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    signInPlayer();
    connectivityStore.set({ browserOnline: false, forcedOffline: false });
    renderWithApp(<SyncNowSection />);
    const button = screen.getByRole('button', { name: 'Sync now' });
    expect(button).toHaveProperty('disabled', true);
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toMatch(/^Sync now needs a connection/);
    act(() => connectivityStore.set({ browserOnline: true, forcedOffline: false }));
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-describedby')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a guest must sign in: nothing is sent for nobody', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithApp(<SyncNowSection />);
    expect(screen.getByText('Not yet since the app opened')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('Sign in to sync: nothing is sent while nobody is signed in.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("flushes the signed-in player's outbox through sync_ops and shows what came of it", async () => {
    const sent: OpEnvelope[][] = [];
    const fetchMock = vi.fn<typeof fetch>((_url, init) => {
      const { ops } = JSON.parse(String(init?.body)) as { ops: OpEnvelope[] };
      sent.push(ops);
      const results = ops.map((op) => ({ op_id: op.op_id, status: 'applied' }));
      return Promise.resolve(new Response(JSON.stringify({ error: false, data: { results } })));
    });
    vi.stubGlobal('fetch', fetchMock);
    signInPlayer();
    // Without the session's hooks: a scored round would also read the user record, which is not this test's.
    await startSync(PLAYER_ID, false, {});
    // startSync flushes once at start; wait until that flush has let go of the lock.
    await waitFor(async () => expect((await flushNow())?.skipped).toBeUndefined());
    // Written straight to the table (not enqueued), so no debounced flush races the button.
    const now = Date.now();
    const op: OutboxOp = {
      op_id: newOpId(),
      userId: PLAYER_ID,
      deviceId: 'test-device-01',
      deviceSeq: 1,
      kind: 'quiz_zone_sheet',
      payload: { level: 1 },
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now,
      status: 'pending',
      lastError: null,
      inFlightAt: null,
    };
    await db().outbox.add(op);
    expect(fetchMock).not.toHaveBeenCalled();

    const user = userEvent.setup();
    renderWithApp(<SyncNowSection />);
    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('Sync done. Accepted: 1. Refused: 0.')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/sync_ops');
    expect(sent).toEqual([[expect.objectContaining({ op_id: op.op_id, kind: 'quiz_zone_sheet', seq: 1 })]]);
    expect(await db().outbox.count()).toBe(0);
    expect(screen.queryByText('Not yet since the app opened')).toBeNull();
  });
});
