/**
 * The downloads screen with the real pack store, download queue and Dexie (fake-indexeddb); fetch
 * answers with canned packs, and Cache Storage and navigator.storage are in-memory stand-ins.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pack, PackInfo } from '../../../contract/api/packs';
import { PACK_MEDIA_CACHE } from '../../../contract/offline/cache-policy';
import { i18n } from '../../lib/i18n/i18n';
import { getOfflineDb } from '../../offline/db';
import { resetDownloads } from '../../offline/packs';
import { fakeApiFetch, fakeStorageApi, MemoryMediaCaches, type FakeAction } from '../../offline/packs/test-platform';
import { clearOfflineDb, quizPack, storeQuizPack } from '../quiz/quiz-test-fixtures';
import { DownloadsScreen } from './DownloadsScreen';
import { setUpSignedInScreenTests } from '../../lib/screen-test-setup';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

const otherTopic: Pack = {
  ...quizPack,
  id: 'quiz_zone:subcategory:8',
  title: 'Rivers',
  media: [],
  content: { ...quizPack.content, subcategory: { ...quizPack.content.subcategory, id: 8, slug: 'rivers', name: 'Rivers' } },
};

const mathsPack: Pack = {
  id: 'maths:curriculum:2',
  kind: 'maths',
  title: 'Year 3 maths',
  version: 'm1',
  media: [],
  content: {
    curriculum: { id: 2, slug: 'year-3', name: 'Year 3 maths', subject: 'maths', no_of_units: 1, no_of_levels: 1 },
    units: [{ id: 5, slug: 'addition', name: 'Addition', levels: [{ id: 9, level: 1, level_key: 'y3-add-1', question_count: 10, generator: { kind: 'addition', a: [1, 9], b: [1, 9] } }] }],
  },
};

function info(pack: Pack, group: string, bytes: number, items: number): PackInfo {
  return { id: pack.id, kind: pack.kind, title: pack.title, group, version: pack.version, bytes, media_count: pack.media.length, item_count: items };
}

const listing = [info(quizPack, 'Geography', 12_800, 6), info(otherTopic, 'Geography', 8_192, 6), info(mathsPack, 'maths', 4_096, 1)];
const packs = new Map([quizPack, otherTopic, mathsPack].map((p) => [p.id, p]));

let caches: MemoryMediaCaches;
let storage: ReturnType<typeof fakeStorageApi>;
/** Media answers wait for this gate while a test looks at a download in progress. */
let mediaGate: Promise<void>;

function serve(overrides: Record<string, FakeAction> = {}) {
  const api = fakeApiFetch(
    {
      get_offline_packs: () => listing,
      get_offline_pack: (body) => packs.get(String(body.pack_id)),
      ...overrides,
    },
    { '/content-media/quiz/q101.svg': { body: SVG, type: 'image/svg+xml' } },
  );
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).startsWith('/content-media/')) {
      // Like a real fetch, a cancel ends the wait at once.
      await Promise.race([mediaGate, new Promise((resolve) => init?.signal?.addEventListener('abort', resolve))]);
    }
    return api(input, init);
  });
}

function useStorage(state: { quota: number; usage: number; grant?: boolean }) {
  storage = fakeStorageApi(state);
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
}

async function settle(turns = 30): Promise<void> {
  for (let i = 0; i < turns; i += 1) await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
}

function renderScreen() {
  render(
    <I18nextProvider i18n={i18n}>
      <DownloadsScreen />
    </I18nextProvider>,
  );
}

const row = (title: string) => {
  const item = screen.getByText(title).closest('li');
  if (!item) throw new Error(`no row for ${title}`);
  return within(item);
};

setUpSignedInScreenTests(() => {
  resetDownloads();
  Reflect.deleteProperty(navigator, 'storage');
});
beforeEach(async () => {
  await clearOfflineDb();
  caches = new MemoryMediaCaches();
  vi.stubGlobal('caches', caches);
  useStorage({ quota: 100_000_000, usage: 2_000_000 });
  mediaGate = Promise.resolve();
  serve();
});

describe('DownloadsScreen', () => {
  it('groups the packs, shows each size before download, and the device storage', async () => {
    renderScreen();
    await screen.findByText('Capitals');
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Offline downloads' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Quiz Zone' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Geography' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Tutor Hub' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Maths' })).toBeTruthy();
    expect(row('Capitals').getByText('12.5 kB · 6 questions · Not downloaded')).toBeTruthy();
    expect(row('Year 3 maths').getByText('4 kB · 1 level · Not downloaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download the whole category \(20\.5 kB\)/ })).toBeTruthy();
    expect(screen.getByTestId('storage-usage').textContent).toBe('This app uses 1.9 MB in all; 93.5 MB is free.');
    expect(screen.getByText('You will be asked to keep downloads safe on this device when you first download.')).toBeTruthy();
  });

  it('lists the solo modes’ packs by category and the past daily quizzes in their own sections', async () => {
    const solo: PackInfo = { id: 'solo:category:21', kind: 'solo', title: 'Animals', group: 'Animals', version: 's1', bytes: 3_072, media_count: 0, item_count: 150 };
    const daily: PackInfo = { id: 'daily_quiz:language:1', kind: 'daily_quiz', title: 'Daily Quiz (English)', group: 'Daily Quiz', version: 'd1', bytes: 2_048, media_count: 0, item_count: 70 };
    serve({ get_offline_packs: () => [...listing, solo, daily] });
    renderScreen();
    await screen.findByText('Animals', { selector: '.pack-row__title' });
    await settle();
    const section = (name: string) => {
      const region = screen.getByRole('heading', { level: 2, name }).closest('section');
      if (!region) throw new Error(`no section ${name}`);
      return within(region);
    };
    expect(section('Solo modes').getByText('3 kB · 150 questions · Not downloaded')).toBeTruthy();
    expect(section('Past daily quizzes').getByText('Daily Quiz (English)')).toBeTruthy();
  });

  it('downloads a pack with a progress bar, then offers delete behind a confirmation', async () => {
    let open = () => {};
    mediaGate = new Promise((resolve) => {
      open = resolve;
    });
    renderScreen();
    await screen.findByText('Capitals');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Download Capitals' }));
    const bar = await screen.findByRole('progressbar', { name: 'Downloading Capitals' });
    // The pack itself arrives before its picture, which waits for the gate.
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('12800');
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(12_800);
    expect(bar.getAttribute('aria-valuetext')).toMatch(/ of 12\.5 kB$/);
    expect(storage.persistCalls).toBe(1);

    open();
    await waitFor(() => {
      expect(row('Capitals').getByText(/· Downloaded$/)).toBeTruthy();
      expect(screen.queryByRole('progressbar')).toBeNull();
    });
    expect(await getOfflineDb().packs.get(quizPack.id)).toMatchObject({ version: 'v1', group: 'Geography' });
    expect(caches.urls(PACK_MEDIA_CACHE)).toEqual(['/content-media/quiz/q101.svg']);
    // The storage summary re-reads the browser's answer after the download; wait for it.
    expect(await screen.findByText('The browser keeps your downloads even when space runs low.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Capitals' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this download?' });
    expect(within(dialog).getByText('Capitals will no longer be playable offline on this device. Your progress is kept.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The row and the dialog change in separate renders: wait for both.
    await waitFor(() => {
      expect(row('Capitals').getByText(/· Not downloaded$/)).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(await getOfflineDb().packs.count()).toBe(0);
    expect(caches.urls(PACK_MEDIA_CACHE)).toEqual([]);
  });

  it('cancels a download and stores nothing', async () => {
    mediaGate = new Promise(() => {});
    renderScreen();
    await screen.findByText('Capitals');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Download Capitals' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the download of Capitals' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(row('Capitals').getByText(/· Not downloaded$/)).toBeTruthy();
    expect(await getOfflineDb().packs.count()).toBe(0);
  });

  it('downloads the whole category one pack after the other', async () => {
    renderScreen();
    await screen.findByText('Capitals');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Download the whole category/ }));
    expect(await screen.findByText('Whole category available offline')).toBeTruthy();
    expect((await getOfflineDb().packs.toArray()).map((p) => p.id).sort()).toEqual([quizPack.id, otherTopic.id]);
  });

  it('refuses a download that will not fit, naming the space needed and free', async () => {
    useStorage({ quota: 1_000_000, usage: 1_000_000 - 5_120 });
    renderScreen();
    await screen.findByText('Capitals');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Download Capitals' }));
    await waitFor(() => expect(row('Capitals').getByRole('alert')).toBeTruthy());
    expect(row('Capitals').getByRole('alert').textContent).toBe('There is not enough space on this device: this download needs 12.5 kB and only 5 kB is free.');
    expect(await getOfflineDb().packs.count()).toBe(0);
  });

  it('offers an update when the stored copy is older than the server version', async () => {
    const stored = await storeQuizPack();
    await getOfflineDb().packs.put({ ...stored, version: 'v0' });
    renderScreen();
    await screen.findByText('Capitals');
    await settle();
    expect(row('Capitals').getByText(/· Update available$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update Capitals' }));
    await waitFor(() => expect(row('Capitals').getByText(/· Downloaded$/)).toBeTruthy());
    expect(await getOfflineDb().packs.get(quizPack.id)).toMatchObject({ version: 'v1' });
  });

  it('lists what is stored when offline, and can still delete it', async () => {
    await storeQuizPack();
    serve({
      get_offline_packs: () => {
        throw 'network';
      },
    });
    renderScreen();
    await screen.findByText('Capitals');
    await settle();
    expect(await screen.findByText('You are offline: showing what is stored on this device.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(row('Capitals').getByText('2 kB · Downloaded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Capitals' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Nothing is downloaded on this device yet. Connect to the internet to download quizzes.')).toBeTruthy();
  });
});
