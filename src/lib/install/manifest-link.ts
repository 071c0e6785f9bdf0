/** Points the page's <link rel="manifest"> at the manifest of the interface language. */
import { manifestPathFor } from '../../../contract/pwa/manifest-files';

export function linkManifest(language: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return;
  const path = manifestPathFor(language);
  if (link.getAttribute('href') !== path) link.setAttribute('href', path);
}
