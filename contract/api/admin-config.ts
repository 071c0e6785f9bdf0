/**
 * The admin's settings (issue 12): system configuration, web and home settings, maintenance mode
 * and the information pages per language. What a key may hold is the public contract's own schema
 * (contract/api/settings.ts), so the admin's form, the server's check and the players' reads agree.
 */
import { z } from 'zod';
import { IdSchema, TextSchema } from './common';
import { defineAction } from './define';
import { HomeSettingsSchema, PageTypeSchema, SystemConfigSchema, WebSettingsSchema } from './settings';

export const AdminConfigScopeSchema = z.enum(['system', 'web', 'home']);
export type AdminConfigScope = z.infer<typeof AdminConfigScopeSchema>;

/**
 * The keys an admin sets with set_admin_config, per scope. Left out: default_language (set with
 * set_admin_language_default, which keeps it equal to the default language), maintenance_mode and
 * maintenance_message (set_admin_maintenance), tutor_phrasing (the deployment's TUTOR_CHAT_URL) and
 * the home settings' language_id (per request).
 */
export const adminConfigSchemas = {
  system: SystemConfigSchema.omit({ default_language: true, maintenance_mode: true, maintenance_message: true, tutor_phrasing: true }),
  web: WebSettingsSchema,
  home: HomeSettingsSchema.omit({ language_id: true }),
} as const;

/** PostgreSQL's jsonb cannot hold the NUL character anywhere in a string. */
const withoutNul = (values: Record<string, unknown>, ctx: z.core.$RefinementCtx<Record<string, unknown>>) => {
  for (const [key, value] of Object.entries(values)) {
    if (JSON.stringify(value).includes('\\u0000')) ctx.addIssue({ code: 'custom', path: [key], message: `${key} must not contain NUL characters` });
  }
};

const valuesOf = <S extends z.ZodObject>(schema: S) =>
  schema
    .partial()
    .superRefine(withoutNul)
    .refine((values) => Object.keys(values).length > 0, { error: 'values must name at least one setting of the scope' });

export const ConfigKeySchema = z.object({
  key: z.string(),
  /** A JSON Schema of the value (type, minimum, maximum, properties): what the form offers and the server accepts. */
  schema: z.record(z.string(), z.unknown()),
  default: z.unknown(),
  value: z.unknown(),
});
export type ConfigKey = z.infer<typeof ConfigKeySchema>;

/** Every key of a scope with its type, default and current value, in the contract's order. */
export const getAdminConfig = defineAction({
  name: 'get_admin_config',
  auth: 'admin',
  body: z.object({ scope: AdminConfigScopeSchema }),
  data: z.object({ scope: AdminConfigScopeSchema, keys: z.array(ConfigKeySchema) }),
});

/**
 * Sets some keys of a scope (unknown keys are dropped; a bad value is a 400 naming values.<key>).
 * Answers the keys whose value changed; a key set to the value it has is not a change.
 */
export const setAdminConfig = defineAction({
  name: 'set_admin_config',
  auth: 'admin',
  body: z.discriminatedUnion('scope', [
    z.object({ scope: z.literal('system'), values: valuesOf(adminConfigSchemas.system) }),
    z.object({ scope: z.literal('web'), values: valuesOf(adminConfigSchemas.web) }),
    z.object({ scope: z.literal('home'), values: valuesOf(adminConfigSchemas.home) }),
  ]),
  data: z.object({ scope: AdminConfigScopeSchema, /** The keys whose value changed, sorted. */ changed: z.array(z.string()) }),
});

export const MaintenanceSchema = z.object({
  enabled: z.boolean(),
  /** What players see on the maintenance screen while it is on. */
  message: z.string(),
});

export const getAdminMaintenance = defineAction({
  name: 'get_admin_maintenance',
  auth: 'admin',
  body: z.object({}),
  data: MaintenanceSchema.extend({ default_message: z.string() }),
});

/** Turns maintenance mode on or off; without a message the one it has is kept. */
export const setAdminMaintenance = defineAction({
  name: 'set_admin_maintenance',
  auth: 'admin',
  body: z.object({ enabled: z.boolean(), message: TextSchema.pipe(z.string().trim().min(1).max(500)).optional() }),
  data: MaintenanceSchema.extend({ changed: z.boolean() }),
});

export const PAGE_ITEMS_MAX = 100;

export const AdminPageSchema = z.object({
  type: PageTypeSchema,
  language_id: z.number().int(),
  /** The language has this page of its own; if not, the fields are the default language's, which players get. */
  stored: z.boolean(),
  title: z.string(),
  body: z.string(),
  items: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** null when neither the language nor the default language has the page. */
  updated_at: z.string().nullable(),
});
export type AdminPage = z.infer<typeof AdminPageSchema>;

/** Every page type for one language, in PageTypeSchema's order. */
export const getAdminPages = defineAction({
  name: 'get_admin_pages',
  auth: 'admin',
  body: z.object({ language_id: IdSchema }),
  data: z.array(AdminPageSchema),
});

const PageText = (max: number) => TextSchema.pipe(z.string().trim().max(max));

/** Creates or replaces one page of one language. Body: plain text, blank lines between paragraphs. */
export const setAdminPage = defineAction({
  name: 'set_admin_page',
  auth: 'admin',
  body: z.object({
    type: PageTypeSchema,
    language_id: IdSchema,
    title: TextSchema.pipe(z.string().trim().min(1).max(200)),
    body: PageText(50_000),
    /** The FAQ's questions and answers (other pages keep an empty list). */
    items: z
      .array(z.object({ question: TextSchema.pipe(z.string().trim().min(1).max(500)), answer: TextSchema.pipe(z.string().trim().min(1).max(5_000)) }))
      .max(PAGE_ITEMS_MAX)
      .default([]),
  }),
  data: z.object({ type: PageTypeSchema, language_id: z.number().int(), changed: z.boolean() }),
});

/** Removes a language's own page: its players then get the default language's. */
export const deleteAdminPage = defineAction({
  name: 'delete_admin_page',
  auth: 'admin',
  body: z.object({ type: PageTypeSchema, language_id: IdSchema }),
  data: z.object({ type: PageTypeSchema, language_id: z.number().int(), changed: z.boolean() }),
});
