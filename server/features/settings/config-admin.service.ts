/**
 * The admin's settings (issue 12, docs/ADMIN.md): system configuration, web and home settings,
 * maintenance mode and the pages per language. Each write is one transaction with its audit entry
 * (only what changed; nothing when nothing did); this instance's settings cache is cleared after
 * the commit, other instances serve the old values for at most their cache period.
 */
import { z } from 'zod';
import { adminConfigSchemas, type AdminConfigScope, type AdminPage, type ConfigKey } from '../../../contract/api/admin-config';
import { PageTypeSchema, SystemConfigSchema, type PageType } from '../../../contract/api/settings';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { recordAudit } from '../audit/audit.repo';
import { canonicalJson } from '../../lib/canonical-json';
import { defaultHomeSettings, defaultSystemConfig, defaultWebSettings } from './defaults';
import * as adminRepo from './settings-admin.repo';
import * as repo from './settings.repo';
import type { SettingsService } from './settings.service';

const defaultsOf: Record<AdminConfigScope, Record<string, unknown>> = { system: defaultSystemConfig, web: defaultWebSettings, home: defaultHomeSettings };

export interface PageInput {
  readonly type: PageType;
  readonly languageId: number;
  readonly title: string;
  readonly body: string;
  readonly items: { question: string; answer: string }[];
}

export interface ConfigAdminService {
  config(scope: AdminConfigScope): Promise<{ scope: AdminConfigScope; keys: ConfigKey[] }>;
  setConfig(admin: AuthUser, scope: AdminConfigScope, values: Record<string, unknown>): Promise<{ scope: AdminConfigScope; changed: string[] }>;
  maintenance(): Promise<{ enabled: boolean; message: string; default_message: string }>;
  setMaintenance(admin: AuthUser, enabled: boolean, message: string | undefined): Promise<{ enabled: boolean; message: string; changed: boolean }>;
  pages(languageId: number): Promise<AdminPage[]>;
  setPage(admin: AuthUser, page: PageInput): Promise<{ type: PageType; language_id: number; changed: boolean }>;
  deletePage(admin: AuthUser, type: PageType, languageId: number): Promise<{ type: PageType; language_id: number; changed: boolean }>;
}

export const languageNotFound = (id: number) => new AppError('NOT_FOUND', { text: `No language with id ${id}` }, 'language_id');

/** Rules between keys that one key's schema cannot say. */
function checkSystemRules(merged: Record<string, unknown>): void {
  const coins = SystemConfigSchema.shape.quiz_zone_coins.parse(merged.quiz_zone_coins);
  if (coins.min_percentage > coins.full_percentage) {
    throw new AppError('VALIDATION', { text: 'values.quiz_zone_coins: min_percentage must not be above full_percentage' }, 'values.quiz_zone_coins');
  }
  // The bot answers after a delay drawn between the two (docs/BATTLES.md): a range upside down has
  // no delay in it. A stored block that no longer parses (written before a field was added) is not
  // this write's fault, so only a parsed block is checked; a sent block was parsed by the contract.
  const battle = SystemConfigSchema.shape.battle.safeParse(merged.battle);
  if (battle.success && battle.data.bot_min_seconds > battle.data.bot_max_seconds) {
    throw new AppError('VALIDATION', { text: 'values.battle.bot_min_seconds: must not be above bot_max_seconds' }, 'values.battle.bot_min_seconds');
  }
}

export function createConfigAdminService(ctx: AppContext, settings: SettingsService): ConfigAdminService {
  const { db } = ctx;

  const pageFields = (row: adminRepo.PageRow | undefined) => (row ? { title: row.title, body: row.body, items: row.items } : null);

  return {
    async config(scope) {
      const shape: Record<string, z.ZodType> = adminConfigSchemas[scope].shape;
      const current = { ...defaultsOf[scope], ...(await repo.readScope(db, scope)) };
      const keys = Object.entries(shape).map(([key, schema]) => ({
        key,
        schema: z.toJSONSchema(schema) as Record<string, unknown>,
        default: defaultsOf[scope][key],
        value: current[key],
      }));
      return { scope, keys };
    },

    async setConfig(admin, scope, values) {
      const changed = await db.transaction(async (tx) => {
        await adminRepo.lockScope(tx, scope);
        const current = { ...defaultsOf[scope], ...(await repo.readScope(tx, scope)) };
        const keys = Object.keys(values)
          .filter((key) => canonicalJson(current[key]) !== canonicalJson(values[key]))
          .sort();
        if (keys.length === 0) return keys;
        if (scope === 'system') checkSystemRules({ ...current, ...values });
        const pick = (from: Record<string, unknown>) => Object.fromEntries(keys.map((key) => [key, from[key] ?? null]));
        await repo.writeScope(tx, scope, pick(values));
        await recordAudit(tx, { adminId: admin.id, action: 'set_admin_config', subject: `config:${scope}`, before: pick(current), after: pick(values) });
        return keys;
      });
      if (changed.length > 0) settings.invalidate();
      return { scope, changed };
    },

    async maintenance() {
      const stored = await repo.readScope(db, 'system');
      const config = SystemConfigSchema.pick({ maintenance_mode: true, maintenance_message: true }).parse({ ...defaultSystemConfig, ...stored });
      return { enabled: config.maintenance_mode === '1', message: config.maintenance_message, default_message: defaultSystemConfig.maintenance_message };
    },

    async setMaintenance(admin, enabled, message) {
      const result = await db.transaction(async (tx) => {
        await adminRepo.lockScope(tx, 'system');
        const stored = { ...defaultSystemConfig, ...(await repo.readScope(tx, 'system')) };
        const before = { enabled: stored.maintenance_mode === '1', message: String(stored.maintenance_message) };
        const after = { enabled, message: message ?? before.message };
        if (before.enabled === after.enabled && before.message === after.message) return { ...after, changed: false };
        await repo.writeScope(tx, 'system', { maintenance_mode: enabled ? '1' : '0', maintenance_message: after.message });
        await recordAudit(tx, { adminId: admin.id, action: 'set_admin_maintenance', subject: 'config:system', before, after });
        return { ...after, changed: true };
      });
      if (result.changed) settings.invalidate();
      return result;
    },

    async pages(languageId) {
      if (!(await adminRepo.findLanguage(db, languageId))) throw languageNotFound(languageId);
      const defaultId = (await repo.defaultLanguageId(db)) ?? languageId;
      const rows = await adminRepo.pagesOf(db, [languageId, defaultId]);
      return PageTypeSchema.options.map((type) => {
        const own = rows.find((r) => r.type === type && r.languageId === languageId);
        const shown = own ?? rows.find((r) => r.type === type && r.languageId === defaultId);
        return {
          type,
          language_id: languageId,
          stored: own !== undefined,
          title: shown?.title ?? '',
          body: shown?.body ?? '',
          items: shown?.items ?? [],
          updated_at: shown?.updatedAt.toISOString() ?? null,
        };
      });
    },

    async setPage(admin, page) {
      if (!(await adminRepo.findLanguage(db, page.languageId))) throw languageNotFound(page.languageId);
      const changed = await db.transaction(async (tx) => {
        const before = pageFields(await adminRepo.lockPage(tx, page.type, page.languageId));
        const after = { title: page.title, body: page.body, items: page.items };
        if (before && canonicalJson(before) === canonicalJson(after)) return false;
        await adminRepo.upsertPage(tx, { type: page.type, languageId: page.languageId, ...after, updatedAt: ctx.now() });
        await recordAudit(tx, { adminId: admin.id, action: 'set_admin_page', subject: `page:${page.type}:${page.languageId}`, before, after });
        return true;
      });
      if (changed) settings.invalidate();
      return { type: page.type, language_id: page.languageId, changed };
    },

    async deletePage(admin, type, languageId) {
      const language = await adminRepo.findLanguage(db, languageId);
      if (!language) throw languageNotFound(languageId);
      if (language.isDefault) {
        throw new AppError('VALIDATION', { text: "language_id is the default language: its pages are every other language's fallback, edit them instead" }, 'language_id');
      }
      const changed = await db.transaction(async (tx) => {
        const before = pageFields(await adminRepo.lockPage(tx, type, languageId));
        if (!before) return false;
        await adminRepo.deletePage(tx, type, languageId);
        await recordAudit(tx, { adminId: admin.id, action: 'delete_admin_page', subject: `page:${type}:${languageId}`, before, after: null });
        return true;
      });
      if (changed) settings.invalidate();
      return { type, language_id: languageId, changed };
    },
  };
}
