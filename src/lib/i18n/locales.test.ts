/**
 * The locale files' grammar: counts go through i18next plurals with every form each language has,
 * figures use only the names the code passes, and French keeps one register (vous) and its
 * typography (a narrow no-break space before ? ! ; : and %).
 */
import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';

const locales: Record<string, Readonly<Record<string, string>>> = { en, fr, ar };
const PLURAL_FORMS: Record<string, readonly string[]> = { en: ['one', 'other'], fr: ['one', 'other'], ar: ['zero', 'one', 'two', 'few', 'many', 'other'] };
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const baseOf = (key: string) => key.replace(PLURAL_SUFFIX, '');
const names = (text: string) => [...text.matchAll(/\{\{(\w+)[^}]*\}\}/g)].map((m) => m[1] ?? '');

describe('plurals', () => {
  it('says every {{count}} through a plural key', () => {
    for (const [language, strings] of Object.entries(locales)) {
      const bare = Object.entries(strings)
        .filter(([key, text]) => text.includes('{{count}}') && !PLURAL_SUFFIX.test(key))
        .map(([key]) => key);
      expect({ language, bare }).toEqual({ language, bare: [] });
    }
  });

  it('has every plural form of its language for every plural key', () => {
    const plural = new Set(Object.values(locales).flatMap((strings) => Object.keys(strings).filter((key) => PLURAL_SUFFIX.test(key)).map(baseOf)));
    expect(plural.size).toBeGreaterThan(10);
    for (const [language, strings] of Object.entries(locales)) {
      const missing = [...plural].flatMap((base) => (PLURAL_FORMS[language] ?? []).map((form) => `${base}_${form}`)).filter((key) => !strings[key]);
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });
});

describe('figures', () => {
  it('uses in French and Arabic only the figures the English text names', () => {
    const englishNames = new Map<string, Set<string>>();
    for (const [key, text] of Object.entries(en)) {
      const set = englishNames.get(baseOf(key)) ?? new Set<string>();
      for (const name of names(text)) set.add(name);
      englishNames.set(baseOf(key), set);
    }
    for (const [language, strings] of Object.entries({ fr, ar })) {
      const unknown = Object.entries(strings).flatMap(([key, text]) =>
        names(text)
          .filter((name) => name !== 'count' && !englishNames.get(baseOf(key))?.has(name))
          .map((name) => `${key}: ${name}`),
      );
      expect({ language, unknown }).toEqual({ language, unknown: [] });
    }
  });
});

describe('French', () => {
  it('speaks to the player as "vous" only', () => {
    // Word edges by letters of any script: JavaScript's \b sees "è" as a non-letter ("complète").
    const pronoun = /(?<!\p{L})(tu|toi|ton|ta|tes|te|t['’])(?!\p{L})/iu;
    // Second-person singular imperatives open a sentence ("il se joue" is not one).
    const imperative = /(^|[.!?]\s+)(Choisis|Joue|Réessaie|Réussis|Essaie|Télécharge|Obtiens|Vérifie|Tape|Entraîne-toi|Reviens|Ouvre)(?!\p{L})/u;
    const familiar = { test: (text: string) => pronoun.test(text) || imperative.test(text) };
    const found = Object.entries(fr)
      .filter(([, text]) => familiar.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });

  it('puts a narrow no-break space, never a plain one, before ? ! ; : and %', () => {
    const found = Object.entries(fr)
      .filter(([, text]) => /[ \u00a0][?!;:%]/.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });
});
