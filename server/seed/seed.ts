/**
 * Loads the demo content files (server/seed/content, docs/CONTENT.md) and demo accounts into an
 * empty database, in one transaction. It runs on every start and does nothing once the database
 * has languages (so an admin's edits are never overwritten), except that a database seeded before
 * some content existed gets it once: a mode and language with no category at all, a language
 * without pages, maths curricula, their names in other languages, question pictures, plans, the
 * tutor hub's subjects.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import { categories, languages, mathsCurricula, pages, subcategories, tutorSubjects, users } from '../db/schema';
import { seedEndedTrial, seedPlans, seedSandboxSubscriber } from './seed-billing';
import { hashPassword } from '../lib/password';
import { defaultHomeSettings, defaultSystemConfig, defaultWebSettings } from '../features/settings/defaults';
import { insertUser } from '../features/users/users.repo';
import { writeScope } from '../features/settings/settings.repo';
import { loadContent, type LoadedCategory, type LoadedContent, type LoadedPages } from './content/load';
import { demoAccounts } from './demo-accounts';
import { seedCategories } from './seed-content';
import { seedDemoExams } from './seed-exams';
import { needsMathsNames, seedMaths, seedMathsNames } from './seed-maths';
import { needsQuestionImages, seedQuestionImages } from './seed-question-images';
import { seedTutor } from './seed-tutor';

export interface SeedOptions {
  readonly passwordCost: number;
  /** Also the demo accounts, whose passwords the README prints: config.seedDemoAccounts, never in production. */
  readonly demoAccounts: boolean;
  readonly now: Date;
}

/** English is the default; Arabic and French ship content too, so players can pick them for quizzes. */
async function seedLanguages(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx
    .insert(languages)
    .values([
      { code: 'en', name: 'English', rtl: 0, isDefault: true, forUi: true, forQuiz: true, sort: 1 },
      { code: 'ar', name: 'العربية', rtl: 1, isDefault: false, forUi: true, forQuiz: true, sort: 2 },
      { code: 'fr', name: 'Français', rtl: 0, isDefault: false, forUi: true, forQuiz: true, sort: 3 },
    ])
    .returning({ id: languages.id, code: languages.code });
  return new Map(rows.map((r) => [r.code, r.id]));
}

async function seedSettings(tx: Tx): Promise<void> {
  await writeScope(tx, 'system', defaultSystemConfig);
  await writeScope(tx, 'web', defaultWebSettings);
  const { language_id: _perRequest, ...home } = defaultHomeSettings;
  await writeScope(tx, 'home', home);
}

/** The pages of the files whose language the database has. */
async function seedPages(tx: Tx, files: readonly LoadedPages[], languageIds: ReadonlyMap<string, number>): Promise<number> {
  const rows = files.flatMap((file) => {
    const languageId = languageIds.get(file.language);
    return languageId === undefined
      ? []
      : file.pages.map((p) => ({ type: p.type, languageId, title: p.title, body: p.body, items: [...(p.items ?? [])] }));
  });
  if (rows.length > 0) await tx.insert(pages).values(rows);
  return rows.length;
}

/**
 * The once-only catch-up of a database seeded before: the category files of each mode and language
 * that has no category at all (a database from before True & False gets it in every language), the
 * pages of a language that has none. Files whose slugs an admin has since taken are left out.
 */
async function seedMissingContent(tx: Tx, content: LoadedContent, log: FastifyBaseLogger): Promise<void> {
  const languageRows = await tx.select({ id: languages.id, code: languages.code, forQuiz: languages.forQuiz }).from(languages);
  const languageIds = new Map(languageRows.map((r) => [r.code, r.id]));
  const present = new Set(
    (await tx.selectDistinct({ type: categories.type, languageId: categories.languageId }).from(categories)).map((r) => `${r.type}:${r.languageId}`),
  );
  let missing = content.categories.filter((file) => {
    const languageId = languageIds.get(file.language);
    return languageId !== undefined && !present.has(`${file.type}:${languageId}`);
  });
  if (missing.length > 0) {
    const slugs = missing.map((file) => file.slug);
    const subSlugs = missing.flatMap((file) => file.subcategorySlugs);
    const taken = new Set([
      ...(await tx.select({ slug: categories.slug }).from(categories).where(inArray(categories.slug, slugs))).map((r) => r.slug),
      ...(await tx.select({ slug: subcategories.slug }).from(subcategories).where(inArray(subcategories.slug, subSlugs))).map((r) => r.slug),
    ]);
    const clash = (file: LoadedCategory) => taken.has(file.slug) || file.subcategorySlugs.some((slug) => taken.has(slug));
    for (const file of missing.filter(clash)) log.warn({ file: file.file }, 'demo content left out: its slugs are already in use');
    missing = missing.filter((file) => !clash(file));
    const seeded = await seedCategories(tx, missing, languageIds);
    // A language that just got its first Quiz Zone categories can now be picked for quizzes.
    const quizLanguages = new Set(missing.filter((file) => file.type === 'quiz_zone').map((file) => languageIds.get(file.language) ?? 0));
    const switchOn = languageRows.filter((r) => !r.forQuiz && quizLanguages.has(r.id)).map((r) => r.id);
    if (switchOn.length > 0) await tx.update(languages).set({ forQuiz: true }).where(inArray(languages.id, switchOn));
    if (seeded.categories > 0) log.info(seeded, 'seeded demo content of modes and languages the database lacked');
  }

  const withPages = new Set((await tx.selectDistinct({ languageId: pages.languageId }).from(pages)).map((r) => r.languageId));
  const pageFiles = content.pages.filter((file) => {
    const languageId = languageIds.get(file.language);
    return languageId !== undefined && !withPages.has(languageId);
  });
  const seededPages = await seedPages(tx, pageFiles, languageIds);
  if (seededPages > 0) log.info({ pages: seededPages }, 'seeded the pages of languages that had none');
}

async function seedDemoAccounts(tx: Tx, options: SeedOptions): Promise<void> {
  for (const account of demoAccounts) {
    const user = await insertUser(tx, {
      name: account.name,
      email: account.email,
      passwordHash: await hashPassword(account.password, options.passwordCost),
      emailVerifiedAt: options.now,
      type: 'email',
      role: account.role,
      isDemo: true,
    });
    if (account.subscribed) await seedSandboxSubscriber(tx, user.id, options.now);
    else await seedEndedTrial(tx, user.id, options.now);
  }
}

/**
 * Returns what was seeded, or null when the database already had content. The content files are
 * read first (a broken file stops the start, naming the file and the field); tests may pass their own.
 */
export async function seedIfEmpty(
  db: Db,
  options: SeedOptions,
  log: FastifyBaseLogger,
  content: LoadedContent = loadContent(),
): Promise<{ questions: number; categories: number } | null> {
  return db.transaction(async (tx) => {
    // Two instances starting together against one PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(7201001)`);
    const [existing] = await tx.select({ n: count() }).from(languages);
    if ((existing?.n ?? 0) > 0) {
      // Asked before the missing modes are added: their questions come with pictures, which would
      // otherwise hide that the Quiz Zone questions of a database from before pictures have none.
      const picturesMissing = await needsQuestionImages(tx);
      await seedMissingContent(tx, content, log);
      // Maths arrived after the first databases were seeded: give them the curricula once,
      const [curricula] = await tx.select({ n: count() }).from(mathsCurricula);
      if ((curricula?.n ?? 0) === 0) log.info({ maths: await seedMaths(tx, content) }, 'seeded demo maths content');
      // and their names in other languages after that.
      else if (await needsMathsNames(tx)) {
        const named = await seedMathsNames(tx, content);
        if (named > 0) log.info({ named }, 'seeded the maths names of other languages');
      }
      // The tutor hub (issue 17) after maths, whose units its maths units point at: once, when it has no subject.
      const [tutorSubjectCount] = await tx.select({ n: count() }).from(tutorSubjects);
      if ((tutorSubjectCount?.n ?? 0) === 0) {
        const { leftOut, ...tutor } = await seedTutor(tx, content);
        for (const file of leftOut) log.warn({ file }, 'tutor content left out: the database lacks its maths curriculum or units');
        if (tutor.subjects > 0) log.info({ tutor }, 'seeded the tutor hub content');
      }
      // Pictures arrived after maths: the same once-only catch-up.
      if (picturesMissing) {
        const images = await seedQuestionImages(tx, content);
        if (images > 0) log.info({ images }, 'seeded demo question pictures');
      }
      // And plans after that (issue 13).
      const seededPlans = await seedPlans(tx, options.now);
      if (seededPlans > 0) log.info({ plans: seededPlans }, 'seeded the subscription plans');
      // And exams after that (issue 15); the open demo exam is opened again when the last one ended.
      const seededExams = await seedDemoExams(tx, options.now);
      if (seededExams > 0) log.info({ exams: seededExams }, 'seeded demo exams');
      return null;
    }
    const languageIds = await seedLanguages(tx);
    await seedSettings(tx);
    const seededPages = await seedPages(tx, content.pages, languageIds);
    const seeded = await seedCategories(
      tx,
      content.categories.filter((file) => languageIds.has(file.language)),
      languageIds,
    );
    const maths = await seedMaths(tx, content);
    // The maths just seeded are the files' own, so nothing is left out here.
    const { leftOut: _none, ...tutor } = await seedTutor(tx, content);
    await seedPlans(tx, options.now);
    if (options.demoAccounts) await seedDemoAccounts(tx, options);
    // After the accounts: the demo subscriber has taken the past exam.
    const exams = await seedDemoExams(tx, options.now);
    log.info({ ...seeded, pages: seededPages, maths, tutor, exams }, 'seeded demo content');
    return seeded;
  });
}

export function describeDemoAccounts(): string {
  return demoAccounts.map((a) => `  ${a.email.padEnd(26)} ${a.password.padEnd(16)} ${a.role}${a.subscribed ? ', subscriber' : ''}`).join('\n');
}

/** Active demo accounts in the database, whoever seeded them: the start banner and warnings need the truth. */
export async function countDemoAccounts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.isDemo, true), eq(users.status, 'active')));
  return row?.n ?? 0;
}
