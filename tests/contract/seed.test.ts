/**
 * The seed on a real database: a fresh one gets every content file of every mode and language,
 * pages and maths names in each language; one seeded before gets the modes, languages, pages and
 * names it lacks exactly once, in the content model the modes read (common rules of issue 14).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, funNLearn, languages, mathsCurricula, mathsUnits, pages, questions, subcategories } from '../../server/db/schema';
import type { CategoryType } from '../../contract/quiz/solo-modes';
import { loadContent, type LoadedContent } from '../../server/seed/content/load';
import { seedIfEmpty } from '../../server/seed/seed';
import { createTestApp, lanes, type TestApp } from '../fixtures/test-app';

const choice = (q: string, extra: Record<string, unknown> = {}) => ({ q, options: ['one', 'two', 'three', 'four'], answer: 2, note: 'Three it is.', ...extra });
const file = (slug: string, subcategories: unknown[]) => ({ slug, name: `Name ${slug}`, icon: '🧪', description: 'Fixture.', subcategories });

/** One small file of every mode beside English Quiz Zone, in English and French, under a temp root. */
function fixtureContent(root: string, media: string): LoadedContent {
  const write = (relative: string, data: unknown) => {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), JSON.stringify(data));
  };
  for (const language of ['en', 'fr']) {
    const s = language === 'en' ? '' : '-fr';
    write(`true-false/${language}/01-tf.json`, file('fx-tf', [{ slug: 'fx-tf-a', name: 'A', questions: [{ q: 'Water is wet.', answer: true, note: 'Yes.' }, { q: 'Fire is cold.', answer: false, note: 'No.' }] }]));
    write(`guess-the-word/${language}/01-w.json`, file('fx-word', [{ slug: 'fx-word-a', name: 'A', questions: [{ clue: 'Opposite of night', word: language === 'en' ? 'day' : 'journée', hint: 'Starts early' }, { clue: 'Frozen water', word: 'ice' }] }]));
    write(`audio-questions/${language}/01-a.json`, file('fx-audio', [{ slug: 'fx-audio-a', name: 'A', questions: [choice(`Which number?${s}`, { audio: `audio/${language}/n.ogg`, transcript: 'Three.' })] }]));
    write(`math-mania/${language}/01-m.json`, file('fx-math', [{ slug: 'fx-math-a', name: 'A', questions: [choice('What is $1+2$?')] }]));
    write(`nonverbal/${language}/01-n.json`, file('fx-nvr', [{ slug: 'fx-nvr-a', name: 'A', questions: [choice('Which comes next?', { image: 'nonverbal/next.svg', image_alt: 'Shapes in a row.' })] }]));
    write(`fun-n-learn/${language}/01-f.json`, file('fx-fun', [{ slug: 'fx-fun-a', name: 'A', passages: [
      { title: 'Bees', detail: 'Bees dance.\n\nThey make honey.', questions: [choice('What do bees make?'), choice('What do bees do?')] },
      { title: 'Ants', detail: 'Ants carry leaves.', video: 'video/ants.mp4', questions: [choice('What do ants carry?')] },
    ] }]));
  }
  write('quiz-zone/fr/01-q.json', file('fx-quiz', [{ slug: 'fx-quiz-a', name: 'A', levels: [[choice('Un ?')], [choice('Deux ?')]] }]));
  // A file whose stored slug (fx-taken-ar) an admin has since used: left out, not an error.
  write('true-false/ar/01-taken.json', file('fx-taken', [{ slug: 'fx-taken-sub', name: 'A', questions: [{ q: 'Taken.', answer: true, note: 'Yes.' }] }]));
  for (const media_ of ['audio/en/n.ogg', 'audio/fr/n.ogg', 'nonverbal/next.svg', 'video/ants.mp4']) {
    mkdirSync(path.dirname(path.join(media, media_)), { recursive: true });
    writeFileSync(path.join(media, media_), 'x');
  }
  return loadContent(root, media);
}

describe.each(lanes)('demo content seed (%s)', (lane) => {
  let app: TestApp;
  const shipped = loadContent();
  const options = { passwordCost: 4, demoAccounts: false, now: new Date() };
  const dirs: string[] = [];

  beforeAll(async () => {
    app = await createTestApp(lane);
  });
  afterAll(async () => {
    await app.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const languageIds = async () => new Map((await app.ctx.db.select().from(languages)).map((l) => [l.code, l]));

  it('seeds every shipped category file, with its type, language, premium price and questions', async () => {
    const langs = await languageIds();
    expect([...langs.values()].filter((l) => l.forQuiz).map((l) => l.code).sort()).toEqual(['ar', 'en', 'fr']);
    const rows = await app.ctx.db.select().from(categories);
    for (const content of shipped.categories) {
      const row = rows.find((r) => r.slug === content.slug);
      expect(row, content.file).toMatchObject({ type: content.type, languageId: langs.get(content.language)?.id, sort: content.sort, name: content.data.name });
      expect(row?.isPremium, content.file).toBe(content.data.premium_coins !== undefined);
      if (content.data.premium_coins !== undefined) expect(row?.coins).toBe(content.data.premium_coins);
    }
    const science = shipped.categories.find((c) => c.slug === 'science' && c.type === 'quiz_zone');
    if (science?.type !== 'quiz_zone') throw new Error('no science file');
    const [row] = await app.ctx.db.select({ n: count() }).from(questions).innerJoin(categories, eq(categories.id, questions.categoryId)).where(eq(categories.slug, 'science'));
    expect(row?.n).toBe(science.data.subcategories.reduce((n, sub) => n + sub.levels.flat().length, 0));
    const pictured = await app.ctx.db.select({ url: questions.imageUrl }).from(questions).where(isNotNull(questions.imageUrl));
    expect(pictured.map((p) => p.url)).toContain('/content-media/quiz/cube.svg');
  });

  it('seeds the pages of every language and the maths names in Arabic and French', async () => {
    const langs = await languageIds();
    for (const { language, pages: list } of shipped.pages) {
      const rows = await app.ctx.db.select().from(pages).where(eq(pages.languageId, langs.get(language)?.id ?? 0));
      expect(rows.map((r) => r.title).sort(), language).toEqual(list.map((p) => p.title).sort());
    }
    const [year3] = await app.ctx.db.select().from(mathsCurricula).where(eq(mathsCurricula.slug, 'year-3-maths'));
    expect(year3).toMatchObject({ name: 'Year 3 Maths', names: { ar: 'رياضيات السنة الثالثة', fr: 'Maths de CE2 (Year 3)' } });
    const [unit] = await app.ctx.db.select().from(mathsUnits).where(eq(mathsUnits.slug, 'y3-subtraction'));
    expect(unit?.names).toEqual({ ar: 'الطرح', fr: 'Soustraction' });
  });

  it('gives a database seeded before the modes, languages, pages and names it lacks, once, in each mode\'s content model', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'qh-seed-content-'));
    const media = mkdtempSync(path.join(tmpdir(), 'qh-seed-media-'));
    dirs.push(root, media);
    const fixture = fixtureContent(root, media);
    const langs = await languageIds();
    const fr = langs.get('fr')?.id ?? 0;
    const db = app.ctx.db;
    // As a database from before: French not playable, no French pages, no maths names, no question
    // pictures, and no category of the modes and languages the fixture has files for (the shipped ones
    // are removed; the fixture's slugs clash with none of them).
    const fixturePairs = [...new Set(fixture.categories.map((c) => `${c.type}:${c.language}`))];
    for (const pair of fixturePairs) {
      const [type, code] = pair.split(':') as [CategoryType, string];
      await db.delete(categories).where(and(eq(categories.type, type), eq(categories.languageId, langs.get(code)?.id ?? 0)));
    }
    await db.update(questions).set({ imageUrl: null, imageAlt: null });
    await db.update(languages).set({ forQuiz: false }).where(eq(languages.id, fr));
    await db.delete(pages).where(eq(pages.languageId, fr));
    await db.update(mathsCurricula).set({ names: {} });
    await db.update(mathsUnits).set({ names: {} });
    await db.insert(categories).values({ slug: 'fx-taken-ar', name: 'An admin\'s own', languageId: langs.get('en')?.id ?? 0 });
    const before = await db.select({ slug: categories.slug }).from(categories);
    // The shipped English Quiz Zone files too: still in the database, so only their pictures are due.
    const englishQuizZone = shipped.categories.filter((c) => c.type === 'quiz_zone' && c.language === 'en');
    const withMaths = { ...fixture, categories: [...fixture.categories, ...englishQuizZone], maths: shipped.maths, pages: shipped.pages };

    expect(await seedIfEmpty(db, options, app.app.log, withMaths)).toBeNull();

    const added = (await db.select().from(categories).orderBy(asc(categories.id))).filter((c) => !before.some((b) => b.slug === c.slug));
    expect(added.map((c) => `${c.type}:${c.slug}`).sort()).toEqual(
      [
        'audio_questions:fx-audio', 'audio_questions:fx-audio-fr', 'fun_n_learn:fx-fun', 'fun_n_learn:fx-fun-fr', 'guess_the_word:fx-word', 'guess_the_word:fx-word-fr',
        'math_mania:fx-math', 'math_mania:fx-math-fr', 'nonverbal:fx-nvr', 'nonverbal:fx-nvr-fr', 'quiz_zone:fx-quiz-fr', 'true_false:fx-tf', 'true_false:fx-tf-fr',
      ].sort(),
    );
    expect(added.every((c) => c.languageId === (c.slug.endsWith('-fr') ? fr : langs.get('en')?.id))).toBe(true);
    expect((await languageIds()).get('fr')?.forQuiz).toBe(true);
    // The English Quiz Zone questions got their pictures back, though the modes added just before
    // came with pictures of their own.
    const englishQuizPictures = await db
      .select({ url: questions.imageUrl })
      .from(questions)
      .innerJoin(categories, eq(categories.id, questions.categoryId))
      .where(and(eq(categories.type, 'quiz_zone'), eq(categories.languageId, langs.get('en')?.id ?? 0), isNotNull(questions.imageUrl)));
    const shippedPictures = englishQuizZone.flatMap((c) => (c.type === 'quiz_zone' ? c.data.subcategories.flatMap((sub) => sub.levels.flat()) : [])).filter((q) => q.image !== undefined);
    expect(shippedPictures.length).toBeGreaterThan(0);
    expect(englishQuizPictures.map((p) => p.url).sort()).toEqual(shippedPictures.map((q) => `/content-media/${q.image ?? ''}`).sort());
    // The Arabic True & False file's category slug is taken: left out, and nothing else of it stored.
    expect(await db.select().from(subcategories).where(eq(subcategories.slug, 'fx-taken-sub-ar'))).toEqual([]);

    const questionsOf = async (slug: string) =>
      db.select({ q: questions }).from(questions).innerJoin(categories, eq(categories.id, questions.categoryId)).where(eq(categories.slug, slug)).orderBy(asc(questions.id)).then((rows) => rows.map((r) => r.q));
    expect((await questionsOf('fx-tf-fr')).map((q) => [q.question, q.options, q.answer, q.level])).toEqual([
      ['Water is wet.', ['Vrai', 'Faux'], 0, 1],
      ['Fire is cold.', ['Vrai', 'Faux'], 1, 1],
    ]);
    expect((await questionsOf('fx-tf')).map((q) => q.options)).toEqual([['True', 'False'], ['True', 'False']]);
    expect((await questionsOf('fx-word-fr')).map((q) => [q.question, q.options, q.answer, q.answerText, q.hint])).toEqual([
      ['Opposite of night', [], -1, 'JOURNÉE'.normalize('NFC'), 'Starts early'],
      ['Frozen water', [], -1, 'ICE', null],
    ]);
    expect(await questionsOf('fx-audio')).toMatchObject([{ audioUrl: '/content-media/audio/en/n.ogg', transcript: 'Three.', math: false, answer: 2 }]);
    expect(await questionsOf('fx-math-fr')).toMatchObject([{ question: 'What is $1+2$?', math: true, level: 1 }]);
    expect(await questionsOf('fx-nvr')).toMatchObject([{ imageUrl: '/content-media/nonverbal/next.svg', imageAlt: 'Shapes in a row.', passageId: null }]);
    expect((await questionsOf('fx-quiz-fr')).map((q) => [q.question, q.level])).toEqual([['Un ?', 1], ['Deux ?', 2]]);
    const passages = await db.select().from(funNLearn).innerJoin(categories, eq(categories.id, funNLearn.categoryId)).where(eq(categories.slug, 'fx-fun-fr')).orderBy(asc(funNLearn.sort));
    expect(passages.map((p) => [p.fun_n_learn.title, p.fun_n_learn.languageId, p.fun_n_learn.videoUrl])).toEqual([['Bees', fr, null], ['Ants', fr, '/content-media/video/ants.mp4']]);
    const funQuestions = await questionsOf('fx-fun-fr');
    expect(funQuestions.map((q) => [q.question, q.passageId])).toEqual([
      ['What do bees make?', passages[0]?.fun_n_learn.id],
      ['What do bees do?', passages[0]?.fun_n_learn.id],
      ['What do ants carry?', passages[1]?.fun_n_learn.id],
    ]);

    expect((await db.select().from(pages).where(eq(pages.languageId, fr))).length).toBe(shipped.pages.find((p) => p.language === 'fr')?.pages.length);
    const [year3] = await db.select().from(mathsCurricula).where(eq(mathsCurricula.slug, 'year-3-maths'));
    expect(year3?.names).toEqual({ ar: 'رياضيات السنة الثالثة', fr: 'Maths de CE2 (Year 3)' });

    // Once: a second start adds nothing, and leaves an admin's own name alone.
    await db.update(mathsCurricula).set({ names: { fr: 'Mon CE2' } }).where(eq(mathsCurricula.slug, 'year-3-maths'));
    const counts = async () => ({
      categories: (await db.select({ n: count() }).from(categories))[0]?.n,
      questions: (await db.select({ n: count() }).from(questions))[0]?.n,
      passages: (await db.select({ n: count() }).from(funNLearn))[0]?.n,
      pages: (await db.select({ n: count() }).from(pages))[0]?.n,
    });
    const first = await counts();
    expect(await seedIfEmpty(db, options, app.app.log, withMaths)).toBeNull();
    expect(await counts()).toEqual(first);
    expect((await db.select().from(mathsCurricula).where(and(eq(mathsCurricula.slug, 'year-3-maths'))))[0]?.names).toEqual({ fr: 'Mon CE2' });
  });
});
