/** Browser-like test environment: IndexedDB from fake-indexeddb, a clean sessionStorage per test. */
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
