import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScheduledNotification } from '../../../../contract/api/scheduled-notifications';
import { initI18n } from '../../../lib/i18n/i18n';
import { errorReply, okReply, renderAdmin, type Answer } from '../test-render';
import { localToday, localToIso } from '../components/local-time';
import { NotificationsScreen } from './NotificationsScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function scheduled(fields: Partial<ScheduledNotification> = {}): ScheduledNotification {
  return {
    id: 3,
    user_id: null,
    user_name: null,
    title: 'Maintenance tonight',
    body: 'Back at 10',
    send_at: '2030-01-01T09:00:00.000Z',
    status: 'pending',
    sent_at: null,
    cancelled_at: null,
    notification_id: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

const emptyList: Answer = () => okReply({ total: 0, data: [] });

/** Tomorrow in this device's time zone, as the date input writes it. */
const tomorrow = () => localToday(new Date(Date.now() + 86_400_000));

describe('localToIso', () => {
  it('writes the local date and time with its offset, the same instant', () => {
    const iso = localToIso('2026-12-01', '09:30');
    expect(iso).toMatch(/^2026-12-01T09:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso ?? '').getTime()).toBe(new Date(2026, 11, 1, 9, 30).getTime());
    expect(localToIso('2026-02-31', '09:30')).toBeNull();
    expect(localToIso('', '09:30')).toBeNull();
  });
});

describe('NotificationsScreen', () => {
  it('checks the form, then sends to everyone now after asking', async () => {
    const { bodiesOf } = renderAdmin('/admin/notifications', <NotificationsScreen />, {
      get_admin_scheduled_notifications: emptyList,
      send_notification: () => okReply({ id: 11 }),
    });
    expect(await screen.findByText('No notification set for later matches.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(screen.getByText('Give a title of 1 to 120 characters.')).toBeTruthy();
    expect(screen.getByText('Write a message of 1 to 2,000 characters.')).toBeTruthy();

    await user.type(screen.getByLabelText('Title'), ' New levels ');
    await user.type(screen.getByLabelText('Message'), 'Ten new levels in Science.');
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = screen.getByRole('dialog', { name: 'Send this to every player now?' });
    expect(bodiesOf('send_notification')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(bodiesOf('send_notification')).toEqual([{ title: 'New levels', body: 'Ten new levels in Science.' }]));
    expect(await screen.findByText('Sent to everyone.')).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });

  it('schedules for one user found by a search, at the local time given with its offset', async () => {
    const { bodiesOf } = renderAdmin('/admin/notifications', <NotificationsScreen />, {
      get_admin_scheduled_notifications: emptyList,
      get_admin_users: () => okReply({ total: 1, data: [{ id: 7, uid: 'u7', name: 'Ada', email: 'ada@quizhive.test', mobile: null, role: 'player', status: 'active', coins: 0, all_time_score: 0, created_at: '2026-01-01T00:00:00Z', last_sign_in_at: null }] }),
      schedule_admin_notification: (body) => okReply(scheduled({ id: 4, user_id: 7, user_name: 'Ada', title: String(body.title), send_at: String(body.send_at) })),
    });
    await screen.findByText('No notification set for later matches.');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Send to'), 'One user');
    await user.type(screen.getByLabelText('Find a user'), 'ada{Enter}');
    await waitFor(() => expect(bodiesOf('get_admin_users')).toEqual([{ offset: 0, limit: 8, search: 'ada' }]));
    await user.click(await screen.findByRole('button', { name: /Pick Ada \(id 7\)/ }));
    expect((screen.getByLabelText('User id') as HTMLInputElement).value).toBe('7');
    expect(screen.getByText('Chosen: Ada')).toBeTruthy();

    await user.type(screen.getByLabelText('Title'), 'Well done');
    await user.type(screen.getByLabelText('Message'), 'You reached level 10.');
    await user.selectOptions(screen.getByLabelText('When'), 'At a set date and time');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByText('Choose a date and a time.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '09:30' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByText('Choose a date and time in the future.')).toBeTruthy();
    expect(bodiesOf('schedule_admin_notification')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: tomorrow() } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(bodiesOf('schedule_admin_notification')).toEqual([{ title: 'Well done', body: 'You reached level 10.', user_id: 7, send_at: localToIso(tomorrow(), '09:30') }]));
    expect(await screen.findByText(/^Set for Ada on /)).toBeTruthy();
    // The list is read again to show it.
    expect(bodiesOf('get_admin_scheduled_notifications')).toHaveLength(2);
  });

  it("shows the server's refusal next to the field it names", async () => {
    renderAdmin('/admin/notifications', <NotificationsScreen />, {
      get_admin_scheduled_notifications: emptyList,
      send_notification: () => errorReply(404, 'NOT_FOUND', 'No user 99', 'user_id'),
    });
    await screen.findByText('No notification set for later matches.');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Send to'), 'One user');
    await user.type(screen.getByLabelText('User id'), '99');
    await user.type(screen.getByLabelText('Title'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('No user 99')).toBeTruthy();
    expect(screen.getByLabelText('User id').getAttribute('aria-invalid')).toBe('true');
  });

  it('lists notifications set for later by status and cancels a pending one after asking', async () => {
    let cancelled = false;
    const { bodiesOf } = renderAdmin('/admin/notifications', <NotificationsScreen />, {
      get_admin_scheduled_notifications: () => okReply({ total: 2, data: [scheduled({ status: cancelled ? 'cancelled' : 'pending' }), scheduled({ id: 2, title: 'Old news', status: 'sent', sent_at: '2026-11-01T09:00:00Z' })] }),
      cancel_admin_scheduled_notification: () => {
        cancelled = true;
        return okReply({ id: 3, status: 'cancelled', changed: true });
      },
    });
    const table = await screen.findByRole('table', { name: 'Notifications set for later' });
    expect(within(table).getAllByRole('button', { name: /^Cancel/ })).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel “Maintenance tonight”' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel “Maintenance tonight”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the notification' }));
    await waitFor(() => expect(bodiesOf('cancel_admin_scheduled_notification')).toEqual([{ id: 3 }]));
    expect(await screen.findByText('“Maintenance tonight” is cancelled.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel “Maintenance tonight”' })).toBeNull());

    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodiesOf('get_admin_scheduled_notifications').at(-1)).toEqual({ offset: 0, limit: 20, status: 'pending' }));
  });
});
