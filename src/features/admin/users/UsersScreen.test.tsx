import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminUserRow } from '../../../../contract/api/admin';
import { initI18n } from '../../../lib/i18n/i18n';
import { okReply, renderAdmin } from '../test-render';
import { UsersScreen } from './UsersScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function row(id: number, fields: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id,
    uid: `uid-${id}`,
    name: `Player ${id}`,
    email: `p${id}@quizhive.test`,
    mobile: null,
    role: 'player',
    status: 'active',
    coins: id * 10,
    all_time_score: id * 100,
    created_at: '2026-05-01T10:00:00.000Z',
    last_sign_in_at: null,
    ...fields,
  };
}

const page = (total: number, rows: AdminUserRow[]) => () => okReply({ total, data: rows });

describe('UsersScreen', () => {
  it('lists users newest first from the server, each name a link to the user', async () => {
    const { bodiesOf } = renderAdmin('/admin/users', <UsersScreen />, { get_admin_users: page(2, [row(2, { status: 'deactivated', mobile: '+447700900123' }), row(1)]) });
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader').textContent).toBe('Player 2');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Player 2' }).getAttribute('href')).toBe('/admin/users/2');
    expect(within(rows[1] as HTMLElement).getByText('Deactivated')).toBeTruthy();
    expect(screen.getByText('+447700900123').getAttribute('dir')).toBe('ltr');
    // The default order is the server's (newest first), shown on the Joined column.
    expect(screen.getByRole('columnheader', { name: /Joined/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('status').textContent).toBe('1–2 of 2');
    expect(bodiesOf('get_admin_users')).toEqual([{ offset: 0, limit: 20 }]);
  });

  it('sorts on the server by a column header, and flips the order on a second press', async () => {
    const { bodiesOf } = renderAdmin('/admin/users', <UsersScreen />, { get_admin_users: page(1, [row(1)]) });
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Coins/ }));
    await waitFor(() => expect(bodiesOf('get_admin_users').at(-1)).toEqual({ offset: 0, limit: 20, sort: 'coins', order: 'desc' }));
    expect((await screen.findByRole('columnheader', { name: /Coins/ })).getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: /^Coins/ }));
    await waitFor(() => expect(bodiesOf('get_admin_users').at(-1)).toEqual({ offset: 0, limit: 20, sort: 'coins', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(bodiesOf('get_admin_users').at(-1)).toEqual({ offset: 0, limit: 20, sort: 'name', order: 'asc' }));
  });

  it('searches and filters from the keyboard, back on the first page', async () => {
    const { bodiesOf } = renderAdmin('/admin/users?page=3', <UsersScreen />, { get_admin_users: page(0, []) });
    expect(await screen.findByRole('heading', { name: 'No user matches this search.' })).toBeTruthy();
    expect(bodiesOf('get_admin_users')[0]).toEqual({ offset: 40, limit: 20 });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'Deactivated');
    await user.type(screen.getByLabelText('Name, e-mail, mobile, uid or id'), '  +44 7700 {Enter}');
    await waitFor(() => expect(bodiesOf('get_admin_users').at(-1)).toEqual({ offset: 0, limit: 20, search: '+44 7700', status: 'deactivated' }));
  });

  it('pages through the server’s results', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => row(100 - i));
    const { bodiesOf } = renderAdmin('/admin/users', <UsersScreen />, { get_admin_users: (body) => okReply({ total: 45, data: body.offset === 0 ? rows : [row(1)] }) });
    await screen.findByRole('table');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bodiesOf('get_admin_users').at(-1)).toEqual({ offset: 20, limit: 20 }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
  });
});
