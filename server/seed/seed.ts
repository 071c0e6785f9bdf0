/**
 * Loads demo content and demo accounts into an empty database, in one transaction. It runs on every
 * start and does nothing once the database has languages (so an admin's edits are never overwritten),
 * except that a database seeded before maths or question pictures existed gets them once.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import { categories, languages, mathsCurricula, pages, questions, subcategories, users } from '../db/schema';
import { seedEndedTrial, seedPlans, seedSandboxSubscriber } from './seed-billing';
import { hashPassword } from '../lib/password';
import { defaultHomeSettings, defaultSystemConfig, defaultWebSettings } from '../features/settings/defaults';
import { insertUser } from '../features/users/users.repo';
import { writeScope } from '../features/settings/settings.repo';
import { quizCategories } from './content/quiz';
import { seedPages } from './content/pages';
import { demoAccounts } from './demo-accounts';
import { seedMaths } from './seed-maths';
import { needsQuestionImages, seedQuestionImages } from './seed-question-images';

export interface SeedOptions {
  readonly passwordCost: number;
  /** Also the demo accounts, whose passwords the README prints: config.seedDemoAccounts, never in production. */
  readonly demoAccounts: boolean;
  readonly now: Date;
}

async function seedLanguages(tx: Tx): Promise<number> {
  const rows = await tx
    .insert(languages)
    .values([
      { code: 'en', name: 'English', rtl: 0, isDefault: true, forUi: true, forQuiz: true, sort: 1 },
      { code: 'ar', name: 'العربية', rtl: 1, isDefault: false, forUi: true, forQuiz: false, sort: 2 },
      { code: 'fr', name: 'Français', rtl: 0, isDefault: false, forUi: true, forQuiz: false, sort: 3 },
    ])
    .returning({ id: languages.id, code: languages.code });
  const english = rows.find((r) => r.code === 'en');
  if (!english) throw new Error('seed: English was not inserted');
  return english.id;
}

async function seedSettings(tx: Tx, englishId: number): Promise<void> {
  await writeScope(tx, 'system', defaultSystemConfig);
  await writeScope(tx, 'web', defaultWebSettings);
  const { language_id: _perRequest, ...home } = defaultHomeSettings;
  await writeScope(tx, 'home', home);
  await tx.insert(pages).values(seedPages.map((p) => ({ type: p.type, languageId: englishId, title: p.title, body: p.body, items: [...(p.items ?? [])] })));
}

async function seedQuiz(tx: Tx, languageId: number): Promise<number> {
  let total = 0;
  for (const [categoryIndex, category] of quizCategories.entries()) {
    const [cat] = await tx
      .insert(categories)
      .values({
        slug: category.slug,
        name: category.name,
        icon: category.icon,
        description: category.description,
        languageId,
        sort: categoryIndex,
        ...(category.premiumCoins === undefined ? {} : { isPremium: true, coins: category.premiumCoins }),
      })
      .returning({ id: categories.id });
    if (!cat) throw new Error(`seed: category ${category.slug} was not inserted`);
    for (const [subIndex, sub] of category.subcategories.entries()) {
      const [subRow] = await tx
        .insert(subcategories)
        .values({ categoryId: cat.id, slug: sub.slug, name: sub.name, sort: subIndex })
        .returning({ id: subcategories.id });
      if (!subRow) throw new Error(`seed: subcategory ${sub.slug} was not inserted`);
      const rows = sub.levels.flatMap((level, levelIndex) =>
        level.map((q, i) => ({
          categoryId: cat.id,
          subcategoryId: subRow.id,
          level: levelIndex + 1,
          languageId,
          question: q.question,
          options: [...q.options],
          answer: q.answer,
          note: q.note,
          sort: i,
        })),
      );
      await tx.insert(questions).values(rows);
      total += rows.length;
    }
  }
  return total;
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

/** Returns what was seeded, or null when the database already had content. */
export async function seedIfEmpty(db: Db, options: SeedOptions, log: FastifyBaseLogger): Promise<{ questions: number } | null> {
  return db.transaction(async (tx) => {
    // Two instances starting together against one PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(7201001)`);
    const [existing] = await tx.select({ n: count() }).from(languages);
    if ((existing?.n ?? 0) > 0) {
      // Maths arrived after the first databases were seeded: give them the curricula once.
      const [curricula] = await tx.select({ n: count() }).from(mathsCurricula);
      if ((curricula?.n ?? 0) === 0) log.info({ maths: await seedMaths(tx) }, 'seeded demo maths content');
      // Pictures arrived after that: the same once-only catch-up.
      if (await needsQuestionImages(tx)) {
        const images = await seedQuestionImages(tx);
        if (images > 0) log.info({ images }, 'seeded demo question pictures');
      }
      // And plans after that (issue 13).
      const seededPlans = await seedPlans(tx, options.now);
      if (seededPlans > 0) log.info({ plans: seededPlans }, 'seeded the subscription plans');
      return null;
    }
    const englishId = await seedLanguages(tx);
    await seedSettings(tx, englishId);
    const seededQuestions = await seedQuiz(tx, englishId);
    await seedQuestionImages(tx);
    const maths = await seedMaths(tx);
    await seedPlans(tx, options.now);
    if (options.demoAccounts) await seedDemoAccounts(tx, options);
    log.info({ questions: seededQuestions, categories: quizCategories.length, maths }, 'seeded demo content');
    return { questions: seededQuestions };
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
