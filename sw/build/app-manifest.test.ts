import { describe, expect, it } from 'vitest';
import { MANIFEST_LANGUAGES, manifestPathFor, type ManifestLanguage } from '../../contract/pwa/manifest-files';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { appManifest, localizedManifestFiles } from './app-manifest';

const locales: Record<ManifestLanguage, Record<string, string>> = { en, fr, ar };

describe('the manifest in each language', () => {
  it('is the same app in every language: one id, start, scope, icons and shortcut targets', () => {
    const [english, ...others] = MANIFEST_LANGUAGES.map((language) => appManifest(language, locales[language]));
    for (const other of others) {
      expect(other).toMatchObject({ id: english?.id, start_url: english?.start_url, scope: english?.scope, icons: english?.icons });
      expect(other.shortcuts?.map((s) => s.url)).toEqual(english?.shortcuts?.map((s) => s.url));
      expect(other.description).not.toBe(english?.description);
    }
  });

  it('names the shortcuts as the menu does, and reads right to left in Arabic', () => {
    const strings = { 'app.name': 'Quizhive', 'nav.quizZone': 'Zone Quiz', 'nav.tutorHub': 'Espace tutorat', 'downloads.title': 'Téléchargements hors ligne' };
    const french = appManifest('fr', strings);
    expect(french.shortcuts?.map((s) => s.name)).toEqual(['Zone Quiz', 'Espace tutorat', 'Téléchargements hors ligne']);
    expect(french).toMatchObject({ lang: 'fr', dir: 'ltr' });
    expect(appManifest('ar', locales.ar)).toMatchObject({ lang: 'ar', dir: 'rtl' });
  });

  it('says which interface string is missing rather than naming a shortcut undefined', () => {
    expect(() => appManifest('fr', { 'app.name': 'Quizhive' })).toThrow(/locales\/fr\.json has no "nav\.quizZone"/);
  });

  it('writes a file per language beside manifest.webmanifest, each at the path a page of that language links', () => {
    const files = localizedManifestFiles((language) => locales[language]);
    expect(files.map((f) => `/${f.fileName}`)).toEqual(['fr', 'ar'].map((language) => manifestPathFor(language)));
    expect(JSON.parse(files[1]?.source ?? '{}')).toMatchObject({ lang: 'ar', dir: 'rtl', id: '/' });
    expect(manifestPathFor('en')).toBe('/manifest.webmanifest');
    expect(manifestPathFor('de')).toBe('/manifest.webmanifest');
  });
});
