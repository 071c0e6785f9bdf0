import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorCatalogue, errorCodes, guardMessages, transportMessages } from '../../../contract/errors';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import { applyBundle, applyDocumentLanguage, i18n, initI18n } from './i18n';
import { languagesStore, selectLanguage } from './languages';
import { translateMessage } from './translate-message';

const english: Record<string, string> = en;
const sources = import.meta.glob<string>(['../../**/*.ts', '../../**/*.tsx', '!../../**/*.test.ts', '!../../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

beforeAll(() => {
  initI18n();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  i18n.removeResourceBundle('ar', 'translation');
  applyBundle({ code: 'en', strings: {} });
  await i18n.changeLanguage('en');
  applyDocumentLanguage('en', 0);
});

describe('locales/en.json', () => {
  it('holds every text key the app uses', () => {
    const used = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const match of text.matchAll(/\bt\(\s*'([^']+)'/g)) if (match[1]) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(100);
    const missing = [...used].filter((key) => english[key] === undefined && english[`${key}_other`] === undefined);
    expect(missing).toEqual([]);
  });

  it('has the error catalogue and the guard messages word for word', () => {
    for (const code of errorCodes) expect(english[`errors.${code}`]).toBe(errorCatalogue[code].message);
    expect(english['guard.loginRequired']).toBe(guardMessages.loginRequired);
    expect(english['guard.subscriptionRequired']).toBe(guardMessages.subscriptionRequired);
    expect(english['errors.NETWORK']).toBe(transportMessages.network);
    expect(i18n.t('errors.TIMEOUT', { ms: 20000 })).toBe(transportMessages.timeout(20000));
    expect(english['home.helloGuest']).toBe('Hello Guest');
  });
});

describe('bundles', () => {
  it('uses flat keys', () => {
    expect(i18n.t('auth.login.title')).toBe('Sign in');
  });

  it('lets a custom English bundle replace built-in strings', () => {
    applyBundle({ code: 'en', strings: { 'auth.login.title': 'Log in to the hive' } });
    expect(i18n.t('auth.login.title')).toBe('Log in to the hive');
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it('falls back to English for keys another language lacks', async () => {
    applyBundle({ code: 'ar', strings: { 'nav.home': 'الرئيسية' } });
    await i18n.changeLanguage('ar');
    expect(i18n.t('nav.home')).toBe('الرئيسية');
    expect(i18n.t('nav.signIn')).toBe('Sign in');
  });

  it('turns the document around for right-to-left languages', () => {
    applyDocumentLanguage('ar', 1);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    applyDocumentLanguage('en', 0);
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('translateMessage', () => {
  it('translates catalogue and guard messages, and passes other text through', async () => {
    applyBundle({ code: 'ar', strings: { 'errors.LEVEL_LOCKED': 'المستوى مقفل', 'guard.loginRequired': 'سجّل الدخول أولاً', 'errors.NETWORK': 'خطأ في الشبكة' } });
    await i18n.changeLanguage('ar');
    expect(translateMessage('LEVEL_LOCKED', errorCatalogue.LEVEL_LOCKED.message)).toBe('المستوى مقفل');
    expect(translateMessage(undefined, 'Please login first')).toBe('سجّل الدخول أولاً');
    expect(translateMessage('NETWORK', 'Network Error')).toBe('خطأ في الشبكة');
    expect(translateMessage('VALIDATION', 'email: Please enter a valid e-mail address')).toBe('email: Please enter a valid e-mail address');
  });

  it('says the minutes of a sign-in lock in the interface language, with its plural forms', async () => {
    const locked = (minutes: number, unit: string) => `Too many failed sign-ins for this account. Please wait ${minutes} ${unit} or reset your password.`;
    expect(translateMessage('ACCOUNT_LOCKED', locked(15, 'minutes'))).toBe(errorCatalogue.ACCOUNT_LOCKED.message);
    expect(translateMessage('ACCOUNT_LOCKED', locked(1, 'minute'))).toBe(locked(1, 'minute'));
    applyBundle({ code: 'ar', strings: ar });
    await i18n.changeLanguage('ar');
    expect(translateMessage('ACCOUNT_LOCKED', locked(1, 'minute'))).toContain('دقيقة واحدة');
    // Arabic has more plural forms than the bundles keep; the others share a wording that fits any number.
    expect(translateMessage('ACCOUNT_LOCKED', locked(7, 'minutes'))).toContain('الدقائق المتبقية: 7');
    expect(translateMessage('ACCOUNT_LOCKED', locked(12, 'minutes'))).toContain('الدقائق المتبقية: 12');
  });
});

describe('selectLanguage', () => {
  it('loads the bundle from the server, switches, keeps the choice and sets RTL', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ error: false, data: { code: 'ar', name: 'العربية', rtl: 1, version: 'v1', strings: { 'nav.home': 'الرئيسية' } } }),
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await selectLanguage('ar');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/get_system_language_json');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ from: 'web', language: 'ar' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
    expect(i18n.language).toBe('ar');
    expect(i18n.t('nav.home')).toBe('الرئيسية');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('qh.language')).toBe('ar');
    expect(languagesStore.get().current).toMatchObject({ code: 'ar', rtl: 1 });
  });
});
