/**
 * A questions file against the database (import_admin_questions): what its rows refer to (slugs,
 * ids, media), whether the levels stay contiguous, and then the writes, all inside the caller's
 * transaction so what was checked is what is written. Every problem is reported, by line.
 */
import { eq, inArray } from 'drizzle-orm';
import type { ImportProblem } from '../../../contract/api/admin-content';
import type { Tx } from '../../db/client';
import { categories, questions, subcategories } from '../../db/schema';
import * as repo from './admin-content.repo';
import { mediaProblem } from './content-media-upload';
import { contiguityProblem } from './content-rules';
import type { QuestionFileRow } from './question-file';

interface Target {
  readonly subcategoryId: number;
  readonly categoryId: number;
  readonly categorySlug: string;
  readonly languageId: number;
}

interface PlannedRow {
  readonly row: QuestionFileRow;
  readonly target: Target;
  readonly before: repo.QuestionRow | undefined;
}

export interface ImportPlan {
  readonly problems: ImportProblem[];
  readonly creates: PlannedRow[];
  readonly updates: PlannedRow[];
  readonly unchanged: number;
}

/** The row's question as the columns of questions hold it. */
function valuesOf(row: QuestionFileRow, target: Target) {
  return {
    categoryId: target.categoryId,
    subcategoryId: target.subcategoryId,
    languageId: target.languageId,
    level: row.level,
    question: row.question,
    options: [row.option_1, row.option_2, row.option_3, row.option_4],
    answer: row.answer - 1,
    note: row.note,
    imageUrl: row.image_url ?? null,
    imageAlt: row.image_url ? (row.image_alt ?? null) : null,
    audioUrl: row.audio_url ?? null,
    active: row.active,
  };
}

function isUnchanged(before: repo.QuestionRow, row: QuestionFileRow, target: Target): boolean {
  const wanted = valuesOf(row, target);
  return (Object.keys(wanted) as (keyof typeof wanted)[]).every((key) => JSON.stringify(before[key]) === JSON.stringify(wanted[key]));
}

/** The subcategories the rows name, by slug, locked with their categories for the import. */
async function targetsOf(tx: Tx, rows: readonly QuestionFileRow[]): Promise<Map<string, Target>> {
  const slugs = [...new Set(rows.map((r) => r.subcategory_slug))];
  if (slugs.length === 0) return new Map();
  const found = await tx
    .select({ slug: subcategories.slug, subcategoryId: subcategories.id, categoryId: categories.id, categorySlug: categories.slug, languageId: categories.languageId })
    .from(subcategories)
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .where(inArray(subcategories.slug, slugs))
    .orderBy(subcategories.id)
    .for('update');
  return new Map(found.map(({ slug, ...target }) => [slug, target]));
}

async function questionsById(tx: Tx, rows: readonly QuestionFileRow[]): Promise<Map<number, repo.QuestionRow>> {
  const ids = rows.flatMap((r) => (r.id === undefined ? [] : [r.id]));
  if (ids.length === 0) return new Map();
  const found = await tx.select().from(questions).where(inArray(questions.id, ids)).orderBy(questions.id).for('update');
  return new Map(found.map((q) => [q.id, q]));
}

/** The problems of one row's references: its subcategory and category, its id, its media. */
async function referenceProblems(row: QuestionFileRow, ctx: { targets: Map<string, Target>; byId: Map<number, repo.QuestionRow>; firstLineOfId: Map<number, number>; media: (url: string, kind: 'picture' | 'audio') => Promise<string | null> }): Promise<ImportProblem[]> {
  const problems: ImportProblem[] = [];
  const at = (field: string, message: string) => problems.push({ line: row.line, field, message });
  const target = ctx.targets.get(row.subcategory_slug);
  if (!target) at('subcategory_slug', `No subcategory with slug ${row.subcategory_slug}`);
  else if (target.categorySlug !== row.category_slug) at('category_slug', `subcategory ${row.subcategory_slug} is in category ${target.categorySlug}, not ${row.category_slug}`);
  if (row.id !== undefined) {
    const first = ctx.firstLineOfId.get(row.id);
    if (first !== row.line) at('id', `id ${row.id} is on line ${first ?? '?'} already`);
    else if (!ctx.byId.has(row.id)) at('id', `No question with id ${row.id}`);
  }
  for (const [field, kind] of [['image_url', 'picture'], ['audio_url', 'audio']] as const) {
    const url = row[field];
    const problem = url === undefined ? null : await ctx.media(url, kind);
    if (problem) at(field, `${field} ${problem}`);
  }
  return problems;
}

/** Levels players would see per subcategory after the import; a gap marks the rows past it. */
async function levelProblems(tx: Tx, planned: readonly PlannedRow[]): Promise<ImportProblem[]> {
  const sizes = new Map<number, Map<number, number>>();
  const sizesOf = async (id: number) => sizes.get(id) ?? sizes.set(id, await repo.levelSizes(tx, id)).get(id) ?? new Map<number, number>();
  for (const { row, target, before } of planned) {
    // Only active questions make the levels players see.
    if (before?.active) {
      const left = await sizesOf(before.subcategoryId);
      left.set(before.level, (left.get(before.level) ?? 1) - 1);
    }
    const joined = await sizesOf(target.subcategoryId);
    if (row.active) joined.set(row.level, (joined.get(row.level) ?? 0) + 1);
  }
  const problems: ImportProblem[] = [];
  for (const [subcategoryId, levels] of sizes) {
    const problem = contiguityProblem(levels);
    if (!problem) continue;
    const filled = [...levels.values()].filter((n) => n > 0).length;
    const rows = planned.filter((p) => p.target.subcategoryId === subcategoryId || p.before?.subcategoryId === subcategoryId);
    const past = rows.filter((p) => p.target.subcategoryId === subcategoryId && p.row.level > filled);
    for (const p of past.length > 0 ? past : rows.slice(0, 1)) problems.push({ line: p.row.line, field: 'level', message: problem });
  }
  return problems;
}

export async function planImport(tx: Tx, uploadsDir: string, rows: readonly QuestionFileRow[]): Promise<ImportPlan> {
  const [targets, byId] = [await targetsOf(tx, rows), await questionsById(tx, rows)];
  const firstLineOfId = new Map<number, number>();
  for (const row of rows) if (row.id !== undefined && !firstLineOfId.has(row.id)) firstLineOfId.set(row.id, row.line);
  const checkedMedia = new Map<string, Promise<string | null>>();
  const media = (url: string, kind: 'picture' | 'audio') => checkedMedia.get(`${kind}:${url}`) ?? checkedMedia.set(`${kind}:${url}`, mediaProblem(uploadsDir, url, kind)).get(`${kind}:${url}`) ?? Promise.resolve(null);
  const problems: ImportProblem[] = [];
  const planned: PlannedRow[] = [];
  for (const row of rows) {
    const found = await referenceProblems(row, { targets, byId, firstLineOfId, media });
    const target = targets.get(row.subcategory_slug);
    if (found.length > 0 || !target) problems.push(...found);
    else planned.push({ row, target, before: row.id === undefined ? undefined : byId.get(row.id) });
  }
  const changing = planned.filter((p) => !p.before || !isUnchanged(p.before, p.row, p.target));
  const levels = await levelProblems(tx, changing);
  problems.push(...levels);
  // The counts are of good rows only: what the file would write once its bad rows are fixed.
  const good = changing.filter((p) => !levels.some((problem) => problem.line === p.row.line));
  return {
    problems,
    creates: good.filter((p) => !p.before),
    updates: good.filter((p) => p.before),
    unchanged: planned.length - changing.length,
  };
}

/** Writes a plan with no problems, in file order; a question joining a level goes last in it. */
export async function applyImport(tx: Tx, plan: ImportPlan): Promise<void> {
  const nextSorts = new Map<string, number>();
  const sortAtEnd = async (subcategoryId: number, level: number) => {
    const key = `${subcategoryId}:${level}`;
    const sort = nextSorts.get(key) ?? (await repo.nextSort(tx, subcategoryId, level));
    nextSorts.set(key, sort + 1);
    return sort;
  };
  const all = [...plan.creates, ...plan.updates].sort((a, b) => a.row.line - b.row.line);
  for (const { row, target, before } of all) {
    const values = valuesOf(row, target);
    const stays = before && before.subcategoryId === values.subcategoryId && before.level === values.level;
    const sort = stays ? before.sort : await sortAtEnd(values.subcategoryId, values.level);
    if (before) await tx.update(questions).set({ ...values, sort }).where(eq(questions.id, before.id));
    else await tx.insert(questions).values({ ...values, sort });
  }
}
