/** Public configuration with a short in-process cache; stored values are checked against the contract. */
import { createHash } from 'node:crypto';
import {
  HomeSettingsSchema,
  SystemConfigSchema,
  WebSettingsSchema,
  type HomeSettings,
  type Language,
  type LanguageBundle,
  type Page,
  PageTypeSchema,
  type PageType,
  type SystemConfig,
  type WebSettings,
} from '../../../contract/api/settings';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { TtlCache } from '../../lib/ttl-cache';
import { defaultHomeSettings, defaultSystemConfig, defaultWebSettings } from './defaults';
import * as repo from './settings.repo';
import { shippedStrings } from './shipped-strings';

const CACHE_MS = 5_000;
/** How long before the end of its period a key in use is reloaded (see TtlCache). */
const REFRESH_AHEAD_MS = 2_500;
export interface SettingsService {
  systemConfig(): Promise<SystemConfig>;
  /**
   * The system configuration read through this handle, not cached: for work that runs inside a
   * transaction it did not open (a job), where a read outside it would wait for it on PGlite.
   */
  systemConfigIn(db: DbOrTx): Promise<SystemConfig>;
  webSettings(): Promise<WebSettings>;
  homeSettings(languageId: number | undefined): Promise<HomeSettings>;
  /** The page in this language, else in the default language. */
  page(type: PageType, languageId?: number): Promise<Page>;
  /** Every page that has content (get_settings without a type), each in this language or else the default one. */
  allPages(languageId?: number): Promise<Page[]>;
  uiLanguages(): Promise<Language[]>;
  quizLanguages(): Promise<Language[]>;
  /**
   * The language whose content a read serves: the request's language_id, or, when it sends none
   * (language_mode '0', spec section 7), the default language; never every language at once.
   */
  contentLanguage(languageId: number | undefined): Promise<number | undefined>;
  languageBundle(source: 'web' | 'app', code: string): Promise<LanguageBundle>;
  /** Forgets cached values (after an admin edit). */
  invalidate(): void;
}

function toLanguage(row: Awaited<ReturnType<typeof repo.listLanguages>>[number]): Language {
  return { id: row.id, code: row.code, name: row.name, rtl: row.rtl === 1 ? 1 : 0, is_default: row.isDefault };
}

export function createSettingsService(ctx: AppContext): SettingsService {
  // Keys come only from known values (scopes, language ids and codes checked first), and the
  // cache is bounded all the same. A key read all the time (the system configuration, on every
  // Quiz Zone request) is reloaded in the background before its period ends, so no request waits
  // for its reload; none is served older than CACHE_MS.
  const cache = new TtlCache<string, unknown>(CACHE_MS, 200, () => ctx.now().getTime(), REFRESH_AHEAD_MS);

  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return cache.getOrLoad(key, load) as Promise<T>;
  }

  // The last loaded value of each key that may be served a little stale (cachedDisplay).
  const lastGood = new Map<string, Promise<unknown>>();
  let generation = 0;

  /**
   * Like cached, for what is only shown (strings, language lists, pages, web and home settings):
   * when its period is over, the old value is served while one reload runs, so a classroom never
   * waits behind a busy database for a string table. Not for the system configuration, which sets
   * prices and switches modes on and off.
   */
  function cachedDisplay<T>(key: string, load: () => Promise<T>): Promise<T> {
    const loadedIn = generation;
    // Every load of the key, in the background ahead of its end too, becomes its last good value.
    const remembered = async () => {
      const value = await load();
      if (loadedIn === generation) lastGood.set(key, Promise.resolve(value));
      return value;
    };
    if (cache.get(key) !== undefined) return cached(key, remembered);
    const fresh = cached(key, remembered);
    return (lastGood.get(key) as Promise<T> | undefined) ?? fresh;
  }

  async function knownLanguage(languageId: number): Promise<void> {
    const all = [...(await service.quizLanguages()), ...(await service.uiLanguages())];
    if (!all.some((l) => l.id === languageId)) throw new AppError('VALIDATION', 'LANGUAGE_ID_UNKNOWN', 'language_id');
  }

  const service: SettingsService = {
    systemConfig: () => cached('system', () => service.systemConfigIn(ctx.db)),
    async systemConfigIn(db) {
      // tutor_phrasing is the deployment's (TUTOR_CHAT_URL), whatever a stored row says.
      const config = SystemConfigSchema.parse({ ...defaultSystemConfig, ...(await repo.readScope(db, 'system')), tutor_phrasing: ctx.config.TUTOR_CHAT_URL !== undefined });
      // Without demo accounts (production) there is no demo to speak of: screens such as
      // /pricing must not point visitors at accounts that do not exist.
      return ctx.config.demoAccountsAllowed ? config : { ...config, demo_mode: '0' as const };
    },
    webSettings: () => cachedDisplay('web', async () => WebSettingsSchema.parse({ ...defaultWebSettings, ...(await repo.readScope(ctx.db, 'web')) })),
    async homeSettings(languageId) {
      if (languageId !== undefined) await knownLanguage(languageId);
      const stored = await cachedDisplay('home', () => repo.readScope(ctx.db, 'home'));
      return HomeSettingsSchema.parse({ ...defaultHomeSettings, ...stored, language_id: languageId ?? null });
    },

    async page(type, languageId) {
      const page = (await service.allPages(languageId)).find((p) => p.type === type);
      if (!page) throw new AppError('NOT_FOUND', 'PAGE_NOT_FOUND');
      return page;
    },

    // Pages are public and read on every visit to an information screen: one query per 5 s, and
    // the answer per language is picked from the rows in memory.
    async allPages(languageId) {
      if (languageId !== undefined) await knownLanguage(languageId);
      const { rows, defaultId } = await cachedDisplay('pages', async () => ({ rows: await repo.listPages(ctx.db), defaultId: await repo.defaultLanguageId(ctx.db) }));
      const pick = (type: PageType) => rows.find((r) => r.type === type && r.languageId === languageId) ?? rows.find((r) => r.type === type && r.languageId === defaultId);
      return PageTypeSchema.options.flatMap((type): Page[] => {
        const row = pick(type);
        return row ? [{ type, title: row.title, body: row.body, items: row.items, updated_at: row.updatedAt.toISOString() }] : [];
      });
    },

    uiLanguages: () => cachedDisplay('langs:ui', async () => (await repo.listLanguages(ctx.db, 'ui')).map(toLanguage)),
    quizLanguages: () => cachedDisplay('langs:quiz', async () => (await repo.listLanguages(ctx.db, 'quiz')).map(toLanguage)),

    async contentLanguage(languageId) {
      return languageId ?? (await cachedDisplay('langs:default', () => repo.defaultLanguageId(ctx.db)));
    },

    // The bundle is the largest public read (every string of the app) and the same for everyone:
    // built (merged and hashed) once per language and source per cache period. The code is
    // checked against the UI languages first, so only real languages become cache keys.
    async languageBundle(source, code) {
      const language = (await service.uiLanguages()).find((l) => l.code === code);
      if (!language) throw new AppError('NOT_FOUND', { code: 'LANGUAGE_NOT_FOUND', params: { code } }, 'language');
      return cachedDisplay(`bundle:${source}:${language.code}`, async () => {
        const bundle = (await repo.findBundle(ctx.db, language.id, source)) ?? (await repo.findBundle(ctx.db, language.id, 'web'));
        const shipped = await cached(`locale:${language.code}`, () => shippedStrings(language.code));
        const strings = { ...shipped, ...(bundle?.strings ?? {}) };
        const version = createHash('sha1').update(JSON.stringify(strings)).digest('hex').slice(0, 12);
        return { code: language.code, name: language.name, rtl: language.rtl, version, strings };
      });
    },

    invalidate: () => {
      cache.clear();
      lastGood.clear();
      generation += 1;
    },
  };
  return service;
}
