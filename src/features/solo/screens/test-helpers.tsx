/** Screen tests of the solo modes: a signed-in subscriber, a canned API, a memory router. */
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Pack } from '../../../../contract/api/packs';
import type { PlayerCategory } from '../../../../contract/api/quiz';
import { PACK_FORMAT } from '../../../../contract/offline/pack-format';
import { i18n } from '../../../lib/i18n/i18n';
import { getOfflineDb, type StoredPack } from '../../../offline/db';
import { fakeApiFetch, type FakeAction } from '../../../offline/packs/test-platform';

export const WAIT = { timeout: 5_000 };

export const network: FakeAction = () => {
  throw 'network';
};

/** Answers the named actions; every body each action got is kept, in order. */
export function serve(actions: Record<string, FakeAction>) {
  const bodies: Record<string, Record<string, unknown>[]> = {};
  const recorded = Object.fromEntries(
    Object.entries(actions).map(([name, handler]) => [
      name,
      (body: Record<string, unknown>) => {
        (bodies[name] ??= []).push(body);
        return handler(body);
      },
    ]),
  );
  vi.stubGlobal('fetch', fakeApiFetch(recorded));
  return bodies;
}

export function renderAt(path: string, routes: ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {routes}
      </Router>
    </I18nextProvider>,
  );
  return location;
}

/** Lets the screen's reads and Dexie's settle. */
export async function settle(turns = 20): Promise<void> {
  for (let i = 0; i < turns; i += 1) await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

const base = { icon: '🧪', description: '', language_id: 1, no_of_subcategories: 2, no_of_questions: 30, coins: 0, has_unlocked: false, is_premium: false };

export function playerCategory(overrides: Partial<PlayerCategory> & Pick<PlayerCategory, 'id' | 'slug' | 'name'>): PlayerCategory {
  return { ...base, ...overrides };
}

export async function clearOfflineDb(): Promise<void> {
  const db = getOfflineDb();
  await Promise.all(db.tables.map((table) => table.clear()));
}

/** Stores a daily quiz pack (past days' sets) as a download would. */
export async function storeDailyQuizPack(content: Extract<Pack, { kind: 'daily_quiz' }>['content']): Promise<void> {
  const row: StoredPack = {
    id: `daily_quiz:language:${content.language_id}`,
    kind: 'daily_quiz',
    title: 'Daily Quiz',
    version: 'v1',
    content,
    format: PACK_FORMAT,
    group: 'daily_quiz',
    bytes: 1_000,
    downloadedAt: Date.now(),
    mediaUrls: [],
  };
  await getOfflineDb().packs.put(row);
}

/** Stores a solo pack of one category as a download would. */
export async function storeSoloPack(content: Extract<Pack, { kind: 'solo' }>['content']): Promise<void> {
  const row: StoredPack = {
    id: `solo:category:${content.category.id}`,
    kind: 'solo',
    title: content.category.name,
    version: 'v1',
    content,
    format: PACK_FORMAT,
    group: content.category.name,
    bytes: 1_000,
    downloadedAt: Date.now(),
    mediaUrls: [],
  };
  await getOfflineDb().packs.put(row);
}
