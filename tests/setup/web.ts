/**
 * Browser-like test environment: IndexedDB from fake-indexeddb, a clean sessionStorage per test,
 * and the whole built-in English. In the app a screen's words load with its chunk
 * (src/lib/i18n/english-parts.ts); tests render screens directly, so they get every part first.
 * waitFor and findBy* wait up to 5 s rather than Testing Library's 1 s: on a busy two-core CI
 * machine a screen's first lazy chunk or fake-indexeddb round trip alone can pass 1 s. A wait that
 * can never be met still fails, only later.
 */
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { ENGLISH_PARTS } from '../../src/lib/i18n/english-parts';
import { initI18n, loadEnglish } from '../../src/lib/i18n/i18n';

configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  initI18n();
  await loadEnglish(ENGLISH_PARTS);
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
