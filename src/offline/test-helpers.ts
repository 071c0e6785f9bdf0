/** Shared by the offline tests: a fresh real Dexie database (on fake-indexeddb) per test. */
import { QuizhiveDb } from './db';
import { randomId } from './device';

export function freshDb(): QuizhiveDb {
  return new QuizhiveDb(`quizhive-test-${randomId(9)}`);
}

export const noLocal = async (): Promise<void> => {};
