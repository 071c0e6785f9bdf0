/**
 * i18next set up for flat keys ("auth.login.title"): English is built in from locales/en.json and a
 * server bundle is merged over it, so a custom bundle can replace English string by string. The
 * start-up JS carries only the shell's and the home screen's English (english-parts.ts); a screen's
 * own words come with its chunk (loadEnglish).
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageBundle } from '../../../contract/api/settings';
import en from 'virtual:english-strings/core';
import { parts } from 'virtual:english-strings/parts';
import type { EnglishPart } from './english-parts';
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

const englishLoads = new Map<EnglishPart, Promise<void>>();

/**
 * Adds these parts of the built-in English, once each. A key that is already there stays: it is
 * an admin's override from the server's English bundle (applyBundle), which wins over built-in.
 */
export function loadEnglish(wanted: readonly EnglishPart[]): Promise<void> {
  return Promise.all(wanted.map(loadEnglishPart)).then(() => undefined);
}

function loadEnglishPart(part: EnglishPart): Promise<void> {
  const known = englishLoads.get(part);
  if (known) return known;
  const loadPart = parts[part];
  if (!loadPart) return Promise.reject(new Error(`no English part ${part}`));
  const load = loadPart().then((module) => {
    // deep + no overwrite copies each string into the store; skipCopy spares a JSON round trip of the part.
    i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', module.default, true, false, { silent: false, skipCopy: true });
  });
  // A failed load (offline, chunk gone) is tried again by the next screen that needs it.
  load.catch(() => englishLoads.delete(part));
  englishLoads.set(part, load);
  return load;
}

/** Adds a server bundle; for English it goes over the built-in strings, others fall back to English. */
export function applyBundle(bundle: Pick<LanguageBundle, 'code' | 'strings'>): void {
  const base = bundle.code === DEFAULT_LANGUAGE ? builtInEnglish : {};
  // The merged object is new and never changed after: i18next need not copy it (a JSON round trip of
  // the whole bundle, on the main thread at start-up when a stored bundle is applied).
  i18n.addResourceBundle(bundle.code, 'translation', { ...base, ...bundle.strings }, false, true, { silent: false, skipCopy: true });
}

/** Right-to-left languages turn the whole document around; CSS uses logical properties. */
export function applyDocumentLanguage(code: string, rtl: 0 | 1): void {
  const root = document.documentElement;
  root.lang = code;
  root.dir = rtl === 1 ? 'rtl' : 'ltr';
  // An install from this page then speaks the page's language.
  linkManifest(code);
}
