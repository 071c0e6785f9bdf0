import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../lib/session/session-store';
import { signInSubscriber } from '../../lib/session/test-session';
import { renderWithApp, setConnectivity } from '../sync-status/test-helpers';
import { NotificationBell } from './NotificationBell';
import { POLL_INTERVAL_MS } from './unread';

function envelope(unread: number) {
  return new Response(JSON.stringify({ error: false, data: { total: unread, unread, data: [] } }), { status: 200 });
}

beforeEach(() => {
  signInSubscriber();
  setConnectivity(true);
});

afterEach(() => {
  cleanup();
  resetSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('NotificationBell', () => {
  it('shows the unread count and says it in its name', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(envelope(3)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.getAttribute('href')).toBe('/profile/notifications');
    expect(screen.getByTestId('notification-count').textContent).toBe('3');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/get_notifications');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ offset: 0, limit: 1 });
  });

  it('has no count when everything is read', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.resolve(envelope(0))));
    renderWithApp(<NotificationBell />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy());
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('asks again every few minutes while visible, and never while offline', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(envelope(1)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<NotificationBell />);
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      vi.advanceTimersByTime(POLL_INTERVAL_MS);
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    setConnectivity(false);
    await act(async () => {
      vi.advanceTimersByTime(POLL_INTERVAL_MS);
      window.dispatchEvent(new Event('focus'));
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
