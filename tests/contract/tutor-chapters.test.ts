/**
 * The tutor hub's content actions through the real server (docs/TUTOR.md, "Content"):
 * get_tutor_subjects and get_chapters_by_category answer the shipped content files as seeded, in
 * the caller's language, to subscribers only. Figures are read from the files, never copied here.
 */
import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getChaptersByCategory, getTutorSubjects, type TutorSubjectEntry } from '../../contract/api/tutor';
import { languages, tutorItems, tutorSubjects, tutorUnits } from '../../server/db/schema';
import { findItem, isRight } from '../../server/features/tutor/items';
import { loadContent } from '../../server/seed/content/load';
import { seedIfEmpty } from '../../server/seed/seed';
import { levelKeyOf, QUESTIONS_PER_LEVEL } from '../../server/seed/content/maths/types';
import { createTestApp, envelope, lanes, newSubscriber, newVerifiedUser, type TestApp } from '../fixtures/test-app';

const content = loadContent();
const files = content.tutor;

describe.each(lanes)('tutor chapters (%s)', (lane) => {
  let app: TestApp;
  let token: string;
  let languageIds: Map<string, number>;

  beforeAll(async () => {
    app = await createTestApp(lane);
    ({ token } = await newSubscriber(app));
    languageIds = new Map((await app.ctx.db.select({ id: languages.id, code: languages.code }).from(languages)).map((l) => [l.code, l.id]));
  });
  afterAll(() => app.close());

  async function subjects(body: Record<string, unknown> = {}): Promise<TutorSubjectEntry[]> {
    const res = await app.call('get_tutor_subjects', body, token);
    expect(res.statusCode, res.body).toBe(200);
    return getTutorSubjects.data.parse(envelope(res).data);
  }
  async function chapters(category: number, language?: string) {
    const res = await app.call('get_chapters_by_category', { category, ...(language ? { language_id: languageIds.get(language) } : {}) }, token);
    expect(res.statusCode, res.body).toBe(200);
    return getChaptersByCategory.data.parse(envelope(res).data);
  }
  const shipped = async () => {
    const list = await subjects();
    return files.map((file) => {
      const found = list.find((s) => s.slug === file.slug);
      if (!found) throw new Error(`${file.slug} was not seeded`);
      return { file, entry: found };
    });
  };

  it('refuses a visitor and a signed-in player without a subscription', async () => {
    for (const action of ['get_tutor_subjects', 'get_chapters_by_category']) {
      expect((await app.call(action, { category: 1 })).statusCode, action).toBe(401);
      const { token: player } = await newVerifiedUser(app);
      const res = await app.call(action, { category: 1 }, player);
      expect(res.statusCode, action).toBe(403);
      expect(envelope(res).code).toBe('SUBSCRIPTION_REQUIRED');
    }
  });

  it('lists the shipped subjects by year with the files’ counts of chapters and units', async () => {
    const list = await subjects();
    const years = list.map((s) => s.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    for (const { file, entry } of await shipped()) {
      expect(entry).toMatchObject({
        name: file.name.en,
        subject: file.subject,
        year: file.year,
        no_of_chapters: file.chapters.length,
        no_of_units: file.chapters.reduce((n, c) => n + c.units.length, 0),
      });
    }
    // Maths and English of both years.
    expect(new Set(files.map((f) => `${f.subject} ${f.year}`))).toEqual(new Set(['maths 3', 'maths 4', 'english 3', 'english 4']));
  });

  it('names subjects, chapters and units in the language sent, English by default and for an unknown language', async () => {
    const [first] = files;
    if (!first) throw new Error('no tutor files');
    const id = (await shipped())[0]?.entry.id ?? 0;
    for (const language of ['fr', 'ar'] as const) {
      const named = (await subjects({ language_id: languageIds.get(language) })).find((s) => s.id === id);
      expect(named?.name).toBe(first.name[language]);
      const tree = await chapters(id, language);
      expect(tree.subject.name).toBe(first.name[language]);
      expect(tree.chapters.map((c) => c.chaptername)).toEqual(first.chapters.map((c) => c.name[language]));
      expect(tree.chapters.flatMap((c) => c.units.map((u) => u.name))).toEqual(first.chapters.flatMap((c) => c.units.map((u) => u.name[language])));
    }
    expect((await subjects({ language_id: 999_999 })).find((s) => s.id === id)?.name).toBe(first.name.en);
    expect((await chapters(id)).chapters.map((c) => c.chaptername)).toEqual(first.chapters.map((c) => c.name.en));
  });

  it('answers each subject’s chapters in order, numbered from 1, with the units’ notes and practice of the files', async () => {
    for (const { file, entry } of await shipped()) {
      const tree = await chapters(entry.id);
      expect(tree.subject).toEqual(entry);
      expect(tree.chapters.map((c) => [c.chapter, c.slug])).toEqual(file.chapters.map((c, i) => [i + 1, c.slug]));
      for (const [c, chapter] of file.chapters.entries()) {
        const served = tree.chapters[c];
        expect(served?.units.map((u) => u.slug)).toEqual(chapter.units.map((u) => u.slug));
        for (const [u, unit] of chapter.units.entries()) {
          const got = served?.units[u];
          expect(got?.chapter_id).toBe(served?.id);
          expect(got?.notes).toEqual(unit.notes);
          if (unit.maths_unit !== undefined) {
            // A maths unit practises its maths unit's levels, generated on the device.
            const curriculum = content.maths.find((m) => m.slug === file.maths_curriculum);
            const mathsUnit = curriculum?.units.find((m) => m.slug === unit.maths_unit);
            if (!curriculum || !mathsUnit) throw new Error(`${unit.slug}: no maths unit`);
            expect(got?.practice).toEqual({
              source: 'generator',
              levels: mathsUnit.levels.map((generator, i) => ({ level_key: levelKeyOf(curriculum, mathsUnit, i + 1), generator, question_count: QUESTIONS_PER_LEVEL })),
            });
          } else {
            expect(got?.practice).toEqual({
              source: 'items',
              items: (unit.items ?? []).map((item) => ({ id: `${unit.slug}:${item.key}`, kind: item.kind, prompt: item.prompt, options: item.options, answer: item.answer, steps: item.steps })),
            });
          }
        }
      }
    }
  });

  it('serves every written item with its answer one of its options and 1 to 3 worked steps, and the server checks it the same way', async () => {
    let checked = 0;
    for (const { entry } of await shipped()) {
      for (const unit of (await chapters(entry.id)).chapters.flatMap((c) => c.units)) {
        if (unit.practice.source !== 'items') continue;
        for (const item of unit.practice.items) {
          expect(item.kind, item.id).toBe('choice');
          expect(item.options?.[Number(item.answer)], item.id).toBeDefined();
          expect(item.steps.length, item.id).toBeGreaterThanOrEqual(1);
          expect(item.steps.length, item.id).toBeLessThanOrEqual(3);
          const stored = await findItem(app.ctx.db, unit.curriculum_id, item.id);
          expect(stored && isRight(stored, item.answer), item.id).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBe(files.reduce((n, f) => n + f.chapters.reduce((m, c) => m + c.units.reduce((k, u) => k + (u.items?.length ?? 0), 0), 0), 0));
  });

  it('seeded exactly the files’ units and items', async () => {
    const rows = await app.ctx.db.select({ id: tutorSubjects.id }).from(tutorSubjects).where(inArray(tutorSubjects.slug, files.map((f) => f.slug)));
    expect(rows.length).toBe(files.length);
    const unitSlugs = files.flatMap((f) => f.chapters.flatMap((c) => c.units.map((u) => u.slug)));
    const [units] = await app.ctx.db.select({ n: count() }).from(tutorUnits).where(inArray(tutorUnits.slug, unitSlugs));
    expect(units?.n).toBe(unitSlugs.length);
    const itemIds = files.flatMap((f) => f.chapters.flatMap((c) => c.units.flatMap((u) => (u.items ?? []).map((i) => `${u.slug}:${i.key}`))));
    const [items] = await app.ctx.db.select({ n: count() }).from(tutorItems).where(inArray(tutorItems.itemId, itemIds));
    expect(items?.n).toBe(itemIds.length);
  });

  it('refuses an unknown category naming it, and a category that is not an id', async () => {
    const unknown = await app.call('get_chapters_by_category', { category: 987_654 }, token);
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown)).toMatchObject({ code: 'NOT_FOUND', field: 'category', message_code: 'TUTOR_SUBJECT_NOT_FOUND' });
    const malformed = await app.call('get_chapters_by_category', { category: 'maths' }, token);
    expect(malformed.statusCode).toBe(400);
    expect(envelope(malformed)).toMatchObject({ code: 'VALIDATION', field: 'category' });
  });

  // Last: it replaces the seeded rows (the cached catalogue of this app is not read after it).
  it('gives a database seeded before the tutor hub its content once, on the next start', async () => {
    const db = app.ctx.db;
    await db.delete(tutorSubjects);
    const options = { passwordCost: 4, demoAccounts: false, now: new Date() };
    expect(await seedIfEmpty(db, options, app.app.log, content)).toBeNull();
    const countAll = async () => ({
      subjects: (await db.select({ n: count() }).from(tutorSubjects))[0]?.n,
      units: (await db.select({ n: count() }).from(tutorUnits))[0]?.n,
      items: (await db.select({ n: count() }).from(tutorItems))[0]?.n,
    });
    const first = await countAll();
    expect(first).toEqual({
      subjects: files.length,
      units: files.reduce((n, f) => n + f.chapters.reduce((m, c) => m + c.units.length, 0), 0),
      items: files.reduce((n, f) => n + f.chapters.reduce((m, c) => m + c.units.reduce((k, u) => k + (u.items?.length ?? 0), 0), 0), 0),
    });
    expect(await seedIfEmpty(db, options, app.app.log, content)).toBeNull();
    expect(await countAll()).toEqual(first);

    // A database whose maths lacks a unit a maths subject names: that subject is left out, the rest seeded.
    await db.delete(tutorSubjects);
    const [broken] = files.filter((f) => f.subject === 'maths');
    if (!broken) throw new Error('no maths subject shipped');
    const missingUnit = {
      ...content,
      tutor: files.map((f) => (f !== broken ? f : { ...f, chapters: f.chapters.map((c, i) => (i > 0 ? c : { ...c, units: c.units.map((u) => ({ ...u, maths_unit: 'no-such-maths-unit' })) })) })),
    };
    expect(await seedIfEmpty(db, options, app.app.log, missingUnit)).toBeNull();
    const seeded = (await db.select({ slug: tutorSubjects.slug }).from(tutorSubjects)).map((r) => r.slug).sort();
    expect(seeded).toEqual(files.filter((f) => f !== broken).map((f) => f.slug).sort());
  });
});
