/**
 * The admin's languages and interface texts (issue 12). A language's interface texts are the
 * strings shipped with the app (locales/<code>.json) with the admin's overrides over them; the
 * keys are English's. get_system_language_json serves the merged strings to the PWA.
 */
import { z } from 'zod';
import { IdSchema, TextSchema } from './common';
import { defineAction } from './define';
import { LanguageSchema } from './settings';

export const AdminLanguageSchema = LanguageSchema.extend({
  /** Offered as an interface language (get_system_language_list). */
  for_ui: z.boolean(),
  /** Offered as a quiz content language (get_languages). */
  for_quiz: z.boolean(),
  sort: z.number().int(),
  /** English's interface keys, and how many of them this language has a text for. */
  keys_total: z.number().int(),
  keys_present: z.number().int(),
  keys_missing: z.number().int(),
});
export type AdminLanguage = z.infer<typeof AdminLanguageSchema>;

/** Every language, enabled or not, by sort then id. */
export const getAdminLanguages = defineAction({
  name: 'get_admin_languages',
  auth: 'admin',
  body: z.object({}),
  data: z.array(AdminLanguageSchema),
});

const RtlSchema = z.union([z.literal(0), z.literal(1)], { error: 'rtl must be 0 or 1' });
const LanguageNameSchema = TextSchema.pipe(z.string().trim().min(1).max(60));

/** Adds a language, disabled for both unless asked: enable it once its texts are in. */
export const addAdminLanguage = defineAction({
  name: 'add_admin_language',
  auth: 'admin',
  body: z.object({
    code: z
      .string()
      .trim()
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, { error: 'code must be a language code such as de or pt-BR' }),
    name: LanguageNameSchema,
    rtl: RtlSchema.default(0),
    for_ui: z.boolean().default(false),
    for_quiz: z.boolean().default(false),
  }),
  data: AdminLanguageSchema,
});

/** Changes a language's name, direction, order or where it is offered; the default stays enabled for both. */
export const setAdminLanguage = defineAction({
  name: 'set_admin_language',
  auth: 'admin',
  body: z.object({
    language_id: IdSchema,
    name: LanguageNameSchema.optional(),
    rtl: RtlSchema.optional(),
    for_ui: z.boolean().optional(),
    for_quiz: z.boolean().optional(),
    sort: z.number().int().min(0).max(10_000).optional(),
  }),
  data: z.object({ language: AdminLanguageSchema, changed: z.boolean() }),
});

/** Makes a language (enabled for both the interface and quiz content) the one default. */
export const setAdminLanguageDefault = defineAction({
  name: 'set_admin_language_default',
  auth: 'admin',
  body: z.object({ language_id: IdSchema }),
  data: z.object({ language_id: z.number().int(), code: z.string(), changed: z.boolean() }),
});

export const AdminLanguageStringSchema = z.object({
  key: z.string(),
  /** English as players get it (shipped, or the admin's English override). */
  english: z.string(),
  /** What players of this language get, or null when the key is missing (they get English). */
  value: z.string().nullable(),
  /** The admin's text for the key, or null when the shipped one (or none) is used. */
  override: z.string().nullable(),
  missing: z.boolean(),
});

/** Every interface key of English with this language's text beside it, by key. */
export const getAdminLanguageStrings = defineAction({
  name: 'get_admin_language_strings',
  auth: 'admin',
  body: z.object({ language_id: IdSchema, missing_only: z.boolean().default(false) }),
  data: z.object({
    language_id: z.number().int(),
    code: z.string(),
    keys_total: z.number().int(),
    keys_missing: z.number().int(),
    data: z.array(AdminLanguageStringSchema),
  }),
});

export const INTERFACE_TEXT_MAX = 5_000;

/** Sets one key's text; an empty value (or the shipped text) removes the override. */
export const setAdminLanguageString = defineAction({
  name: 'set_admin_language_string',
  auth: 'admin',
  body: z.object({
    language_id: IdSchema,
    key: z.string().trim().min(1).max(200),
    value: TextSchema.pipe(z.string().max(INTERFACE_TEXT_MAX)),
  }),
  data: z.object({ key: z.string(), value: z.string().nullable(), override: z.string().nullable(), changed: z.boolean() }),
});

/** A language's interface texts as players get them, as flat keys (what set_admin_language_json takes back). */
export const getAdminLanguageJson = defineAction({
  name: 'get_admin_language_json',
  auth: 'admin',
  body: z.object({ language_id: IdSchema }),
  data: z.object({ code: z.string(), strings: z.record(z.string(), z.string()) }),
});

export const LanguageImportReportSchema = z.object({
  dry_run: z.boolean(),
  /** Whether anything was stored: never on a dry run, nor when the file has problems. */
  written: z.boolean(),
  /** Keys that are not interface keys of English (nested keys joined with dots). */
  unknown_keys: z.array(z.string()),
  /** Keys whose value is not text (a number, a list, null), or text longer than INTERFACE_TEXT_MAX. */
  invalid_keys: z.array(z.string()),
  /** Keys whose text for players changes (or would, on a dry run). */
  changed_keys: z.array(z.string()),
  /** Keys of the file whose text stays as it is. */
  unchanged: z.number().int(),
});
export type LanguageImportReport = z.infer<typeof LanguageImportReportSchema>;

/**
 * Imports interface texts from JSON, nested ({"auth": {"login": {"title": ...}}}) or flat
 * ({"auth.login.title": ...}). A file with unknown keys or values that are not text writes nothing
 * (400 naming them; a dry run answers the full report instead). `replace` also removes the
 * overrides of keys the file does not have. One transaction, one audit entry.
 */
export const setAdminLanguageJson = defineAction({
  name: 'set_admin_language_json',
  auth: 'admin',
  body: z.object({
    language_id: IdSchema,
    strings: z.record(z.string(), z.unknown(), { error: 'strings must be a JSON object of interface texts' }),
    dry_run: z.boolean().default(false),
    replace: z.boolean().default(false),
  }),
  data: LanguageImportReportSchema,
});
