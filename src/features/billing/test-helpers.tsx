/**
 * For the billing screens' tests: a fake server behind fetch (one handler per action, every call
 * recorded), a router at a given address that records where the screen sends the player, a
 * signed-in player with a subscription summary, and records as contract/api/billing.ts has them.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Invoice, Plan, SubscriptionSummary, SubscriptionView } from '../../../contract/api/billing';
import { i18n } from '../../lib/i18n/i18n';
import { signIn } from '../../lib/session/session-store';
import { testUser } from '../../lib/session/test-user';

export interface Call {
  readonly action: string;
  readonly body: Record<string, unknown>;
}

/** A refusal as the server sends it. */
export class Refusal {
  constructor(
    readonly code: string,
    readonly message: string,
    readonly status = 400,
    readonly field?: string,
  ) {}
}

type Handler = (body: Record<string, unknown>) => unknown;

export const calls: Call[] = [];
let handlers: Record<string, Handler> = {};

export function serve(next: Record<string, Handler>): void {
  handlers = next;
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const action = String(input).replace(/^.*\/api\//, '');
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push({ action, body });
      const handler = handlers[action];
      if (!handler) return new Response(JSON.stringify({ error: true, code: 'UNKNOWN_ACTION', message: `No fake for ${action}` }), { status: 404 });
      const answer = handler(body);
      if (answer instanceof Refusal) {
        return new Response(JSON.stringify({ error: true, code: answer.code, message: answer.message, ...(answer.field ? { field: answer.field } : {}) }), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
      }
      return new Response(JSON.stringify({ error: false, data: answer }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

export const callsOf = (action: string): Call[] => calls.filter((call) => call.action === action);

/** Renders `screen` at `path` (matched against `pattern` for its parameters); `history` lists every address it went to. */
export function renderAt(path: string, screen: ReactNode, pattern?: string) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {pattern ? <Route path={pattern}>{screen}</Route> : screen}
      </Router>
    </I18nextProvider>,
  );
  return { ...view, history: location.history };
}

export const summaryOf = (state: SubscriptionSummary['state'], patch: Partial<SubscriptionSummary> = {}): SubscriptionSummary => ({
  state,
  has_subscription: state !== 'none',
  trial_end: null,
  current_period_end: null,
  cancel_at_period_end: false,
  ...patch,
});

export function signInPlayer(summary: SubscriptionSummary = summaryOf('none')): void {
  signIn({
    token: 't',
    expires_at: '2027-01-01T00:00:00Z',
    user: testUser({ id: 7, uid: 'u7', name: 'Ada', email: 'ada@q.test', friends_code: 'ADA', coins: 10, all_time_score: 20, has_subscription: summary.state === 'active' || summary.state === 'trial', subscription: summary }),
  });
}

export function plan(id: number, patch: Partial<Plan> = {}): Plan {
  return { id, slug: `plan-${id}`, name: `Plan ${id}`, description: '', features: [], price: 499, currency: 'USD', interval: 'month', trial_days: 0, highlighted: false, ...patch };
}

export function view(patch: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    id: 3,
    state: 'active',
    status: 'active',
    source: 'sandbox',
    plan: { id: 1, name: 'Monthly', price: 499, currency: 'USD', interval: 'month' },
    cancel_at_period_end: false,
    created: '2026-11-01T10:00:00.000Z',
    trial_end: null,
    current_period_start: '2026-11-01T10:00:00.000Z',
    current_period_end: '2026-12-01T10:00:00.000Z',
    next_billing: '2026-12-01T10:00:00.000Z',
    next_plan: null,
    payment_failed: false,
    card: { brand: 'Visa', last4: '4242', exp_month: 4, exp_year: 2031 },
    ...patch,
  };
}

export function invoice(id: number, patch: Partial<Invoice> = {}): Invoice {
  return {
    id,
    number: `QH-2026-${String(id).padStart(6, '0')}`,
    date: `2026-11-${String(1 + (id % 28)).padStart(2, '0')}T10:00:00.000Z`,
    description: 'Monthly: Nov 2026',
    amount: 499,
    currency: 'USD',
    status: 'paid',
    period_start: null,
    period_end: null,
    ...patch,
  };
}

/** What a record as the screen shows it says about the session (the summary the server answers). */
export function summaryFor(record: SubscriptionView): SubscriptionSummary {
  return { state: record.state, has_subscription: true, trial_end: record.trial_end, current_period_end: record.current_period_end, cancel_at_period_end: record.cancel_at_period_end };
}
