/**
 * i18next set up for flat keys ("auth.login.title"): English is built in from locales/en.json and a
 * server bundle is merged over it, so a custom bundle can replace English string by string.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageBundle } from '../../../contract/api/settings';
import en from '../../../locales/en.json';
import { linkManifest } from '../install/manifest-link';

export const DEFAULT_LANGUAGE = 'en';
export const builtInEnglish: Readonly<Record<string, string>> = en;

export const i18n: I18n = i18next.createInstance();

export function initI18n(language: string = DEFAULT_LANGUAGE): I18n {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    resources: { [DEFAULT_LANGUAGE]: { translation: { ...builtInEnglish } } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return i18n;
}

/** Adds a server bundle; for English it goes over the built-in strings, others fall back to English. */
export function applyBundle(bundle: Pick<LanguageBundle, 'code' | 'strings'>): void {
  const base = bundle.code === DEFAULT_LANGUAGE ? builtInEnglish : {};
  i18n.addResourceBundle(bundle.code, 'translation', { ...base, ...bundle.strings }, false, true);
}

/** Right-to-left languages turn the whole document around; CSS uses logical properties. */
export function applyDocumentLanguage(code: string, rtl: 0 | 1): void {
  const root = document.documentElement;
  root.lang = code;
  root.dir = rtl === 1 ? 'rtl' : 'ltr';
  // An install from this page then speaks the page's language.
  linkManifest(code);
}
