/** Public configuration with a short in-process cache; stored values are checked against the contract. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  HomeSettingsSchema,
  SystemConfigSchema,
  WebSettingsSchema,
  type HomeSettings,
  type Language,
  type LanguageBundle,
  type Page,
  type PageType,
  type SystemConfig,
  type WebSettings,
} from '../../../contract/api/settings';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { defaultHomeSettings, defaultSystemConfig, defaultWebSettings } from './defaults';
import * as repo from './settings.repo';

const CACHE_MS = 5_000;
const LOCALES_DIR = fileURLToPath(new URL('../../../locales/', import.meta.url));

/** The translations shipped with the app (locales/<code>.json); a stored bundle is merged over them. */
async function shippedStrings(code: string): Promise<Record<string, string>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(`${LOCALES_DIR}${code}.json`, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

export interface SettingsService {
  systemConfig(): Promise<SystemConfig>;
  webSettings(): Promise<WebSettings>;
  homeSettings(languageId: number | undefined): Promise<HomeSettings>;
  page(type: PageType): Promise<Page>;
  uiLanguages(): Promise<Language[]>;
  quizLanguages(): Promise<Language[]>;
  languageBundle(source: 'web' | 'app', code: string): Promise<LanguageBundle>;
  /** Forgets cached values (after an admin edit). */
  invalidate(): void;
}

function toLanguage(row: Awaited<ReturnType<typeof repo.listLanguages>>[number]): Language {
  return { id: row.id, code: row.code, name: row.name, rtl: row.rtl === 1 ? 1 : 0, is_default: row.isDefault };
}

export function createSettingsService(ctx: AppContext): SettingsService {
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();

  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    const now = Date.now();
    if (hit && now - hit.at < CACHE_MS) return hit.value as Promise<T>;
    const value = load();
    cache.set(key, { at: now, value });
    value.catch(() => cache.delete(key));
    return value;
  }

  return {
    systemConfig: () =>
      cached('system', async () => SystemConfigSchema.parse({ ...defaultSystemConfig, ...(await repo.readScope(ctx.db, 'system')) })),
    webSettings: () => cached('web', async () => WebSettingsSchema.parse({ ...defaultWebSettings, ...(await repo.readScope(ctx.db, 'web')) })),
    homeSettings: (languageId) =>
      cached(`home:${languageId ?? ''}`, async () =>
        HomeSettingsSchema.parse({ ...defaultHomeSettings, ...(await repo.readScope(ctx.db, 'home')), language_id: languageId ?? null }),
      ),

    async page(type) {
      const row = await repo.findPage(ctx.db, type);
      if (!row) throw new AppError('NOT_FOUND', 'This page has no content yet.');
      return { type, title: row.title, body: row.body, items: row.items, updated_at: row.updatedAt.toISOString() };
    },

    uiLanguages: () => cached('langs:ui', async () => (await repo.listLanguages(ctx.db, 'ui')).map(toLanguage)),
    quizLanguages: () => cached('langs:quiz', async () => (await repo.listLanguages(ctx.db, 'quiz')).map(toLanguage)),

    async languageBundle(source, code) {
      const language = await repo.findLanguageByCode(ctx.db, code);
      if (!language?.forUi) throw new AppError('NOT_FOUND', `No interface language with code '${code}'.`, 'language');
      const bundle = (await repo.findBundle(ctx.db, language.id, source)) ?? (await repo.findBundle(ctx.db, language.id, 'web'));
      const shipped = await cached(`locale:${language.code}`, () => shippedStrings(language.code));
      const strings = { ...shipped, ...(bundle?.strings ?? {}) };
      const version = createHash('sha1').update(JSON.stringify(strings)).digest('hex').slice(0, 12);
      return { code: language.code, name: language.name, rtl: language.rtl === 1 ? 1 : 0, version, strings };
    },

    invalidate: () => cache.clear(),
  };
}
