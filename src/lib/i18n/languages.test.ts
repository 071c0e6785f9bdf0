import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language, LanguageBundle } from '../../../contract/api/settings';
import type * as I18n from './i18n';
import type * as Languages from './languages';

const list: Language[] = [
  { id: 1, code: 'en', name: 'English', rtl: 0, is_default: true },
  { id: 2, code: 'ar', name: 'العربية', rtl: 1, is_default: false },
];
const arabic: LanguageBundle = { code: 'ar', name: 'العربية', rtl: 1, version: 'v1', strings: { 'nav.home': 'الرئيسية' } };
const english: LanguageBundle = { code: 'en', name: 'English', rtl: 0, version: 'e1', strings: { 'nav.home': 'Start' } };

function envelope(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(status === 200 ? { error: false, data } : { error: true, message: 'Not found', code: 'NOT_FOUND' }), { status });
}

/** A server with one bundle per language; every call is recorded. */
function server(bundles: Record<string, LanguageBundle>) {
  return vi.fn<typeof fetch>((input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { language?: string };
    if (String(input).endsWith('get_system_language_list')) return Promise.resolve(envelope(list));
    const bundle = body.language ? bundles[body.language] : undefined;
    return Promise.resolve(bundle ? envelope(bundle) : envelope(null, 404));
  });
}

let i18nModule: typeof I18n;
let languages: typeof Languages;

beforeEach(async () => {
  // Fresh modules: the i18n instance and the language in use are per page load.
  vi.resetModules();
  i18nModule = await import('./i18n');
  languages = await import('./languages');
  i18nModule.initI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Counts the re-renders a language switch causes (react-i18next listens to languageChanged). */
function countSwitches(): { readonly count: () => number } {
  let switches = 0;
  i18nModule.i18n.on('languageChanged', () => (switches += 1));
  return { count: () => switches };
}

describe('start-up', () => {
  it('applies the stored choice and shows the stored list without the network', async () => {
    localStorage.setItem('qh.language', 'ar');
    localStorage.setItem('qh.i18n.ar', JSON.stringify(arabic));
    localStorage.setItem('qh.i18n-list', JSON.stringify({ data: list, lastFetch: 1_000 }));
    const fetchMock = server({});
    vi.stubGlobal('fetch', fetchMock);
    await languages.startLanguages('en');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(i18nModule.i18n.t('nav.home')).toBe('الرئيسية');
    expect(document.documentElement.dir).toBe('rtl');
    expect(languages.languagesStore.get().list).toEqual({ data: list, loading: false, lastFetch: 1_000 });
    expect(languages.languagesStore.get().current).toEqual({ id: 2, code: 'ar', name: 'العربية', rtl: 1 });
  });

  it('keeps the built-in English without a stored bundle, and does not wait for the server', async () => {
    const fetchMock = server({ en: english });
    vi.stubGlobal('fetch', fetchMock);
    await languages.startLanguages();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(i18nModule.i18n.t('nav.home')).toBe('Home');
  });

  it('waits for a non-English language it has no copy of, and falls back to English when the server has none', async () => {
    vi.stubGlobal('fetch', server({ ar: arabic }));
    await languages.startLanguages('ar');
    expect(i18nModule.i18n.language).toBe('ar');
    expect(localStorage.getItem('qh.i18n.ar')).not.toBeNull();

    vi.resetModules();
    i18nModule = await import('./i18n');
    languages = await import('./languages');
    i18nModule.initI18n();
    localStorage.clear();
    vi.stubGlobal('fetch', server({}));
    await languages.startLanguages('fr');
    expect(i18nModule.i18n.language).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('refresh after start-up', () => {
  it('stores the list and a changed bundle, and applies the bundle only when it changed', async () => {
    localStorage.setItem('qh.i18n.en', JSON.stringify(english));
    await languages.startLanguages();
    const switches = countSwitches();
    vi.stubGlobal('fetch', server({ en: english }));
    await languages.refreshLanguages();
    expect(switches.count()).toBe(0);
    expect(JSON.parse(localStorage.getItem('qh.i18n-list') ?? 'null')).toMatchObject({ data: list });
    expect(languages.languagesStore.get().current.id).toBe(1);

    const edited = { ...english, version: 'e2', strings: { 'nav.home': 'Begin' } };
    vi.stubGlobal('fetch', server({ en: edited }));
    await languages.refreshLanguages();
    expect(switches.count()).toBe(1);
    expect(i18nModule.i18n.t('nav.home')).toBe('Begin');
    expect(JSON.parse(localStorage.getItem('qh.i18n.en') ?? 'null')).toMatchObject({ version: 'e2' });
  });

  it('does not switch back when the player chose another language while the refresh was on its way', async () => {
    await languages.startLanguages();
    const pending: { answer?: (response: Response) => void } = {};
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input, init) => {
        const body = JSON.parse(String(init?.body ?? '{}')) as { language?: string };
        if (String(input).endsWith('get_system_language_list')) return Promise.resolve(envelope(list));
        if (body.language === 'en') return new Promise<Response>((resolve) => (pending.answer = resolve));
        return Promise.resolve(envelope(arabic));
      }),
    );
    const refresh = languages.refreshLanguages();
    await vi.waitFor(() => expect(pending.answer).toBeDefined());
    await languages.selectLanguage('ar');
    pending.answer?.(envelope(english));
    await refresh;
    expect(i18nModule.i18n.language).toBe('ar');
    expect(localStorage.getItem('qh.i18n.en')).not.toBeNull();
  });
});
