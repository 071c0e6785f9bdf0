/** What the tutor hub's end-to-end tests share: calls to the real server's actions as a student. */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Credentials } from './offline-helpers';

export interface Envelope<T> {
  readonly error: boolean;
  readonly data: T;
}

export type Call = <D>(action: string, body: unknown) => Promise<D>;

/** Signs `who` in for API calls; each call must succeed (its envelope's error false); `done` signs out. */
export async function apiAs(request: APIRequestContext, who: Credentials): Promise<{ call: Call; done: () => Promise<void> }> {
  const login = await request.post('/api/user_login', { data: who });
  const token = ((await login.json()) as Envelope<{ token: string }>).data.token;
  const headers = { authorization: `Bearer ${token}` };
  return {
    call: async <D>(action: string, body: unknown) => {
      const res = await request.post(`/api/${action}`, { data: body, headers });
      const envelope = (await res.json()) as Envelope<D>;
      expect(envelope.error, `${action} failed: ${JSON.stringify(envelope.data)}`).toBe(false);
      return envelope.data;
    },
    done: async () => {
      await request.post('/api/logout', { data: {}, headers });
    },
  };
}
