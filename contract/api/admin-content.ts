/**
 * The admin's Quiz Zone content (issue 12, docs/ADMIN.md "Content"): categories, subcategories and
 * questions, their pictures and sounds, and the questions' import and export. Every action is
 * `auth: 'admin'`. A category belongs to one language (its subcategories and questions follow it):
 * the same category in two languages is two categories, as the player's lists read them.
 */
import { z } from 'zod';
import { IdSchema, PagingSchema, TextSchema } from './common';
import { CATEGORY_TYPES } from '../quiz/solo-modes';
import { defineAction } from './define';

/** Trimmed text a database can store, from min to max characters. */
export const boundedText = (min: number, max: number) => TextSchema.pipe(z.string().trim().min(min).max(max));
const SlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'slug must be lower-case letters, digits and single dashes' })
  .max(80);
export const SearchSchema = TextSchema.pipe(z.string().trim().max(100)).optional();
/** A site path of content media: a seed file under /content-media/ or an upload under /uploads/content/. */
export const ContentMediaUrlSchema = z
  .string()
  .trim()
  .regex(/^\/(?:content-media|uploads\/content)\/[A-Za-z0-9._/-]{1,200}$/, { error: 'must be a path upload_admin_content_media answered' })
  .refine((url) => !url.includes('..'), { error: 'must not contain ..' });
export const OrderSchema = z.coerce.number().int().min(0).max(1_000_000);

export const AdminCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  /** A picture shown instead of the icon, or null. */
  image_url: z.string().nullable(),
  description: z.string(),
  language_id: z.number().int(),
  /** Its mode pool (contract/quiz/solo-modes.ts), set by the seed: which fields its questions take. */
  type: z.enum(CATEGORY_TYPES),
  is_premium: z.boolean(),
  /** The unlock price; null: the system configuration's premium_category_coins. */
  coins: z.number().int().nullable(),
  sort: z.number().int(),
  active: z.boolean(),
  subcategories: z.number().int(),
  questions: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

export const AdminSubcategorySchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  sort: z.number().int(),
  active: z.boolean(),
  questions: z.number().int(),
  /** The highest level with a question (0 without any). */
  max_level: z.number().int(),
});
export type AdminSubcategory = z.infer<typeof AdminSubcategorySchema>;

export const AdminQuestionSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  subcategory_id: z.number().int(),
  language_id: z.number().int(),
  level: z.number().int(),
  question: z.string(),
  /** The category's type (contract/quiz/solo-modes.ts): which of the type's own fields the question has. */
  type: z.enum(CATEGORY_TYPES),
  /** Four options; two for True & False (true first); none for Guess The Word. */
  options: z.array(z.string()),
  /** Index of the correct option; -1 for Guess The Word (answer_text). */
  answer: z.number().int(),
  /** Guess The Word: the word to build, upper case; null elsewhere. */
  answer_text: z.string().nullable(),
  /** Guess The Word: the free clue shown under the question; null elsewhere. */
  hint: z.string().nullable(),
  /** What the sound says (audio questions), for players who cannot hear it. */
  transcript: z.string().nullable(),
  /** The text and options hold TeX formulas between $...$ (Math Mania). */
  math: z.boolean(),
  /** The Fun & Learn passage the question is about; null elsewhere. */
  passage_id: z.number().int().nullable(),
  note: z.string(),
  image_url: z.string().nullable(),
  image_alt: z.string().nullable(),
  audio_url: z.string().nullable(),
  sort: z.number().int(),
  active: z.boolean(),
});
export type AdminQuestion = z.infer<typeof AdminQuestionSchema>;

export const page = <T extends z.ZodType>(row: T) => z.object({ total: z.number().int(), data: z.array(row) });
export const ActiveFilterSchema = z.enum(['true', 'false']).transform((v) => v === 'true').or(z.boolean()).optional();

/** Categories in the app's order (sort, id) or by name/id, with counts of what they hold (active or not); `id` reads one (an edit screen). */
export const getAdminCategories = defineAction({
  name: 'get_admin_categories',
  auth: 'admin',
  body: PagingSchema.extend({
    id: IdSchema.optional(),
    search: SearchSchema,
    language_id: IdSchema.optional(),
    active: ActiveFilterSchema,
    order_by: z.enum(['sort', 'name', 'id']).default('sort'),
  }),
  data: page(AdminCategorySchema),
});

/** Creates (no id) or updates (id) a category; `active: false` hides it (and all it holds) from players. */
export const setAdminCategory = defineAction({
  name: 'set_admin_category',
  auth: 'admin',
  body: z.object({
    id: IdSchema.optional(),
    slug: SlugSchema,
    name: boundedText(1, 120),
    icon: TextSchema.pipe(z.string().trim().max(16)).default(''),
    image_url: ContentMediaUrlSchema.nullable().default(null),
    description: TextSchema.pipe(z.string().trim().max(2_000)).default(''),
    language_id: IdSchema,
    is_premium: z.boolean().default(false),
    coins: z.number().int().min(0).max(1_000_000).nullable().default(null),
    sort: OrderSchema.default(0),
    active: z.boolean().default(true),
  }),
  data: z.object({ category: AdminCategorySchema, changed: z.boolean() }),
});

export const getAdminSubcategories = defineAction({
  name: 'get_admin_subcategories',
  auth: 'admin',
  body: PagingSchema.extend({
    id: IdSchema.optional(),
    category_id: IdSchema.optional(),
    search: SearchSchema,
    active: ActiveFilterSchema,
    order_by: z.enum(['sort', 'name', 'id']).default('sort'),
  }),
  data: page(AdminSubcategorySchema),
});

export const setAdminSubcategory = defineAction({
  name: 'set_admin_subcategory',
  auth: 'admin',
  body: z.object({
    id: IdSchema.optional(),
    category_id: IdSchema,
    slug: SlugSchema,
    name: boundedText(1, 120),
    sort: OrderSchema.default(0),
    active: z.boolean().default(true),
  }),
  data: z.object({ subcategory: AdminSubcategorySchema, changed: z.boolean() }),
});

/** Questions in play order (subcategory, level, sort, id); `search` matches the text, ignoring case; `id` reads one. */
export const getAdminQuestions = defineAction({
  name: 'get_admin_questions',
  auth: 'admin',
  body: PagingSchema.extend({
    id: IdSchema.optional(),
    category_id: IdSchema.optional(),
    subcategory_id: IdSchema.optional(),
    level: z.coerce.number().int().min(1).max(10_000).optional(),
    language_id: IdSchema.optional(),
    search: SearchSchema,
    active: ActiveFilterSchema,
  }),
  data: page(AdminQuestionSchema),
});

export const QuestionFieldsSchema = z.object({
  level: z.coerce.number().int().min(1).max(10_000),
  question: boundedText(1, 2_000),
  /** As many as the category's type takes (4; 2 for True & False; none for Guess The Word): the server checks. */
  options: z.array(boundedText(1, 500)).max(4, { error: 'options must be at most 4 answers' }).default([]),
  /** Ignored for Guess The Word (stored as -1). */
  answer: z.coerce.number().int().min(0).max(3).default(0),
  /** Guess The Word's word: letters (any script) and single spaces, stored upper-cased. */
  answer_text: TextSchema.pipe(
    z
      .string()
      .trim()
      .normalize('NFC')
      .toUpperCase()
      .max(60, { error: 'answer_text must be at most 60 characters' })
      .regex(/^\p{L}+(?: \p{L}+)*$/u, { error: 'answer_text must be letters, words separated by single spaces' }),
  )
    .nullable()
    .default(null),
  hint: TextSchema.pipe(z.string().trim().max(500)).nullable().default(null),
  transcript: TextSchema.pipe(z.string().trim().max(10_000)).nullable().default(null),
  passage_id: IdSchema.nullable().default(null),
  /** Math Mania: whether the text and options hold TeX between $...$; left out, true in a math_mania category. */
  math: z.boolean().optional(),
  note: TextSchema.pipe(z.string().trim().max(2_000)).default(''),
  image_url: ContentMediaUrlSchema.nullable().default(null),
  image_alt: TextSchema.pipe(z.string().trim().max(1000)).nullable().default(null),
  audio_url: ContentMediaUrlSchema.nullable().default(null),
  active: z.boolean().default(true),
});

/**
 * Creates (no id: last in its level) or updates (id) a question. The level must keep the
 * subcategory's levels contiguous (at most one past the last; never empties a level before the
 * last); a picture needs its alt text.
 */
export const setAdminQuestion = defineAction({
  name: 'set_admin_question',
  auth: 'admin',
  body: QuestionFieldsSchema.extend({ id: IdSchema.optional(), subcategory_id: IdSchema }),
  data: z.object({ question: AdminQuestionSchema, changed: z.boolean() }),
});

/** Puts a level's questions in this order: every question of the level, each once. */
export const setAdminQuestionOrder = defineAction({
  name: 'set_admin_question_order',
  auth: 'admin',
  body: z.object({
    subcategory_id: IdSchema,
    level: z.coerce.number().int().min(1).max(10_000),
    question_ids: z.array(IdSchema).min(1).max(1_000),
  }),
  data: z.object({ question_ids: z.array(z.number().int()), changed: z.boolean() }),
});

/** A picture (PNG, JPEG, WebP) up to this size; SVG is refused (it can carry script). */
export const CONTENT_PICTURE_MAX_BYTES = 1024 * 1024;
/** A sound (MP3, OGG, M4A/AAC, WAV) up to this size: the server's multipart limit for any file. */
export const CONTENT_AUDIO_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Stores a picture or sound for questions (multipart/form-data, one file in the field `file`): its
 * type is read from its bytes, never its name. Answers the site path to put in image_url or
 * audio_url; the same file uploaded twice gets the same path.
 */
export const uploadAdminContentMedia = defineAction({
  name: 'upload_admin_content_media',
  auth: 'admin',
  multipart: true,
  body: z.object({
    file: z.custom<Uint8Array>((value) => value instanceof Uint8Array && value.byteLength > 0, {
      error: 'Attach one picture or sound in the field named file',
    }),
  }),
  data: z.object({ url: z.string(), kind: z.enum(['picture', 'audio']), content_type: z.string(), bytes: z.number().int() }),
});

// Import and export of questions (docs/ADMIN.md "Content"): one flat row per question, the same
// columns in CSV (a header line first) and JSON (an array of objects).

/** The columns, in the order export writes them. `answer` is the correct option's number, 1 to 4. */
export const QUESTION_FILE_COLUMNS = [
  'id',
  'category_slug',
  'subcategory_slug',
  'level',
  'question',
  'option_1',
  'option_2',
  'option_3',
  'option_4',
  'answer',
  'note',
  'image_url',
  'image_alt',
  'audio_url',
  'active',
] as const;

export const QuestionFileFormatSchema = z.enum(['csv', 'json']);

/** At most this many questions in one export (a filter narrows a larger set). */
export const QUESTION_EXPORT_MAX = 20_000;

export const exportAdminQuestions = defineAction({
  name: 'export_admin_questions',
  auth: 'admin',
  body: z.object({
    format: QuestionFileFormatSchema,
    category_id: IdSchema.optional(),
    subcategory_id: IdSchema.optional(),
    language_id: IdSchema.optional(),
    active: ActiveFilterSchema,
  }),
  data: z.object({
    format: QuestionFileFormatSchema,
    /** The file's text: CSV with a header line, or a JSON array. */
    content: z.string(),
    rows: z.number().int(),
    /** More questions matched than QUESTION_EXPORT_MAX; the file holds the first ones in play order. */
    truncated: z.boolean(),
  }),
});

export const ImportProblemSchema = z.object({
  /** The CSV line the row starts on (the header is line 1), or the JSON array index + 1. */
  line: z.number().int(),
  /** The column at fault, or 'content' for the file as a whole. */
  field: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

/**
 * Checks every row of a questions file and, unless `dry_run` or a row is bad, writes them all in
 * one transaction: a row with an id updates that question, a row without one adds a question at
 * the end of its level. Any bad row writes nothing; `problems` lists every one.
 */
export const importAdminQuestions = defineAction({
  name: 'import_admin_questions',
  auth: 'admin',
  body: z.object({
    format: QuestionFileFormatSchema,
    content: TextSchema.pipe(z.string().min(1, { error: 'content must hold the file' }).max(5_000_000)),
    dry_run: z.boolean().default(true),
  }),
  data: z.object({
    dry_run: z.boolean(),
    /** Whether the rows were written (not a dry run, no problem, something to change). */
    written: z.boolean(),
    rows: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    problems: z.array(ImportProblemSchema),
  }),
});
