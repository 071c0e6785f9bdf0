/**
 * Browser-like test environment: IndexedDB from fake-indexeddb, a clean sessionStorage per test,
 * and the whole built-in English. In the app a screen's words load with its chunk
 * (src/lib/i18n/english-parts.ts); tests render screens directly, so they get every part first.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeAll } from 'vitest';
import { ENGLISH_PARTS } from '../../src/lib/i18n/english-parts';
import { initI18n, loadEnglish } from '../../src/lib/i18n/i18n';

beforeAll(async () => {
  initI18n();
  await loadEnglish(ENGLISH_PARTS);
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
