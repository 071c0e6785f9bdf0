// @vitest-environment node
/**
 * The device's pack store end to end: real Dexie (fake-indexeddb), the real request layer, and the
 * real server behind a fetch that only swaps the network for app.inject.
 */
import './test-node-globals';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackInfo } from '../../../contract/api/packs';
import { PACK_MEDIA_CACHE } from '../../../contract/offline/cache-policy';
import { PACK_FORMAT } from '../../../contract/offline/pack-format';
import { createTestApp, envelope, newSubscriber, type TestApp } from '../../../tests/fixtures/test-app';
import { resetRequestHooks, setRequestHooks } from '../../lib/request/request-hooks';
import type { QuizhiveDb } from '../db';
import { freshDb } from '../test-helpers';
import { downloadPack, isCanceled } from './download-pack';
import { deleteStoredPack, getStoredQuizZonePack, listStoredPacks, listStoredQuizZonePacks, packState } from './pack-store';
import { NotEnoughSpaceError, rememberedPersistAnswer, storageInfo } from './storage';
import { fakeStorageApi, injectFetch, MemoryMediaCaches, type FetchHook } from './test-platform';

let app: TestApp;
let listing: PackInfo[];
let db: QuizhiveDb;
let caches: MemoryMediaCaches;
const requests: string[] = [];

/** The geometry pack has five pictures; general knowledge's first topic has one. */
const withMedia = (count: number) => {
  const found = listing.find((p) => p.media_count === count);
  if (!found) throw new Error(`no pack with ${count} media`);
  return found;
};

function useFetch(before?: FetchHook): void {
  vi.stubGlobal(
    'fetch',
    injectFetch(app.app, async (url, init) => {
      requests.push(url);
      await before?.(url, init);
    }),
  );
}

beforeAll(async () => {
  app = await createTestApp('pglite');
  const { token } = await newSubscriber(app);
  setRequestHooks({ getToken: () => token });
  listing = envelope<PackInfo[]>(await app.call('get_offline_packs', {}, token)).data;
}, 60_000);

afterAll(async () => {
  resetRequestHooks();
  await app.close();
});

beforeEach(() => {
  db = freshDb();
  caches = new MemoryMediaCaches();
  requests.length = 0;
  useFetch();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

const storage = () => fakeStorageApi({ quota: 50_000_000, usage: 1_000_000 });

describe('downloadPack', () => {
  it('stores the pack and its media, reporting progress in bytes up to the listed size', async () => {
    const info = withMedia(5);
    const progress: number[] = [];
    const stored = await downloadPack(info, { db, caches, storage: storage(), onProgress: (p) => progress.push(p.received) });

    expect(progress[0]).toBe(0);
    expect(progress.every((n, i) => i === 0 || n >= (progress[i - 1] ?? 0))).toBe(true);
    expect(progress.at(-1)).toBe(info.bytes);
    expect(stored).toMatchObject({ id: info.id, kind: 'quiz_zone', title: info.title, group: info.group, version: info.version, bytes: info.bytes });
    expect(requests.filter((r) => r.startsWith('/content-media/'))).toHaveLength(5);
    expect(caches.urls(PACK_MEDIA_CACHE)).toEqual([...stored.mediaUrls].sort());
    const svg = await (await caches.open(PACK_MEDIA_CACHE)).match(stored.mediaUrls[0] ?? '');
    expect(svg?.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await svg?.text()).toMatch(/^<svg /);

    const subcategoryId = Number(info.id.split(':').at(-1));
    const quiz = await getStoredQuizZonePack(subcategoryId, db);
    expect(quiz?.content.levels.flatMap((l) => l.questions).every((q) => q.answer >= 0 && q.answer <= 3)).toBe(true);
    expect(packState(info, quiz ?? undefined)).toBe('current');
    expect(packState({ version: 'newer' }, quiz ?? undefined)).toBe('outdated');
    expect(packState(info, undefined)).toBe('absent');
  });

  it('asks for persistent storage on the first download only and remembers the answer', async () => {
    const api = fakeStorageApi({ quota: 50_000_000, usage: 0, grant: false });
    expect(await rememberedPersistAnswer(db)).toBeNull();
    await downloadPack(withMedia(1), { db, caches, storage: api });
    await downloadPack(withMedia(5), { db, caches, storage: api });
    expect(api.persistCalls).toBe(1);
    expect(await rememberedPersistAnswer(db)).toBe(false);
    expect(await storageInfo(api, db)).toEqual({ usage: 0, quota: 50_000_000, free: 50_000_000, persisted: false, persistAsked: true });
  });

  it('refuses a pack that will not fit before fetching anything, naming the space needed and free', async () => {
    const info = withMedia(5);
    const tight = fakeStorageApi({ quota: 1_000_000, usage: 1_000_000 - (info.bytes - 1) });
    const failure = await downloadPack(info, { db, caches, storage: tight }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NotEnoughSpaceError);
    expect(failure).toMatchObject({ needed: info.bytes, free: info.bytes - 1 });
    expect(requests).toEqual([]);
    expect(tight.persistCalls).toBe(0);
    expect(await listStoredPacks(db)).toEqual([]);
  });

  it('leaves nothing half-stored when a media file fails midway', async () => {
    const info = withMedia(5);
    let media = 0;
    useFetch((url) => {
      if (url.startsWith('/content-media/') && ++media === 3) throw new TypeError('Failed to fetch');
    });
    const failure = await downloadPack(info, { db, caches, storage: storage() }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'NETWORK' });
    expect(await listStoredPacks(db)).toEqual([]);
    expect(caches.urls(PACK_MEDIA_CACHE)).toEqual([]);
  });

  it('keeps the older copy whole when its update fails', async () => {
    const info = withMedia(5);
    await downloadPack(info, { db, caches, storage: storage() });
    await db.packs.update(info.id, { version: 'older' });
    useFetch((url) => {
      if (url.startsWith('/content-media/')) throw new TypeError('Failed to fetch');
    });
    await expect(downloadPack(info, { db, caches, storage: storage() })).rejects.toMatchObject({ code: 'NETWORK' });
    const [kept] = await listStoredPacks(db);
    expect(kept).toMatchObject({ id: info.id, version: 'older' });
    expect(caches.urls(PACK_MEDIA_CACHE)).toHaveLength(5);
  });

  it('stops on cancel without storing anything', async () => {
    const info = withMedia(5);
    const controller = new AbortController();
    const failure = await downloadPack(info, {
      db,
      caches,
      storage: storage(),
      signal: controller.signal,
      onProgress: ({ received }) => {
        if (received > 0) controller.abort();
      },
    }).catch((error: unknown) => error);
    expect(isCanceled(failure)).toBe(true);
    expect(await listStoredPacks(db)).toEqual([]);
    expect(caches.urls(PACK_MEDIA_CACHE)).toEqual([]);
  });

  it('stores a maths pack, which has no media', async () => {
    const info = listing.find((p) => p.kind === 'maths');
    if (!info) throw new Error('no maths pack');
    const stored = await downloadPack(info, { db, caches, storage: storage() });
    expect(stored).toMatchObject({ kind: 'maths', bytes: info.bytes, mediaUrls: [] });
    if (stored.kind !== 'maths') throw new Error('expected maths');
    expect(stored.content.units.flatMap((u) => u.levels)).toHaveLength(info.item_count);
  });
});

describe('the pack contract of this app version', () => {
  it('refuses a pack that does not fit it, storing nothing', async () => {
    const info = withMedia(5);
    const real = injectFetch(app.app);
    // A newer server whose packs carry a shape this version cannot play.
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const response = await real(input, init);
      if (!input.endsWith('/get_offline_pack')) return response;
      const body = (await response.json()) as { data: { content: { levels: unknown } } };
      body.data.content.levels = 'renamed';
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const failure = await downloadPack(info, { db, caches, storage: storage() }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'BAD_RESPONSE', message: expect.stringMatching(/cannot read/) });
    expect(await listStoredPacks(db)).toEqual([]);
    expect(caches.urls(PACK_MEDIA_CACHE)).toEqual([]);
  });

  it('stamps what it stores with PACK_FORMAT; a copy stored under another format is outdated and not played', async () => {
    const info = withMedia(5);
    const stored = await downloadPack(info, { db, caches, storage: storage() });
    expect(stored.format).toBe(PACK_FORMAT);
    const subcategoryId = Number(info.id.split(':').at(-1));
    await db.packs.update(info.id, { format: PACK_FORMAT - 1 });
    const [older] = await listStoredPacks(db);
    expect(packState(info, older)).toBe('outdated');
    expect(await getStoredQuizZonePack(subcategoryId, db)).toBeNull();
    expect(await listStoredQuizZonePacks(db)).toEqual([]);

    await downloadPack(info, { db, caches, storage: storage() });
    expect(await getStoredQuizZonePack(subcategoryId, db)).toMatchObject({ id: info.id, format: PACK_FORMAT });
  });
});

describe('deleteStoredPack', () => {
  it('deletes the pack and the media no other pack uses', async () => {
    const info = withMedia(5);
    const stored = await downloadPack(info, { db, caches, storage: storage() });
    const shared = stored.mediaUrls[0] ?? '';
    // Another pack showing one of the same pictures.
    await db.packs.put({ ...stored, id: 'quiz_zone:subcategory:999', mediaUrls: [shared] });
    expect(await deleteStoredPack(info.id, { db, caches })).toBe(true);
    expect((await listStoredPacks(db)).map((p) => p.id)).toEqual(['quiz_zone:subcategory:999']);
    expect(caches.urls(PACK_MEDIA_CACHE)).toEqual([shared]);
    expect(await deleteStoredPack(info.id, { db, caches })).toBe(false);
  });
});
