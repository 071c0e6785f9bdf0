/**
 * Every code the server can send a player has its text in every interface language: an error code
 * or message code added later fails here until it is translated.
 */
import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorCodes } from '../../../contract/errors';
import { messageCodes, messageTemplates } from '../../../contract/messages';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';

const locales: Record<string, Readonly<Record<string, string>>> = { en, fr, ar };

/** The plural categories each language's strings must have (Intl.PluralRules, as i18next uses them). */
const PLURAL_FORMS: Record<string, readonly string[]> = {
  en: ['one', 'other'],
  fr: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
};

/** The keys a message needs in a language: one key, or one per plural form when it counts. */
function keysFor(key: string, plural: boolean, language: string): string[] {
  return plural ? (PLURAL_FORMS[language] ?? []).map((form) => `${key}_${form}`) : [key];
}

describe('message codes in the locales', () => {
  it('has the text of every error code in every language', () => {
    for (const [language, strings] of Object.entries(locales)) {
      const missing = errorCodes.filter((code) => !strings[`errors.${code}`]);
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });

  it('has the text of every success and detail code in every language, with each plural form', () => {
    for (const [language, strings] of Object.entries(locales)) {
      const missing = messageCodes.flatMap((code) =>
        keysFor(`messages.${code}`, typeof messageTemplates[code] !== 'string', language).filter((key) => !strings[key]),
      );
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });

  it('words English as the server does, so an older client and the server agree', () => {
    const english: Readonly<Record<string, string>> = en;
    for (const code of errorCodes) expect(english[`errors.${code}`]).toBe(errorCatalogue[code].message);
    for (const code of messageCodes) {
      const template = messageTemplates[code];
      if (typeof template === 'string') {
        expect(english[`messages.${code}`]).toBe(template);
      } else {
        expect([english[`messages.${code}_one`], english[`messages.${code}_other`]]).toEqual([template.one, template.other]);
      }
    }
  });

  it('uses in every language only the figures the server sends', () => {
    for (const code of messageCodes) {
      const template = messageTemplates[code];
      const english = typeof template === 'string' ? template : template.other;
      const names = new Set([...english.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]));
      for (const [language, strings] of Object.entries(locales)) {
        for (const [key, text] of Object.entries(strings)) {
          if (key !== `messages.${code}` && !key.startsWith(`messages.${code}_`)) continue;
          const used = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
          expect({ language, key, unknown: used.filter((name) => !names.has(name)) }).toEqual({ language, key, unknown: [] });
        }
      }
    }
  });
});
