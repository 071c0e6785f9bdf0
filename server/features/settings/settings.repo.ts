import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { configEntries, languageBundles, languages, pages } from '../../db/schema';

export type ConfigScope = 'system' | 'web' | 'home';

/**
 * Values are stored wrapped as {"v": value}: a bare JSON string such as "0" would come back from
 * PGlite already parsed and be parsed again by the driver layer, turning "0" into the number 0.
 */
interface Wrapped {
  v: unknown;
}

export async function readScope(db: DbOrTx, scope: ConfigScope): Promise<Record<string, unknown>> {
  const rows = await db.select({ key: configEntries.key, value: configEntries.value }).from(configEntries).where(eq(configEntries.scope, scope));
  return Object.fromEntries(rows.map((r) => [r.key, (r.value as Wrapped).v]));
}

export async function writeScope(db: DbOrTx, scope: ConfigScope, values: Record<string, unknown>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await db
      .insert(configEntries)
      .values({ scope, key, value: { v: value } satisfies Wrapped })
      .onConflictDoUpdate({ target: [configEntries.scope, configEntries.key], set: { value: { v: value }, updatedAt: new Date() } });
  }
}

export async function listLanguages(db: DbOrTx, kind: 'ui' | 'quiz') {
  return db
    .select()
    .from(languages)
    .where(kind === 'ui' ? eq(languages.forUi, true) : eq(languages.forQuiz, true))
    .orderBy(asc(languages.sort), asc(languages.id));
}

export async function findLanguageByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(languages).where(eq(languages.code, code));
  return row;
}

export async function findBundle(db: DbOrTx, languageId: number, source: 'web' | 'app') {
  const [row] = await db
    .select()
    .from(languageBundles)
    .where(and(eq(languageBundles.languageId, languageId), eq(languageBundles.source, source)));
  return row;
}

export async function listPages(db: DbOrTx) {
  return db.select().from(pages);
}

/** The default language's id (the seed and the admin keep exactly one), or undefined without languages. */
export async function defaultLanguageId(db: DbOrTx): Promise<number | undefined> {
  const [row] = await db.select({ id: languages.id }).from(languages).where(eq(languages.isDefault, true));
  return row?.id;
}
