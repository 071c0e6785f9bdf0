/**
 * The admin audit log (issue 12) on PGlite and PostgreSQL: an admin write records who, when, what
 * and the values after it, in its own transaction; get_admin_audit_log lists entries newest first
 * and filters by action, admin and subject; a refused write records nothing; an admin's entries
 * outlive their account, with the name they had.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/api/admin';
import { users } from '../../server/db/schema';
import { createTestApp, demo, envelope, lanes, login, newVerifiedUser, type TestApp } from '../fixtures/test-app';

describe.each(lanes)('the admin audit log on %s', (lane) => {
  let app: TestApp;
  let admin: string;
  let adminId: number;

  const idOf = async (token: string) => envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data.id;
  const auditLog = async (body: Record<string, unknown> = {}) => {
    const res = await app.call('get_admin_audit_log', body, admin);
    expect(res.statusCode).toBe(200);
    return envelope<{ total: number; data: AuditEntry[] }>(res).data;
  };

  beforeAll(async () => {
    app = await createTestApp(lane);
    admin = await login(app, demo.admin);
    adminId = await idOf(admin);
  });
  afterAll(() => app?.close());

  it('records each notification an admin sends, newest first, with who sent it and what', async () => {
    const player = await newVerifiedUser(app, 'reader');
    const playerId = await idOf(player.token);
    const toOne = envelope<{ id: number }>(await app.call('send_notification', { user_id: playerId, title: 'Hello', body: 'Just you.' }, admin)).data.id;
    const toAll = envelope<{ id: number }>(await app.call('send_notification', { title: 'Tonight', body: 'Maintenance at 22:00.' }, admin)).data.id;

    const log = await auditLog();
    expect(log.total).toBe(2);
    expect(log.data).toEqual([
      { id: expect.any(Number), admin_id: adminId, admin_name: expect.any(String), action: 'send_notification', subject: `notification:${toAll}`, before: null, after: { user_id: null, title: 'Tonight', body: 'Maintenance at 22:00.' }, date: expect.any(String) },
      { id: expect.any(Number), admin_id: adminId, admin_name: expect.any(String), action: 'send_notification', subject: `notification:${toOne}`, before: null, after: { user_id: playerId, title: 'Hello', body: 'Just you.' }, date: expect.any(String) },
    ]);
    expect(Date.parse(log.data[0]?.date ?? '')).not.toBeNaN();

    expect((await auditLog({ subject: `notification:${toOne}` })).data.map((e) => e.subject)).toEqual([`notification:${toOne}`]);
    expect(await auditLog({ action: 'delete_user_account' })).toEqual({ total: 0, data: [] });
    expect((await auditLog({ admin_id: adminId, limit: 1 })).data).toHaveLength(1);
    expect((await auditLog({ admin_id: adminId, offset: 1, limit: 1 })).data[0]?.subject).toBe(`notification:${toOne}`);
  });

  it('records nothing for a write that was refused', async () => {
    const before = (await auditLog()).total;
    expect((await app.call('send_notification', { title: '', body: 'No title' }, admin)).statusCode).toBe(400);
    expect((await auditLog()).total).toBe(before);
  });

  it("keeps an admin's entries, with the name they had, after their account is deleted", async () => {
    const other = await newVerifiedUser(app, 'temporary admin');
    const otherId = await idOf(other.token);
    await app.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, otherId));
    app.auth.forgetUser(otherId);
    const sent = envelope<{ id: number }>(await app.call('send_notification', { title: 'From a temp', body: 'Hi.' }, other.token)).data.id;
    expect((await app.call('delete_user_account', { confirm: true }, other.token)).statusCode).toBe(200);

    const [entry] = (await auditLog({ subject: `notification:${sent}` })).data;
    expect(entry).toMatchObject({ admin_id: null, admin_name: 'Temporary admin', action: 'send_notification' });
  });

  it('refuses a filter that names no admin', async () => {
    const res = await app.call('get_admin_audit_log', { admin_id: 0 }, admin);
    expect(res.statusCode).toBe(400);
    expect(envelope(res).field).toBe('admin_id');
  });
});
