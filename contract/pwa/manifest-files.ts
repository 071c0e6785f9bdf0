/**
 * The web app manifest comes in each built-in language, so the install dialog, the launcher's
 * shortcuts and the store listing read in the player's language. The build writes one file per
 * language (sw/build/app-manifest.ts); the page links the one of its language
 * (src/lib/install/manifest-link.ts).
 * Every file has the same id, so it is the same installed app whichever language installed it.
 */

/** Languages with a manifest of their own; English is the default file. */
export const MANIFEST_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type ManifestLanguage = (typeof MANIFEST_LANGUAGES)[number];

export const DEFAULT_MANIFEST = '/manifest.webmanifest';

export function isManifestLanguage(language: string): language is ManifestLanguage {
  return (MANIFEST_LANGUAGES as readonly string[]).includes(language);
}

/** The manifest a page in `language` links to: its own, or the English one for languages without. */
export function manifestPathFor(language: string): string {
  return isManifestLanguage(language) && language !== 'en' ? `/manifest-${language}.webmanifest` : DEFAULT_MANIFEST;
}
