/**
 * Reads the demo content files (format and folders in ./schema.ts, docs/CONTENT.md) into memory,
 * checked: a file that does not parse, or breaks its schema, stops the load with the file and the
 * field path named, so a content mistake is found before anything reaches the database. It also
 * checks what no single file can: every media file named exists, and no two files claim one slug.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { CategoryType } from '../../../contract/quiz/solo-modes';
import { fromRoot } from '../../lib/project-root';
import {
  ChoiceFileSchema,
  FunNLearnFileSchema,
  MathsCurriculumFileSchema,
  MODE_FOLDERS,
  PagesFileSchema,
  QuizZoneFileSchema,
  TrueFalseFileSchema,
  WordFileSchema,
  type MathsCurriculumFile,
} from './schema';
import { TutorSubjectFileSchema, type TutorSubjectFile } from './tutor-schema';

export const CONTENT_ROOT = fromRoot('server', 'seed', 'content');
export const MEDIA_ROOT = fromRoot('server', 'seed', 'media');
/** Where the tutor notes' pictures are (served and precached as the app's own files: /tutor/<name>.svg). */
export const PUBLIC_ROOT = fromRoot('public');

/** The default language: its slugs carry no suffix. */
export const DEFAULT_LANGUAGE = 'en';
const LANGUAGE_FOLDER = /^[a-z]{2}$/;

type FileOf<S extends z.ZodType> = z.infer<S>;

/** One category file, its type deciding the shape of its subcategories. */
export type CategoryContent =
  | { readonly type: 'quiz_zone'; readonly data: FileOf<typeof QuizZoneFileSchema> }
  | { readonly type: 'true_false'; readonly data: FileOf<typeof TrueFalseFileSchema> }
  | { readonly type: 'fun_n_learn'; readonly data: FileOf<typeof FunNLearnFileSchema> }
  | { readonly type: 'guess_the_word'; readonly data: FileOf<typeof WordFileSchema> }
  | { readonly type: 'audio_questions' | 'math_mania' | 'nonverbal'; readonly data: FileOf<typeof ChoiceFileSchema> };

export type LoadedCategory = CategoryContent & {
  /** The file, relative to the content root, for messages. */
  readonly file: string;
  readonly language: string;
  /** Position among the files of its mode and language (files sorted by name). */
  readonly sort: number;
  /** The slugs stored: a non-default language's gets its code (science-fr), unless the file already has it. */
  readonly slug: string;
  readonly subcategorySlugs: readonly string[];
};

export interface LoadedPages {
  readonly file: string;
  readonly language: string;
  readonly pages: FileOf<typeof PagesFileSchema>;
}

export interface LoadedContent {
  readonly categories: readonly LoadedCategory[];
  /** In display order (their sort field, then file name). */
  readonly maths: readonly (MathsCurriculumFile & { readonly file: string })[];
  readonly pages: readonly LoadedPages[];
  /** The tutor hub's subjects, by year then their sort field (then file name). */
  readonly tutor: readonly (TutorSubjectFile & { readonly file: string })[];
  /** Every media path named (relative to the media root), each once. */
  readonly media: readonly string[];
}

export class ContentError extends Error {
  override readonly name = 'ContentError';
}

/** `science` in fr -> `science-fr`; English and already-suffixed slugs stay as written. */
export function storedSlug(slug: string, language: string): string {
  return language === DEFAULT_LANGUAGE || slug.endsWith(`-${language}`) ? slug : `${slug}-${language}`;
}

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

function subfolders(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir)
    .filter((name) => statSync(path.join(dir, name)).isDirectory())
    .sort();
}

/** Language folders with the default language first, the others in name order. */
function defaultFirst(languages: string[]): string[] {
  return [...languages].sort((a, b) => Number(b === DEFAULT_LANGUAGE) - Number(a === DEFAULT_LANGUAGE) || a.localeCompare(b));
}

function parseFile<S extends z.ZodType>(root: string, relative: string, schema: S): z.infer<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path.join(root, relative), 'utf8'));
  } catch (error) {
    throw new ContentError(`${relative}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.slice(0, 5).map((issue) => `  ${issue.path.length > 0 ? issue.path.join('.') : '(file)'}: ${issue.message}`);
  throw new ContentError(`${relative}: does not match its format\n${lines.join('\n')}`);
}

/** Where media paths sit in a category file, with the field path a message names. */
function mediaOf(category: CategoryContent): { at: string; file: string }[] {
  const found: { at: string; file: string }[] = [];
  const add = (at: string, item: { image?: string | undefined; audio?: string | undefined; video?: string | undefined }) => {
    for (const key of ['image', 'audio', 'video'] as const) {
      const file = item[key];
      if (file !== undefined) found.push({ at: `${at}.${key}`, file });
    }
  };
  category.data.subcategories.forEach((sub, s) => {
    if ('levels' in sub) sub.levels.forEach((level, l) => level.forEach((q, i) => add(`subcategories.${s}.levels.${l}.${i}`, q)));
    if ('questions' in sub) sub.questions.forEach((q, i) => add(`subcategories.${s}.questions.${i}`, q));
    if ('passages' in sub) {
      sub.passages.forEach((p, i) => {
        add(`subcategories.${s}.passages.${i}`, p);
        p.questions.forEach((q, j) => add(`subcategories.${s}.passages.${i}.questions.${j}`, q));
      });
    }
  });
  return found;
}

function asCategory(type: CategoryType, root: string, relative: string): CategoryContent {
  switch (type) {
    case 'quiz_zone':
      return { type, data: parseFile(root, relative, QuizZoneFileSchema) };
    case 'true_false':
      return { type, data: parseFile(root, relative, TrueFalseFileSchema) };
    case 'fun_n_learn':
      return { type, data: parseFile(root, relative, FunNLearnFileSchema) };
    case 'guess_the_word':
      return { type, data: parseFile(root, relative, WordFileSchema) };
    case 'audio_questions':
    case 'math_mania':
    case 'nonverbal':
      return { type, data: parseFile(root, relative, ChoiceFileSchema) };
  }
}

/**
 * Loads every content file under root (absent or empty folders are fine: a mode without files
 * seeds nothing). mediaRoot is where named media must exist.
 */
export function loadContent(root: string = CONTENT_ROOT, mediaRoot: string = MEDIA_ROOT, publicRoot: string = PUBLIC_ROOT): LoadedContent {
  const categories: LoadedCategory[] = [];
  // Every stored slug and the file that claims it: categories and subcategories share the check
  // (each table's slugs are unique, and a slug read in two places would confuse an admin anyway).
  const slugOwners = new Map<string, string>();
  const claim = (slug: string, file: string, at: string) => {
    const owner = slugOwners.get(slug);
    if (owner !== undefined) throw new ContentError(`${file}: ${at}: the slug "${slug}" is already used by ${owner}`);
    slugOwners.set(slug, `${file} (${at})`);
  };
  const media = new Map<string, string>();

  for (const [type, { folder }] of Object.entries(MODE_FOLDERS) as [CategoryType, (typeof MODE_FOLDERS)[CategoryType]][]) {
    // The default language's files first: a fresh database numbers its rows in the order the
    // content is read, so its first category and subcategory are the default language's.
    for (const language of defaultFirst(subfolders(path.join(root, folder)))) {
      if (!LANGUAGE_FOLDER.test(language)) throw new ContentError(`${folder}/${language}: a folder under ${folder} is a language code such as en, ar or fr`);
      jsonFiles(path.join(root, folder, language)).forEach((name, sort) => {
        const file = `${folder}/${language}/${name}`;
        const content = asCategory(type, root, file);
        const slug = storedSlug(content.data.slug, language);
        claim(slug, file, 'slug');
        const subcategorySlugs = content.data.subcategories.map((sub, i) => {
          const stored = storedSlug(sub.slug, language);
          claim(stored, file, `subcategories.${i}.slug`);
          return stored;
        });
        for (const { at, file: mediaFile } of mediaOf(content)) {
          if (!media.has(mediaFile)) media.set(mediaFile, `${file}: ${at}`);
        }
        categories.push({ ...content, file, language, sort, slug, subcategorySlugs } as LoadedCategory);
      });
    }
  }

  const maths = jsonFiles(path.join(root, 'maths'))
    .map((name) => {
      const file = `maths/${name}`;
      const curriculum = parseFile(root, file, MathsCurriculumFileSchema);
      return { ...curriculum, file };
    })
    .sort((a, b) => a.sort - b.sort || a.file.localeCompare(b.file));
  const mathsSlugs = new Map<string, string>();
  const mathsKeys = new Map<string, string>();
  for (const c of maths) {
    for (const [slug, at] of [[c.slug, 'slug'], ...c.units.map((u, i) => [u.slug, `units.${i}.slug`] as const)] as const) {
      const owner = mathsSlugs.get(slug);
      if (owner !== undefined) throw new ContentError(`${c.file}: ${at}: the slug "${slug}" is already used by ${owner}`);
      mathsSlugs.set(slug, `${c.file} (${at})`);
    }
    // Level keys (curriculum key + unit key) name every stored question and its progress.
    const keyOwner = mathsKeys.get(c.key);
    if (keyOwner !== undefined) throw new ContentError(`${c.file}: key: the key "${c.key}" is already used by ${keyOwner}`);
    mathsKeys.set(c.key, c.file);
    const unitKeys = new Set<string>();
    c.units.forEach((u, i) => {
      if (unitKeys.has(u.key)) throw new ContentError(`${c.file}: units.${i}.key: the key "${u.key}" is used twice`);
      unitKeys.add(u.key);
    });
  }

  const pages = jsonFiles(path.join(root, 'pages')).map((name): LoadedPages => {
    const file = `pages/${name}`;
    const language = name.slice(0, -'.json'.length);
    if (!LANGUAGE_FOLDER.test(language)) throw new ContentError(`${file}: a pages file is named by its language code, e.g. pages/fr.json`);
    const list = parseFile(root, file, PagesFileSchema);
    list.forEach((page, i) => {
      if (list.findIndex((p) => p.type === page.type) !== i) throw new ContentError(`${file}: ${i}.type: the page "${page.type}" is written twice`);
    });
    return { file, language, pages: list };
  });

  for (const [mediaFile, where] of media) {
    const full = path.join(mediaRoot, mediaFile);
    if (!existsSync(full) || !statSync(full).isFile()) throw new ContentError(`${where}: no file "${mediaFile}" under server/seed/media`);
  }

  const tutor = loadTutor(root, maths, publicRoot);

  return { categories, maths, pages, tutor, media: [...media.keys()] };
}

/**
 * The tutor subjects (./tutor-schema.ts), checked across files: slugs unique per table (subjects,
 * chapters, units), item ids unique, a maths subject's curriculum and each unit's maths unit among
 * the maths files (and the unit in that curriculum), every picture a file under public/.
 */
function loadTutor(root: string, maths: LoadedContent['maths'], publicRoot: string): LoadedContent['tutor'] {
  const tutor = jsonFiles(path.join(root, 'tutor'))
    .map((name) => ({ ...parseFile(root, `tutor/${name}`, TutorSubjectFileSchema), file: `tutor/${name}` }))
    .sort((a, b) => a.year - b.year || a.sort - b.sort || a.file.localeCompare(b.file));
  const owners = { subject: new Map<string, string>(), chapter: new Map<string, string>(), unit: new Map<string, string>(), item: new Map<string, string>() };
  const claim = (kind: keyof typeof owners, key: string, file: string, at: string) => {
    const owner = owners[kind].get(key);
    if (owner !== undefined) throw new ContentError(`${file}: ${at}: the ${kind === 'item' ? 'item id' : 'slug'} "${key}" is already used by ${owner}`);
    owners[kind].set(key, `${file} (${at})`);
  };
  for (const s of tutor) {
    claim('subject', s.slug, s.file, 'slug');
    const curriculum = s.maths_curriculum === undefined ? undefined : maths.find((c) => c.slug === s.maths_curriculum);
    if (s.maths_curriculum !== undefined && !curriculum) throw new ContentError(`${s.file}: maths_curriculum: no maths curriculum "${s.maths_curriculum}" in server/seed/content/maths`);
    s.chapters.forEach((chapter, c) => {
      claim('chapter', chapter.slug, s.file, `chapters.${c}.slug`);
      chapter.units.forEach((unit, u) => {
        const at = `chapters.${c}.units.${u}`;
        claim('unit', unit.slug, s.file, `${at}.slug`);
        if (unit.maths_unit !== undefined && !curriculum?.units.some((m) => m.slug === unit.maths_unit)) {
          throw new ContentError(`${s.file}: ${at}.maths_unit: no maths unit "${unit.maths_unit}" in ${curriculum?.file ?? 'the maths files'}`);
        }
        unit.items?.forEach((item, i) => claim('item', `${unit.slug}:${item.key}`, s.file, `${at}.items.${i}.key`));
        unit.notes.forEach((block, n) => {
          if (block.type !== 'picture') return;
          const full = path.join(publicRoot, block.src);
          if (!existsSync(full) || !statSync(full).isFile()) throw new ContentError(`${s.file}: ${at}.notes.${n}.src: no file "${block.src}" under public/`);
        });
      });
    });
  }
  return tutor;
}

/** The languages the content has category files for, the default first. */
export function contentLanguages(content: LoadedContent): string[] {
  return defaultFirst([...new Set(content.categories.map((c) => c.language))]);
}
