import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { DevMessage } from '../../../contract/api/messaging';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { AdminOutboxScreen, OUTBOX_PAGE_SIZE } from './AdminOutboxScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function message(id: number, overrides: Partial<DevMessage> = {}): DevMessage {
  return {
    id,
    channel: 'email',
    to: `person${id}@example.test`,
    subject: `Message ${id}`,
    body: 'text',
    link: `http://localhost:8080/auth/reset-password#token=token-${id}`,
    code: null,
    created_at: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Answers get_dev_outbox with `answer(body)` and records each body the screen sent. */
function setup(answer: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((_url, init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      bodies.push(body);
      const { status, body: reply } = answer(body);
      return Promise.resolve(new Response(JSON.stringify(reply), { status }));
    }),
  );
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={memoryLocation({ path: '/admin/outbox' }).hook}>
        <AdminOutboxScreen />
      </Router>
    </I18nextProvider>,
  );
  return { bodies };
}

const ok = (data: DevMessage[]) => ({ status: 200, body: { error: false, data } });

describe('AdminOutboxScreen', () => {
  it('lists messages newest first with their links and codes, addresses left to right', async () => {
    const { bodies } = setup(() => ok([message(2, { channel: 'sms', to: '+447700900123', link: null, code: '123456', subject: 'SMS' }), message(1)]));
    expect(await screen.findByRole('heading', { level: 2, name: 'SMS' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['SMS', 'Message 1']);
    expect(screen.getByText('123456').tagName).toBe('CODE');
    expect(screen.getByText('http://localhost:8080/auth/reset-password#token=token-1')).toBeTruthy();
    expect(screen.getByText('+447700900123').getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('status').textContent).toBe('Messages 1 to 2');
    // One more than a page, to know whether older messages exist.
    expect(bodies).toEqual([{ offset: 0, limit: OUTBOX_PAGE_SIZE + 1 }]);
    expect(screen.queryByRole('navigation', { name: 'Pages of the outbox' })).toBeNull();
  });

  it('filters by address and channel from the keyboard', async () => {
    const { bodies } = setup(() => ok([]));
    expect(await screen.findByRole('heading', { name: 'No messages' })).toBeTruthy();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Channel'), 'SMS');
    await user.type(screen.getByLabelText('Sent to (e-mail or mobile number)'), '  +447700900123 {Enter}');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ offset: 0, limit: OUTBOX_PAGE_SIZE + 1, to: '+447700900123', channel: 'sms' }));
  });

  it('pages to older messages and back', async () => {
    const full = Array.from({ length: OUTBOX_PAGE_SIZE + 1 }, (_, i) => message(100 - i));
    const { bodies } = setup((body) => ok(body.offset === 0 ? full : [message(1)]));
    const older = await screen.findByRole('button', { name: 'Older' });
    expect(within(screen.getByRole('list', { name: 'Outbox' })).getAllByRole('listitem')).toHaveLength(OUTBOX_PAGE_SIZE);
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    await user.click(older);
    expect(await screen.findByRole('heading', { level: 2, name: 'Message 1' })).toBeTruthy();
    expect(bodies.at(-1)).toEqual({ offset: OUTBOX_PAGE_SIZE, limit: OUTBOX_PAGE_SIZE + 1 });
    expect(screen.getByRole('status').textContent).toBe(`Messages ${OUTBOX_PAGE_SIZE + 1} to ${OUTBOX_PAGE_SIZE + 1}`);
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Message 100' })).toBeTruthy();
  });

  it('says plainly that a production server keeps no outbox', async () => {
    setup(() => ({ status: 404, body: { error: true, code: 'UNKNOWN_ACTION', message: "Unknown action 'get_dev_outbox'." } }));
    expect(await screen.findByRole('heading', { name: 'No outbox on this server' })).toBeTruthy();
    expect(screen.getByText('This server runs in production, where e-mailed links and codes are never kept.')).toBeTruthy();
  });
});
