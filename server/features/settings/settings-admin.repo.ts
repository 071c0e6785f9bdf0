/** The rows the admin's settings writes change: languages, their interface overrides, pages and config keys (read under lock). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { configEntries, languageBundles, languages, pages } from '../../db/schema';
import type { ConfigScope } from './settings.repo';

export type LanguageRow = typeof languages.$inferSelect;
export type PageRow = typeof pages.$inferSelect;

/** The bundle the admin edits: the app's bundle falls back to it (settings.service languageBundle). */
const EDITED_SOURCE = 'web';

export async function allLanguages(db: DbOrTx): Promise<LanguageRow[]> {
  return db.select().from(languages).orderBy(asc(languages.sort), asc(languages.id));
}

export async function findLanguage(db: DbOrTx, id: number): Promise<LanguageRow | undefined> {
  const [row] = await db.select().from(languages).where(eq(languages.id, id));
  return row;
}

/** Every language row locked, by id: a default change and an enable/disable take turns. */
export async function lockLanguages(tx: Tx): Promise<LanguageRow[]> {
  return tx.select().from(languages).orderBy(asc(languages.id)).for('update');
}

/** The new row, or undefined when another admin's add of the same code committed first. */
export async function insertLanguage(tx: Tx, values: typeof languages.$inferInsert): Promise<LanguageRow | undefined> {
  const [row] = await tx.insert(languages).values(values).onConflictDoNothing({ target: languages.code }).returning();
  return row;
}

export async function updateLanguage(tx: Tx, id: number, values: Partial<typeof languages.$inferInsert>): Promise<void> {
  await tx.update(languages).set(values).where(eq(languages.id, id));
}

/** The default moves in two steps: the unique index allows one default at a time. */
export async function moveDefault(tx: Tx, toId: number): Promise<void> {
  await tx.update(languages).set({ isDefault: false }).where(eq(languages.isDefault, true));
  await tx.update(languages).set({ isDefault: true }).where(eq(languages.id, toId));
}

/** A language's overrides (the admin's texts over the shipped ones); locked when read for a write. */
export async function overridesOf(db: DbOrTx, languageId: number, lock = false): Promise<Record<string, string>> {
  const query = db
    .select({ strings: languageBundles.strings })
    .from(languageBundles)
    .where(and(eq(languageBundles.languageId, languageId), eq(languageBundles.source, EDITED_SOURCE)));
  const [row] = lock ? await query.for('update') : await query;
  return row?.strings ?? {};
}

export async function writeOverrides(tx: Tx, languageId: number, strings: Record<string, string>, at: Date): Promise<void> {
  await tx
    .insert(languageBundles)
    .values({ languageId, source: EDITED_SOURCE, strings, updatedAt: at })
    .onConflictDoUpdate({ target: [languageBundles.languageId, languageBundles.source], set: { strings, updatedAt: at } });
}

export async function pagesOf(db: DbOrTx, languageIds: number[]): Promise<PageRow[]> {
  return db.select().from(pages).where(inArray(pages.languageId, languageIds));
}

export async function lockPage(tx: Tx, type: string, languageId: number): Promise<PageRow | undefined> {
  const [row] = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.type, type), eq(pages.languageId, languageId)))
    .for('update');
  return row;
}

export async function upsertPage(tx: Tx, values: Pick<PageRow, 'type' | 'languageId' | 'title' | 'body' | 'items' | 'updatedAt'>): Promise<void> {
  await tx
    .insert(pages)
    .values(values)
    .onConflictDoUpdate({ target: [pages.type, pages.languageId], set: { title: values.title, body: values.body, items: values.items, updatedAt: values.updatedAt } });
}

export async function deletePage(tx: Tx, type: string, languageId: number): Promise<void> {
  await tx.delete(pages).where(and(eq(pages.type, type), eq(pages.languageId, languageId)));
}

/** A scope's stored rows locked, so two admins' writes to one scope take turns. */
export async function lockScope(tx: Tx, scope: ConfigScope): Promise<void> {
  await tx.select({ key: configEntries.key }).from(configEntries).where(eq(configEntries.scope, scope)).for('update');
}
