import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorCatalogue, guardMessages, transportMessages } from '../../../contract/errors';
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

  it('has the guard and transport messages word for word', () => {
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
  it('shows an error code in the interface language, never matching the English text', async () => {
    applyBundle({ code: 'ar', strings: ar });
    await i18n.changeLanguage('ar');
    expect(translateMessage('LEVEL_LOCKED', errorCatalogue.LEVEL_LOCKED.message)).toBe(ar['errors.LEVEL_LOCKED']);
    expect(translateMessage('NETWORK', 'Network Error')).toBe(ar['errors.NETWORK']);
    // A contract validation text the server did not name by code: the code's own text.
    expect(translateMessage('VALIDATION', 'payload.answers: Too small')).toBe(ar['errors.VALIDATION']);
    // No code: text is shown as sent, even when it happens to match one of ours.
    expect(translateMessage(undefined, errorCatalogue.LEVEL_LOCKED.message)).toBe(errorCatalogue.LEVEL_LOCKED.message);
  });

  it('shows a message code with its figures, in the plural form of the interface language', async () => {
    const locked = (count: number) => ({ messageCode: 'ACCOUNT_LOCKED_FOR', params: { count } });
    const english = 'Too many failed sign-ins for this account. Please wait 1 minute or reset your password.';
    expect(translateMessage('ACCOUNT_LOCKED', english, locked(1))).toBe(english);
    expect(translateMessage('ACCOUNT_LOCKED', '…', locked(12))).toContain('wait 12 minutes');
    applyBundle({ code: 'ar', strings: ar });
    await i18n.changeLanguage('ar');
    expect(translateMessage('ACCOUNT_LOCKED', english, locked(1))).toContain('دقيقة واحدة');
    expect(translateMessage('ACCOUNT_LOCKED', english, locked(2))).toContain('دقيقتين');
    expect(translateMessage('ACCOUNT_LOCKED', english, locked(7))).toContain('7 دقائق');
    expect(translateMessage('ACCOUNT_LOCKED', english, locked(12))).toContain('12 دقيقة');
    expect(translateMessage(undefined, 'Profile saved.', { messageCode: 'PROFILE_SAVED' })).toBe(ar['messages.PROFILE_SAVED']);
  });

  it("shows an English player the server's own text for a message code whose English is not loaded", async () => {
    await i18n.changeLanguage('en');
    const detailed = 'Quest saved: 3 of 5 steps done.';
    expect(translateMessage('NOT_FOUND', detailed, { messageCode: 'QUEST_SAVED', params: { count: 3 } })).toBe(detailed);
    // Without a message code the code's own English stands.
    expect(translateMessage('NOT_FOUND', 'This quest does not exist.')).toBe(english['errors.NOT_FOUND']);
  });

  it('falls back to the error code, then to the English text, for codes this version does not know', async () => {
    applyBundle({ code: 'ar', strings: ar });
    await i18n.changeLanguage('ar');
    expect(translateMessage('NOT_FOUND', 'This quest does not exist.', { messageCode: 'QUEST_NOT_FOUND' })).toBe(ar['errors.NOT_FOUND']);
    expect(translateMessage(undefined, 'Quest saved.', { messageCode: 'QUEST_SAVED' })).toBe('Quest saved.');
    expect(translateMessage('HTTP', 'The server is busy.')).toBe('The server is busy.');
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
