/**
 * The pack registry with a provider of its own: versions follow content and media, sizes are exact,
 * missing media are left out, and a premium category's packs are only for players who unlocked it.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizZonePackContent } from '../../../contract/api/packs';
import { AppError } from '../../lib/app-error';
import type { PackAccess, PackProviders, ProvidedPack } from './pack-provider';
import { createPacksService } from './packs.service';

const content = (note: string): QuizZonePackContent => ({
  category: { id: 1, slug: 'c', name: 'Cat', icon: '', description: '', language_id: 1, is_premium: false, no_of_subcategories: 1, no_of_questions: 1 },
  subcategory: { id: 5, category_id: 1, slug: 's', name: 'Sub', no_of_questions: 1, max_level: 1 },
  seconds_per_question: 30,
  levels: [{ level: 1, questions: [{ id: 9, question: 'Q?', options: ['a', 'b', 'c', 'd'], answer: 2, note, image_url: '/content-media/q/pic.svg', image_alt: 'A picture' }] }],
});

/** The solo modes' kinds, with no packs (their providers have tests of their own). */
const noSoloPacks = {
  solo: { kind: 'solo', ids: async () => [], build: async () => null },
  daily_quiz: { kind: 'daily_quiz', ids: async () => [], build: async () => null },
} as const satisfies Pick<PackProviders, 'solo' | 'daily_quiz'>;

function providers(pack: () => ProvidedPack<'quiz_zone'>): PackProviders {
  return {
    quiz_zone: { kind: 'quiz_zone', ids: async () => [5], build: async (id) => (id === 5 ? pack() : null) },
    maths: { kind: 'maths', ids: async () => [], build: async () => null },
    ...noSoloPacks,
  };
}

/** Unlocks by player id, as quiz/premium-categories.ts would answer for them. */
function accessOf(unlocked: Record<number, number[]>): PackAccess {
  const of = (userId: number) => new Set(unlocked[userId] ?? []);
  return {
    unlockedIds: async (userId) => of(userId),
    ensure: async (userId, category) => {
      if (category.is_premium && !of(userId).has(category.id)) throw new AppError('PREMIUM_LOCKED', { code: 'PREMIUM_CATEGORY_LOCKED', params: { name: category.name } }, 'category');
    },
  };
}

const free = accessOf({});

let root: string;
/** A logger that says nothing: the missing-media warning is not what these tests read. */
const log = Fastify({ logger: false }).log;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'qh-media-'));
  await mkdir(path.join(root, 'q'));
  await writeFile(path.join(root, 'q', 'pic.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('packs service', () => {
  const provided = (note = 'n', mediaUrls = ['/content-media/q/pic.svg']) => ({ title: 'Sub', group: 'Cat', content: content(note), mediaUrls, itemCount: 1 });

  it('sizes a pack as its JSON plus its media files', async () => {
    const service = createPacksService(providers(() => provided()), free, { log, mediaRoot: root });
    const [info] = await service.list(1, undefined);
    const pack = await service.get(1, 'quiz_zone:subcategory:5');
    expect(pack.media).toEqual([{ url: '/content-media/q/pic.svg', bytes: 41, type: 'image/svg+xml' }]);
    expect(info).toMatchObject({ id: pack.id, kind: 'quiz_zone', group: 'Cat', version: pack.version, media_count: 1, item_count: 1 });
    expect(info?.bytes).toBe(Buffer.byteLength(JSON.stringify(pack)) + 41);
  });

  it('gives a new version when the content or a media file changes, and the same one otherwise', async () => {
    const version = async (note: string) => (await createPacksService(providers(() => provided(note)), free, { log, mediaRoot: root }).get(1, 'quiz_zone:subcategory:5')).version;
    const first = await version('n');
    expect(await version('n')).toBe(first);
    expect(await version('other note')).not.toBe(first);
    await writeFile(path.join(root, 'q', 'pic.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>');
    expect(await version('n')).not.toBe(first);
  });

  it('answers the same list object while it holds the same packs, and a new one when they change', async () => {
    let ids = [5];
    const service = createPacksService(
      {
        quiz_zone: { kind: 'quiz_zone', ids: async () => ids, build: async (id) => (id === 5 || id === 6 ? { ...provided(), title: `Sub ${id}` } : null) },
        maths: { kind: 'maths', ids: async () => [], build: async () => null },
        ...noSoloPacks,
    ...noSoloPacks,
      },
      free,
      { log, mediaRoot: root },
    );
    const first = await service.list(1, undefined);
    // The same object: its encoded bytes are kept with it (plugins/encoded-answers.ts).
    expect(await service.list(1, undefined)).toBe(first);
    ids = [5, 6];
    const more = await service.list(1, undefined);
    expect(more).not.toBe(first);
    expect(more.map((p) => p.title)).toEqual(['Sub 5', 'Sub 6']);
    expect(first.map((p) => p.title)).toEqual(['Sub 5']);
    expect(await service.list(1, undefined)).toBe(more);
  });

  it('leaves out media missing on disk instead of failing the pack', async () => {
    const service = createPacksService(providers(() => provided('n', ['/content-media/q/pic.svg', '/content-media/q/gone.svg'])), free, { log, mediaRoot: root });
    expect((await service.get(1, 'quiz_zone:subcategory:5')).media.map((m) => m.url)).toEqual(['/content-media/q/pic.svg']);
  });

  it('answers an id no provider has with NOT_FOUND on pack_id', async () => {
    const service = createPacksService(providers(() => provided()), free, { log, mediaRoot: root });
    await expect(service.get(1, 'quiz_zone:subcategory:6')).rejects.toMatchObject({ code: 'NOT_FOUND', field: 'pack_id' });
    await expect(service.get(1, 'maths:curriculum:1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("lists and sends a premium category's packs only to players who unlocked it, the same list object per set of unlocks", async () => {
    const premium = (id: number) => ({ ...provided(), title: `Sub ${id}`, premiumCategory: { id: 1, name: 'Cat' } });
    const service = createPacksService(
      {
        quiz_zone: { kind: 'quiz_zone', ids: async () => [5, 6], build: async (id) => (id === 5 ? premium(5) : id === 6 ? { ...provided(), title: 'Sub 6' } : null) },
        maths: { kind: 'maths', ids: async () => [], build: async () => null },
        ...noSoloPacks,
    ...noSoloPacks,
      },
      accessOf({ 7: [1], 8: [1] }),
      { log, mediaRoot: root },
    );
    const locked = await service.list(1, undefined);
    expect(locked.map((p) => p.title)).toEqual(['Sub 6']);
    expect(await service.list(2, undefined)).toBe(locked);
    await expect(service.get(1, 'quiz_zone:subcategory:5')).rejects.toMatchObject({ code: 'PREMIUM_LOCKED', field: 'category' });
    expect((await service.get(1, 'quiz_zone:subcategory:6')).title).toBe('Sub 6');

    const unlocked = await service.list(7, undefined);
    expect(unlocked.map((p) => p.title)).toEqual(['Sub 5', 'Sub 6']);
    expect(await service.list(8, undefined)).toBe(unlocked);
    expect((await service.get(7, 'quiz_zone:subcategory:5')).title).toBe('Sub 5');
  });
});
