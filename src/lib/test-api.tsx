/**
 * Screen tests against a canned API (fakeApiFetch): answer named actions and keep every body each
 * got, render at an address with a memory router, let reads settle. Shared by the solo, exam and
 * contest screen tests.
 */
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n } from './i18n/i18n';
import { fakeApiFetch, type FakeAction } from '../offline/packs/test-platform';

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
