import { afterEach, describe, expect, it } from 'vitest';
import { PACK_FORMAT } from '../../contract/offline/pack-format';
import { QuizhiveDb, type StoredPack } from './db';
import { OFFLINE_DB_NAME, readMathsProgressDirect, readStoredPackDirect, readStoredPacksDirect } from './direct-read';
import { readMathsProgress, recordMathsAnswer, resetMathsProgress, type PracticeLevel } from './maths-progress';
import { progressOfRows } from './maths-summary';
import { freshDb } from './test-helpers';

const level: PracticeLevel = { id: 11, level: 1, level_key: 'y3-add-1', question_count: 5, generator: { kind: 'addition', a: [10, 99], b: [10, 99] } };
const level2: PracticeLevel = { ...level, id: 12, level: 2, level_key: 'y3-add-2' };

function pack(id: string, title: string): StoredPack {
  return {
    id,
    kind: 'maths',
    title,
    group: 'Maths',
    version: 'v1',
    format: PACK_FORMAT,
    bytes: 10,
    downloadedAt: 1,
    mediaUrls: [],
    content: {
      curriculum: { id: 3, slug: 'y3', name: title, subject: 'maths', no_of_units: 1, no_of_levels: 1 },
      units: [{ id: 5, slug: 'add', name: 'Addition', levels: [] }],
    },
  };
}

const answer = (db: QuizhiveDb, userId: string, curriculumId: number, n: number, at: PracticeLevel = level) =>
  recordMathsAnswer({ userId, subject: 'maths', curriculumId, level: at, questionId: `${at.level_key}:${n}`, answer: '0' }, db);

let db: QuizhiveDb | null = null;

afterEach(async () => {
  await db?.delete();
  db = null;
});

describe('direct reads of the offline database', () => {
  it("read the app's database", () => {
    expect(new QuizhiveDb().name).toBe(OFFLINE_DB_NAME);
  });

  it('read the packs Dexie stored, and nothing for a pack that is not there', async () => {
    db = freshDb();
    await db.packs.bulkPut([pack('maths:curriculum:3', 'Year 3'), pack('maths:curriculum:4', 'Year 4')]);
    expect(await readStoredPackDirect('maths:curriculum:3', db.name)).toEqual(await db.packs.get('maths:curriculum:3'));
    expect(await readStoredPackDirect('maths:curriculum:9', db.name)).toBeUndefined();
    expect(await readStoredPacksDirect(db.name)).toEqual(await db.packs.toArray());
  });

  it("read one user's progress in one curriculum as Dexie's readMathsProgress does, reset included", async () => {
    db = freshDb();
    await answer(db, 'u1', 3, 1);
    await answer(db, 'u1', 3, 2, level2);
    await answer(db, 'u1', 4, 1);
    await answer(db, 'u2', 3, 3);
    const { reset, rows } = await readMathsProgressDirect('u1', 3, db.name);
    expect(rows.map((row) => [row.userId, row.curriculumId, row.level])).toEqual([
      ['u1', '3', 11],
      ['u1', '3', 12],
    ]);
    expect(progressOfRows(reset, rows)).toEqual(await readMathsProgress('u1', 3, db));

    await resetMathsProgress('u1', 3, db);
    await answer(db, 'u1', 3, 4);
    const after = await readMathsProgressDirect('u1', 3, db.name);
    expect(after.reset).toMatchObject({ userId: 'u1', curriculumId: '3' });
    expect(progressOfRows(after.reset, after.rows)).toEqual(await readMathsProgress('u1', 3, db));
  });

  it('never create the database: a device without one reads nothing, and Dexie still creates it with its schema', async () => {
    const name = `quizhive-missing-${Date.now()}`;
    expect(await readStoredPackDirect('maths:curriculum:3', name)).toBeUndefined();
    expect(await readStoredPacksDirect(name)).toEqual([]);
    expect(await readMathsProgressDirect('u1', 3, name)).toEqual({ reset: undefined, rows: [] });
    const names = (await indexedDB.databases()).map((info) => info.name);
    expect(names).not.toContain(name);

    db = freshDb();
    await db.packs.put(pack('maths:curriculum:3', 'Year 3'));
    expect(await readStoredPackDirect('maths:curriculum:3', db.name)).toMatchObject({ id: 'maths:curriculum:3' });
  });

  it('let Dexie open its database while and after a direct read ran', async () => {
    db = freshDb();
    await db.packs.put(pack('maths:curriculum:3', 'Year 3'));
    db.close();
    const [direct] = await Promise.all([readStoredPackDirect('maths:curriculum:3', db.name), db.open()]);
    expect(direct).toMatchObject({ id: 'maths:curriculum:3' });
    expect(await db.packs.count()).toBe(1);
  });
});
