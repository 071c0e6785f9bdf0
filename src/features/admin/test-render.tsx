/**
 * For admin screen tests: renders a screen at an address (search included) with a fake server that
 * answers each action from a table, and records every call the screen made.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n } from '../../lib/i18n/i18n';

export interface Call {
  readonly action: string;
  readonly body: Record<string, unknown>;
}

export type Reply = { readonly status: number; readonly body: unknown };
export type Answer = (body: Record<string, unknown>) => Reply;

export const okReply = (data: unknown): Reply => ({ status: 200, body: { error: false, data } });
export const errorReply = (status: number, code: string, message: string, field?: string): Reply => ({ status, body: { error: true, code, message, ...(field ? { field } : {}) } });

export function renderAdmin(path: string, element: ReactNode, answers: Readonly<Record<string, Answer>>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((url, init) => {
      const action = String(url).split('/').pop() ?? '';
      // A multipart upload is recorded as its fields (a file as the File itself).
      const body = init?.body instanceof FormData ? Object.fromEntries(init.body.entries()) : (JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
      calls.push({ action, body });
      const answer = answers[action];
      const { status, body: reply } = answer ? answer(body) : errorReply(404, 'UNKNOWN_ACTION', `Unknown action '${action}'.`);
      return Promise.resolve(new Response(JSON.stringify(reply), { status, headers: { 'Content-Type': 'application/json' } }));
    }),
  );
  const location = memoryLocation({ path, record: true });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {element}
      </Router>
    </I18nextProvider>,
  );
  const bodiesOf = (action: string) => calls.filter((call) => call.action === action).map((call) => call.body);
  return { calls, bodiesOf, location };
}
