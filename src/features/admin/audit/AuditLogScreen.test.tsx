import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../../../contract/api/admin';
import { initI18n } from '../../../lib/i18n/i18n';
import { okReply, renderAdmin } from '../test-render';
import { changedFields } from './AuditChanges';
import { AuditLogScreen } from './AuditLogScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry: AuditEntry = {
  id: 3,
  admin_id: 1,
  admin_name: 'Demo Admin',
  action: 'set_admin_user_coins',
  subject: 'user:7',
  before: { coins: 40 },
  after: { coins: 25, change: -15, reason: 'Refund' },
  date: '2026-05-01T10:00:00.000Z',
};

describe('AuditLogScreen', () => {
  it('lists who changed what, with each value before and after, and links the user', async () => {
    const { bodiesOf } = renderAdmin('/admin/audit?subject=user%3A7', <AuditLogScreen />, {
      get_admin_audit_log: () => okReply({ total: 2, data: [entry, { ...entry, id: 2, admin_id: null, action: 'send_notification', subject: 'notification:4', before: null, after: { title: 'Hi' } }] }),
    });
    const table = await screen.findByRole('table', { name: 'Admin changes' });
    expect(bodiesOf('get_admin_audit_log')).toEqual([{ offset: 0, limit: 20, subject: 'user:7' }]);
    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(first as HTMLElement).getByRole('link', { name: 'user:7' }).getAttribute('href')).toBe('/admin/users/7');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Demo Admin' }).getAttribute('href')).toBe('/admin/users/1');
    expect(within(first as HTMLElement).getByText('40', { exact: false }).tagName).toBe('DEL');
    expect(within(second as HTMLElement).getByText('Demo Admin (account deleted)')).toBeTruthy();
    expect(within(second as HTMLElement).queryByRole('link', { name: 'notification:4' })).toBeNull();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('user:7');
  });

  it('filters by action and admin on the server', async () => {
    const { bodiesOf } = renderAdmin('/admin/audit', <AuditLogScreen />, { get_admin_audit_log: () => okReply({ total: 0, data: [] }) });
    expect(await screen.findByRole('heading', { name: 'No admin change matches.' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Action'), 'set_admin_user_role');
    await user.type(screen.getByLabelText('Admin id'), '12{Enter}');
    await waitFor(() => expect(bodiesOf('get_admin_audit_log').at(-1)).toEqual({ offset: 0, limit: 20, action: 'set_admin_user_role', admin_id: 12 }));
  });

  it('names only the fields that changed when both sides have them', () => {
    expect(changedFields({ coins: 40 }, { coins: 25, change: -15 })).toEqual(['coins', 'change']);
    expect(changedFields({ role: 'player', name: 'A' }, { role: 'admin', name: 'A' })).toEqual(['role']);
    expect(changedFields(null, { title: 'Hi' })).toEqual(['title']);
    expect(changedFields({ status: 'active' }, null)).toEqual(['status']);
  });
});
