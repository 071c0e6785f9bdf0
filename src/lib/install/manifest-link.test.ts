import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentLanguage } from '../i18n/i18n';

describe('the manifest link follows the interface language', () => {
  afterEach(() => document.head.querySelector('link[rel="manifest"]')?.remove());

  it('links the Arabic manifest on an Arabic page, and English for a language without its own', () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);
    applyDocumentLanguage('ar', 1);
    expect(link.getAttribute('href')).toBe('/manifest-ar.webmanifest');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('de', 0);
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
    applyDocumentLanguage('fr', 0);
    expect(link.getAttribute('href')).toBe('/manifest-fr.webmanifest');
  });

  it('does nothing on a page with no manifest link (the tests, a dev page)', () => {
    expect(() => applyDocumentLanguage('fr', 0)).not.toThrow();
  });
});
