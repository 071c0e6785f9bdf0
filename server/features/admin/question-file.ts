/**
 * Questions files (CSV or JSON, the same columns): reading a file into checked rows, each with its
 * line, or a problem per bad field; and writing rows back out. What the rows refer to (slugs, ids,
 * media, levels) is checked against the database by question-import.ts.
 */
import { z } from 'zod';
import { ContentMediaUrlSchema, QUESTION_FILE_COLUMNS, type ImportProblem } from '../../../contract/api/admin-content';
import { CsvError, parseCsv, toCsv } from '../../lib/csv';

type Column = (typeof QUESTION_FILE_COLUMNS)[number];

/** A cell as CSV gives it (text) or JSON may (a number, a boolean, null); empty text is no value. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const cell = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema);
const textCell = (max: number) => z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().min(1).max(max));
const optionalText = (max: number) => cell(textCell(max).optional());

const QuestionFileRowSchema = z.object({
  id: cell(z.coerce.number().int().positive().max(2_147_483_647).optional()),
  category_slug: textCell(80),
  subcategory_slug: textCell(80),
  level: cell(z.coerce.number().int().min(1).max(10_000)),
  question: textCell(2_000),
  option_1: textCell(500),
  option_2: textCell(500),
  option_3: textCell(500),
  option_4: textCell(500),
  answer: cell(z.coerce.number().int().min(1, { error: 'answer must be the correct option number, 1 to 4' }).max(4, { error: 'answer must be the correct option number, 1 to 4' })),
  note: cell(z.string().trim().max(2_000).default('')),
  image_url: cell(ContentMediaUrlSchema.optional()),
  image_alt: optionalText(1000),
  audio_url: cell(ContentMediaUrlSchema.optional()),
  active: cell(
    z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'active must be true or false' })])
      .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes')
      .default(true),
  ),
});
export type QuestionFileRow = z.output<typeof QuestionFileRowSchema> & { readonly line: number };

/** The problems of one raw row (keyed by column), or its checked row. */
function checkRow(line: number, raw: Record<string, unknown>): QuestionFileRow | ImportProblem[] {
  const parsed = QuestionFileRowSchema.safeParse(raw);
  if (parsed.success) {
    if (parsed.data.image_url && !parsed.data.image_alt) return [{ line, field: 'image_alt', message: 'image_alt (what the picture shows) is required with image_url' }];
    return { ...parsed.data, line };
  }
  // One problem per field: the first thing wrong with it.
  const seen = new Set<string>();
  return parsed.error.issues.flatMap((issue) => {
    const field = String(issue.path[0] ?? 'content');
    if (seen.has(field)) return [];
    seen.add(field);
    const missing = raw[field] === undefined || raw[field] === '' || raw[field] === null;
    return [{ line, field, message: missing ? `${field} is required` : `${field}: ${issue.message}` }];
  });
}

/** The raw rows of a file with their lines, or the problem that stops it being read at all. */
function rawRows(format: 'csv' | 'json', content: string): { line: number; raw: Record<string, unknown> }[] | ImportProblem {
  if (format === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(content.replace(/^\uFEFF/, ''));
    } catch (error) {
      return { line: 1, field: 'content', message: `content is not JSON: ${(error as Error).message}` };
    }
    if (!Array.isArray(data)) return { line: 1, field: 'content', message: 'content must be a JSON array of questions' };
    return data.map((item: unknown, index) => ({ line: index + 1, raw: typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>) : {} }));
  }
  let rows;
  try {
    rows = parseCsv(content);
  } catch (error) {
    if (error instanceof CsvError) return { line: error.line, field: 'content', message: error.message };
    throw error;
  }
  const [header, ...body] = rows;
  if (!header) return { line: 1, field: 'content', message: 'content has no header line' };
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(QUESTION_FILE_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0) return { line: header.line, field: 'content', message: `unknown columns: ${unknown.join(', ')} (the columns are ${QUESTION_FILE_COLUMNS.join(', ')})` };
  return body.map((row) => ({ line: row.line, raw: Object.fromEntries(names.map((name, i) => [name, row.fields[i] ?? ''])) }));
}

/** Every row checked: the good ones, and every problem of the bad ones. */
export function readQuestionFile(format: 'csv' | 'json', content: string): { rows: QuestionFileRow[]; problems: ImportProblem[]; count: number } {
  const raw = rawRows(format, content);
  if (!Array.isArray(raw)) return { rows: [], problems: [raw], count: 0 };
  const rows: QuestionFileRow[] = [];
  const problems: ImportProblem[] = [];
  for (const { line, raw: fields } of raw) {
    const checked = checkRow(line, fields);
    if (Array.isArray(checked)) problems.push(...checked);
    else rows.push(checked);
  }
  return { rows, problems, count: raw.length };
}

export type ExportRow = Record<Column, string | number | boolean | null>;

/** Rows as a file: CSV with a header line (every value as text), or a JSON array. */
export function writeQuestionFile(format: 'csv' | 'json', rows: readonly ExportRow[]): string {
  if (format === 'json') return JSON.stringify(rows, null, 2);
  return toCsv([[...QUESTION_FILE_COLUMNS], ...rows.map((row) => QUESTION_FILE_COLUMNS.map((column) => (row[column] === null ? '' : String(row[column]))))]);
}
