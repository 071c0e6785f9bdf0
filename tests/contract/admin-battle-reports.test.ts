/**
 * Battle chat reports for moderators (issue 16) on PGlite and PostgreSQL: the rows the battles
 * feature writes are inserted directly (a room, its players' accounts), then the admin's list
 * (status filter, paging, newest or oldest first, a deleted sender shown as null), resolving and
 * reopening with one audit entry each (nothing when nothing changes), resolving with the reported
 * player's deactivation through the admin users' path, its refusals, the dashboard's figure, and
 * non-admins refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/api/admin';
import type { BattleChatReportRow } from '../../contract/api/battle-reports';
import { battleChatReports, battleRooms, languages, users } from '../../server/db/schema';
import { createTestApp, demo, envelope, lanes, login, newVerifiedUser, type TestApp } from '../fixtures/test-app';

describe.each(lanes)('battle chat reports on %s', (lane) => {
  let app: TestApp;
  let admin: string;
  let adminId: number;
  let roomId: number;
  let messageNo = 0;

  const ok = async <T>(action: string, body: Record<string, unknown>, token = admin): Promise<T> => {
    const res = await app.call(action, body, token);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return envelope<T>(res).data;
  };
  const refused = async (action: string, body: unknown, token = admin) => {
    const res = await app.call(action, body, token);
    const { code, field, message } = envelope(res);
    return { status: res.statusCode, code, field, message };
  };
  const list = (body: Record<string, unknown>) => ok<{ total: number; data: BattleChatReportRow[] }>('get_admin_battle_chat_reports', body);
  const set = (body: Record<string, unknown>) => ok<{ id: number; status: string; changed: boolean; deactivated: boolean }>('set_admin_battle_chat_report', body);
  const audit = async (subject: string) => (await ok<{ data: AuditEntry[] }>('get_admin_audit_log', { subject, limit: 100 })).data;
  const statusOf = async (id: number) => (await app.ctx.db.select({ status: battleChatReports.status }).from(battleChatReports).where(eq(battleChatReports.id, id)))[0]?.status;

  const player = async (name: string) => {
    const user = await newVerifiedUser(app, name);
    const id = envelope<{ id: number }>(await app.call('get_user_by_id', {}, user.token)).data.id;
    return { ...user, id };
  };

  /** A report as the battles feature writes it: a copy of the message, its sender and the reporter. */
  const reportRow = async (fields: { reporterId: number; reportedUserId: number | null; body: string; reason?: string; createdAt: string; status?: 'open' | 'resolved' }) => {
    messageNo += 1;
    const [row] = await app.ctx.db
      .insert(battleChatReports)
      .values({
        roomId,
        messageId: messageNo,
        reporterId: fields.reporterId,
        reportedUserId: fields.reportedUserId,
        body: fields.body,
        reason: fields.reason ?? '',
        status: fields.status ?? 'open',
        createdAt: new Date(fields.createdAt),
      })
      .returning({ id: battleChatReports.id });
    return row!.id;
  };

  beforeAll(async () => {
    app = await createTestApp(lane);
    admin = await login(app, demo.admin);
    adminId = envelope<{ id: number }>(await app.call('get_user_by_id', {}, admin)).data.id;
    const [language] = await app.ctx.db.select({ id: languages.id }).from(languages).where(eq(languages.code, 'en'));
    const [room] = await app.ctx.db
      .insert(battleRooms)
      .values({ matchId: 'R0000000000000000001', roomType: 'private', code: 'ABC123', languageId: language!.id, noOfQue: 10, questionSeconds: 15, maxPlayers: 4, status: 'playing' })
      .returning({ id: battleRooms.id });
    roomId = room!.id;
  });
  afterAll(() => app?.close());

  it('lists reports with both players, filtered by status, paged, newest or oldest first', async () => {
    const ada = await player('ada reporter');
    const bob = await player('bob sender');
    const first = await reportRow({ reporterId: ada.id, reportedUserId: bob.id, body: 'you are rubbish', reason: 'Insult', createdAt: '2026-11-01T10:00:00Z' });
    const second = await reportRow({ reporterId: bob.id, reportedUserId: ada.id, body: 'spam spam spam', createdAt: '2026-11-02T10:00:00Z', status: 'resolved' });
    const third = await reportRow({ reporterId: ada.id, reportedUserId: null, body: 'a message of a deleted account', createdAt: '2026-11-03T10:00:00Z' });

    const all = await list({});
    expect(all.total).toBe(3);
    expect(all.data.map((r) => r.id)).toEqual([third, second, first]);
    expect(all.data[2]).toEqual({
      id: first,
      room_id: roomId,
      message_id: expect.any(Number),
      reporter: { id: ada.id, name: 'Ada reporter' },
      reported: { id: bob.id, name: 'Bob sender', status: 'active' },
      message: 'you are rubbish',
      reason: 'Insult',
      status: 'open',
      created_at: '2026-11-01T10:00:00.000Z',
    });
    expect(all.data[0]?.reported).toBeNull();

    expect((await list({ sort: 'created_at', order: 'asc' })).data.map((r) => r.id)).toEqual([first, second, third]);
    const open = await list({ status: 'open' });
    expect([open.total, open.data.map((r) => r.id)]).toEqual([2, [third, first]]);
    const resolved = await list({ status: 'resolved' });
    expect([resolved.total, resolved.data.map((r) => r.id)]).toEqual([1, [second]]);
    const page2 = await list({ offset: 1, limit: 1 });
    expect([page2.total, page2.data.map((r) => r.id)]).toEqual([3, [second]]);
    expect((await list({ offset: 3, limit: 1 })).data).toEqual([]);

    expect(await refused('get_admin_battle_chat_reports', { status: 'closed' })).toMatchObject({ status: 400, code: 'VALIDATION', field: 'status' });
    expect(await refused('get_admin_battle_chat_reports', { sort: 'reason' })).toMatchObject({ status: 400, field: 'sort' });
  });

  it('refuses players and guests', async () => {
    const someone = await player('not an admin');
    expect(await refused('get_admin_battle_chat_reports', {}, someone.token)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await refused('set_admin_battle_chat_report', { id: 1, status: 'resolved' }, someone.token)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await refused('get_admin_battle_chat_reports', {}, '')).toMatchObject({ status: 401, code: 'AUTH_REQUIRED' });
  });

  it('resolves and reopens a report, each change audited in its transaction; the same status again records nothing', async () => {
    const reporter = await player('careful reporter');
    const sender = await player('loud sender');
    const id = await reportRow({ reporterId: reporter.id, reportedUserId: sender.id, body: 'rude words', createdAt: '2026-11-04T10:00:00Z' });
    const subject = `battle_chat_report:${id}`;

    expect(await set({ id, status: 'resolved' })).toEqual({ id, status: 'resolved', changed: true, deactivated: false });
    expect(await statusOf(id)).toBe('resolved');
    const [entry, ...more] = await audit(subject);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      admin_id: adminId,
      action: 'set_admin_battle_chat_report',
      subject,
      before: { status: 'open' },
      after: { status: 'resolved', room_id: roomId, reported_user_id: sender.id, deactivated: false },
    });

    expect(await set({ id, status: 'resolved' })).toEqual({ id, status: 'resolved', changed: false, deactivated: false });
    expect(await audit(subject)).toHaveLength(1);

    expect(await set({ id, status: 'open' })).toMatchObject({ status: 'open', changed: true });
    expect(await statusOf(id)).toBe('open');
    expect((await audit(subject))[0]).toMatchObject({ before: { status: 'resolved' }, after: { status: 'open' } });
    // The sender was left alone.
    expect((await app.call('get_user_by_id', {}, sender.token)).statusCode).toBe(200);

    expect(await refused('set_admin_battle_chat_report', { id: 999_999, status: 'resolved' })).toMatchObject({ status: 404, code: 'NOT_FOUND', field: 'id' });
    expect(await refused('set_admin_battle_chat_report', { id, status: 'done' })).toMatchObject({ status: 400, field: 'status' });
    expect(await refused('set_admin_battle_chat_report', { id, status: 'open', action: 'deactivate_reported' })).toMatchObject({ status: 400, field: 'action' });
    expect(await statusOf(id)).toBe('open');
  });

  it("resolves with the reported player's deactivation through set_admin_user_status's path", async () => {
    const reporter = await player('witness');
    const sender = await player('troll');
    const id = await reportRow({ reporterId: reporter.id, reportedUserId: sender.id, body: 'abuse', createdAt: '2026-11-05T10:00:00Z' });
    expect((await app.call('get_user_by_id', {}, sender.token)).statusCode).toBe(200);

    expect(await set({ id, status: 'resolved', action: 'deactivate_reported' })).toEqual({ id, status: 'resolved', changed: true, deactivated: true });
    const [stored] = await app.ctx.db.select({ status: users.status }).from(users).where(eq(users.id, sender.id));
    expect(stored?.status).toBe('deactivated');
    // Their sessions ended with it, as an admin's deactivation on the user screen does.
    expect(envelope(await app.call('get_user_by_id', {}, sender.token)).code).toBe('ACCOUNT_DEACTIVATED');
    expect((await audit(`user:${sender.id}`)).map((e) => [e.action, e.after])).toEqual([['set_admin_user_status', { status: 'deactivated' }]]);
    expect((await audit(`battle_chat_report:${id}`))[0]).toMatchObject({ after: { status: 'resolved', deactivated: true } });
    const row = (await list({ status: 'resolved' })).data.find((r) => r.id === id);
    expect(row?.reported).toEqual({ id: sender.id, name: 'Troll', status: 'deactivated' });

    // A report of the admin's own message: the users service's rule refuses, the report stays open.
    const own = await reportRow({ reporterId: reporter.id, reportedUserId: adminId, body: 'an admin said this', createdAt: '2026-11-06T10:00:00Z' });
    expect(await refused('set_admin_battle_chat_report', { id: own, status: 'resolved', action: 'deactivate_reported' })).toMatchObject({ status: 400, code: 'VALIDATION', field: 'action' });
    expect(await statusOf(own)).toBe('open');
    expect(await audit(`battle_chat_report:${own}`)).toEqual([]);

    // The sender's account is gone: nothing to deactivate, the report stays open.
    const orphan = await reportRow({ reporterId: reporter.id, reportedUserId: null, body: 'from a deleted account', createdAt: '2026-11-07T10:00:00Z' });
    expect(await refused('set_admin_battle_chat_report', { id: orphan, status: 'resolved', action: 'deactivate_reported' })).toMatchObject({ status: 400, field: 'action' });
    expect(await statusOf(orphan)).toBe('open');
    expect(await set({ id: orphan, status: 'resolved' })).toMatchObject({ changed: true, deactivated: false });
  });

  it("counts open reports on the admin's dashboard", async () => {
    const dashboard = () => ok<{ open_chat_reports: number; open_reports: number }>('get_admin_dashboard', {});
    const before = await dashboard();
    const reporter = await player('dashboard reporter');
    const id = await reportRow({ reporterId: reporter.id, reportedUserId: null, body: 'counted', createdAt: '2026-11-08T10:00:00Z' });
    expect((await dashboard()).open_chat_reports).toBe(before.open_chat_reports + 1);
    await set({ id, status: 'resolved' });
    const after = await dashboard();
    expect(after.open_chat_reports).toBe(before.open_chat_reports);
    expect(after.open_reports).toBe(before.open_reports);
  });
});
