import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BattleChatReportRow } from '../../../../contract/api/battle-reports';
import { initI18n } from '../../../lib/i18n/i18n';
import { errorReply, okReply, renderAdmin, type Answer } from '../test-render';
import { ChatReportsScreen } from './ChatReportsScreen';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function report(fields: Partial<BattleChatReportRow> = {}): BattleChatReportRow {
  return {
    id: 9,
    room_id: 31,
    message_id: 400,
    reporter: { id: 7, name: 'Ada' },
    reported: { id: 8, name: 'Bob', status: 'active' },
    message: 'you are all rubbish',
    reason: 'Insult',
    status: 'open',
    created_at: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

const page = (rows: BattleChatReportRow[]) => okReply({ total: rows.length, data: rows });

function show(answers: Record<string, Answer>, path = '/admin/chat-reports') {
  return renderAdmin(path, <ChatReportsScreen />, answers);
}

describe('ChatReportsScreen', () => {
  it('lists reports with the message copy, reason, both players and the room; filters by status and sorts by date on the server', async () => {
    const { bodiesOf, location } = show({ get_admin_battle_chat_reports: () => page([report(), report({ id: 10, reported: null, reason: '', status: 'resolved' })]) });
    const table = await screen.findByRole('table', { name: 'Battle chat reports' });
    const [first, second] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    const cells = [...first!.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual([expect.stringContaining('2026'), 'you are all rubbish', 'Insult', 'Bob', 'Ada', 'Room 31', 'Open']);
    expect(within(first!).getByRole('link', { name: 'Bob' }).getAttribute('href')).toBe('/admin/users/8');
    expect(within(first!).getByRole('link', { name: 'Ada' }).getAttribute('href')).toBe('/admin/users/7');
    // A deleted sender is said in words and cannot be deactivated; a resolved report can be reopened.
    expect(within(second!).getByText('Deleted account')).toBeTruthy();
    expect(within(second!).getByRole('button', { name: 'Reopen report 10' })).toBeTruthy();
    expect(within(second!).queryByRole('button', { name: /deactivate/i })).toBeNull();
    expect(bodiesOf('get_admin_battle_chat_reports')).toEqual([{ offset: 0, limit: 20 }]);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'Open');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodiesOf('get_admin_battle_chat_reports').at(-1)).toEqual({ offset: 0, limit: 20, status: 'open' }));
    expect(location.history?.at(-1)).toBe('/admin/chat-reports?status=open');
    await user.click(await screen.findByRole('button', { name: /^Reported/ }));
    await waitFor(() => expect(bodiesOf('get_admin_battle_chat_reports').at(-1)).toEqual({ offset: 0, limit: 20, sort: 'created_at', order: 'desc', status: 'open' }));
  });

  it('resolves a report, asked first with the message quoted, and says so', async () => {
    let status: BattleChatReportRow['status'] = 'open';
    const { bodiesOf } = show({
      get_admin_battle_chat_reports: () => page([report({ status })]),
      set_admin_battle_chat_report: (body) => {
        status = body.status as BattleChatReportRow['status'];
        return okReply({ id: 9, status, changed: true, deactivated: false });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resolve report 9' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve report 9?' });
    expect(within(dialog).getByText('you are all rubbish')).toBeTruthy();
    expect(within(dialog).getByText('The report leaves the open queue. Bob keeps their account.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Report 9 is resolved.')).toBeTruthy();
    expect(bodiesOf('set_admin_battle_chat_report')).toEqual([{ id: 9, status: 'resolved' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Reopen report 9' })).toBeTruthy();
  });

  it("resolves with the sender's deactivation, and shows the server's refusal in the dialog", async () => {
    let refuse = true;
    const { bodiesOf } = show({
      get_admin_battle_chat_reports: () => page([report()]),
      set_admin_battle_chat_report: () =>
        refuse ? errorReply(400, 'VALIDATION', 'This is the last active admin: make another user an admin first', 'action') : okReply({ id: 9, status: 'resolved', changed: true, deactivated: true }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resolve and deactivate the sender of report 9 (Bob)' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve report 9 and deactivate Bob?' });
    expect(within(dialog).getByText(/Bob is signed out everywhere/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Resolve and deactivate the sender' }));
    expect(await within(dialog).findByText('This is the last active admin: make another user an admin first')).toBeTruthy();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Resolve and deactivate the sender' }));
    expect(await screen.findByText('Report 9 is resolved and Bob is deactivated.')).toBeTruthy();
    expect(bodiesOf('set_admin_battle_chat_report')).toEqual([
      { id: 9, status: 'resolved', action: 'deactivate_reported' },
      { id: 9, status: 'resolved', action: 'deactivate_reported' },
    ]);
  });

  it('says so when nothing matches, and plainly when the list cannot load', async () => {
    show({ get_admin_battle_chat_reports: () => page([]) }, '/admin/chat-reports?status=resolved');
    expect(await screen.findByText('No chat report matches.')).toBeTruthy();
    cleanup();
    show({ get_admin_battle_chat_reports: () => errorReply(500, 'INTERNAL', 'Something went wrong') });
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });
});
