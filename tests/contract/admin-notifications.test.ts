/**
 * The admin's notifications at a set time (issue 12) on PGlite and PostgreSQL: scheduling to one
 * user or everyone with its checks and audit entry, the list, cancelling while pending, and
 * delivery exactly once when due: twice at once on one instance, and (PostgreSQL) by two instances
 * on one database.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/api/admin';
import type { ScheduledNotification } from '../../contract/api/scheduled-notifications';
import { notifications } from '../../server/db/schema';
import { createPostgresDatabase, createTestApp, demo, envelope, lanes, login, newVerifiedUser, type TestApp } from '../fixtures/test-app';

const MINUTE = 60_000;

describe.each(lanes)('scheduled notifications on %s', (lane) => {
  let app: TestApp;
  let admin: string;

  const ok = async <T>(action: string, body: Record<string, unknown>, token = admin, on: TestApp = app): Promise<T> => {
    const res = await on.call(action, body, token);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return envelope<T>(res).data;
  };
  const refused = async (action: string, body: unknown) => {
    const res = await app.call(action, body, admin);
    const { code, field, message } = envelope(res);
    return { status: res.statusCode, code, field, message };
  };
  const inMinutes = (minutes: number, on: TestApp = app) => new Date(on.ctx.now().getTime() + minutes * MINUTE).toISOString();
  const schedule = (body: Record<string, unknown>, on: TestApp = app, token = admin) => ok<ScheduledNotification>('schedule_admin_notification', body, token, on);
  const idOf = async (token: string) => envelope<{ id: number }>(await app.call('get_user_by_id', {}, token)).data.id;
  const titlesOf = async (token: string) => (await ok<{ data: { title: string }[] }>('get_notifications', { limit: 100 }, token)).data.map((n) => n.title);
  const audit = async (id: number) => (await ok<{ data: AuditEntry[] }>('get_admin_audit_log', { subject: `scheduled_notification:${id}`, limit: 100 })).data;

  beforeAll(async () => {
    app = await createTestApp(lane);
    admin = await login(app, demo.admin);
  });
  afterAll(() => app?.close());

  it('schedules a notification to one user, audited, delivered once when due', async () => {
    const player = await newVerifiedUser(app, 'scheduled one');
    const userId = await idOf(player.token);
    const sendAt = inMinutes(10);
    const stored = await schedule({ user_id: userId, title: ' Quiz night ', body: 'Starts at nine', send_at: sendAt, extra: 'ignored' });
    expect(stored).toEqual({
      id: expect.any(Number),
      user_id: userId,
      user_name: 'Scheduled one',
      title: 'Quiz night',
      body: 'Starts at nine',
      send_at: sendAt,
      status: 'pending',
      sent_at: null,
      cancelled_at: null,
      notification_id: null,
      created_at: expect.any(String),
    });
    const [entry, ...more] = await audit(stored.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'schedule_admin_notification', before: null, after: { user_id: userId, title: 'Quiz night', body: 'Starts at nine', send_at: sendAt } });

    expect(await app.scheduledNotifications.deliverDue()).toBe(0);
    expect(await titlesOf(player.token)).not.toContain('Quiz night');
    app.advance(11 * MINUTE);
    expect(await Promise.all([app.scheduledNotifications.deliverDue(), app.scheduledNotifications.deliverDue()]).then((n) => n.reduce((a, b) => a + b))).toBe(1);
    expect(await app.scheduledNotifications.deliverDue()).toBe(0);
    expect((await titlesOf(player.token)).filter((t) => t === 'Quiz night')).toHaveLength(1);
    const [listed] = (await ok<{ data: ScheduledNotification[] }>('get_admin_scheduled_notifications', { status: 'sent', limit: 100 })).data.filter((n) => n.id === stored.id);
    expect(listed).toMatchObject({ status: 'sent', sent_at: expect.any(String), notification_id: expect.any(Number) });
    // Delivery is no admin write: the audit log holds the scheduling only.
    expect(await audit(stored.id)).toHaveLength(1);
  });

  it('sends to everyone as one notification every player sees', async () => {
    const a = await newVerifiedUser(app, 'everyone a');
    const b = await newVerifiedUser(app, 'everyone b');
    const stored = await schedule({ title: 'Hello everyone', body: 'New levels are in', send_at: inMinutes(1) });
    expect(stored).toMatchObject({ user_id: null, user_name: null });
    app.advance(2 * MINUTE);
    expect(await app.scheduledNotifications.deliverDue()).toBe(1);
    expect(await titlesOf(a.token)).toContain('Hello everyone');
    expect(await titlesOf(b.token)).toContain('Hello everyone');
    expect(await titlesOf(await login(app, demo.player))).toContain('Hello everyone');
  });

  it('cancels a pending notification, which is never delivered; a second cancel changes nothing, a sent one is refused', async () => {
    const stored = await schedule({ title: 'Never sent', body: 'Cancelled first', send_at: inMinutes(5) });
    expect(await ok('cancel_admin_scheduled_notification', { id: stored.id })).toEqual({ id: stored.id, status: 'cancelled', changed: true });
    expect(await ok('cancel_admin_scheduled_notification', { id: stored.id })).toEqual({ id: stored.id, status: 'cancelled', changed: false });
    expect((await audit(stored.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['cancel_admin_scheduled_notification', { status: 'pending' }, { status: 'cancelled' }],
      ['schedule_admin_notification', null, expect.any(Object)],
    ]);
    app.advance(6 * MINUTE);
    expect(await app.scheduledNotifications.deliverDue()).toBe(0);
    const cancelled = (await ok<{ data: ScheduledNotification[] }>('get_admin_scheduled_notifications', { status: 'cancelled', limit: 100 })).data;
    expect(cancelled.map((n) => n.id)).toContain(stored.id);

    const sent = await schedule({ title: 'Sent one', body: 'Too late to cancel', send_at: inMinutes(1) });
    app.advance(2 * MINUTE);
    await app.scheduledNotifications.deliverDue();
    expect(await refused('cancel_admin_scheduled_notification', { id: sent.id })).toMatchObject({ status: 400, code: 'VALIDATION', field: 'id' });
    expect(await refused('cancel_admin_scheduled_notification', { id: 999_999 })).toMatchObject({ status: 404, field: 'id' });
    expect(await audit(sent.id)).toHaveLength(1);
  });

  it('refuses a send_at in the past, too far ahead or not a date, an unknown user and a bad title, recording nothing', async () => {
    const before = (await ok<{ total: number }>('get_admin_audit_log', {})).total;
    const base = { title: 'Title', body: 'Body' };
    for (const send_at of [inMinutes(-1), inMinutes(367 * 24 * 60), 'tomorrow', '2026-13-01T00:00:00Z', undefined]) {
      expect(await refused('schedule_admin_notification', { ...base, send_at }), String(send_at)).toMatchObject({ status: 400, code: 'VALIDATION', field: 'send_at' });
    }
    expect(await refused('schedule_admin_notification', { ...base, send_at: inMinutes(5), user_id: 999_999 })).toMatchObject({ status: 404, field: 'user_id' });
    expect(await refused('schedule_admin_notification', { title: ' ', body: 'Body', send_at: inMinutes(5) })).toMatchObject({ status: 400, field: 'title' });
    expect((await ok<{ total: number }>('get_admin_audit_log', {})).total).toBe(before);
  });

  // Two instances need a database both can open: PostgreSQL's lane (PGlite is one process's own).
  if (lane === 'postgres') it('two instances on one database deliver each due notification exactly once', async () => {
    const database = await createPostgresDatabase();
    const [first, second] = await Promise.all([createTestApp('postgres', { DATABASE_URL: database.url }), createTestApp('postgres', { DATABASE_URL: database.url })]);
    try {
      const token = await login(first, demo.admin);
      const ids: number[] = [];
      for (let i = 0; i < 12; i += 1) ids.push((await schedule({ title: `Twice ${i}`, body: 'Once only', send_at: inMinutes(1, first) }, first, token)).id);
      first.advance(2 * MINUTE);
      second.advance(2 * MINUTE);
      const counts = await Promise.all([first.scheduledNotifications.deliverDue(), second.scheduledNotifications.deliverDue(), first.scheduledNotifications.deliverDue()]);
      expect(counts.reduce((a, b) => a + b)).toBe(12);
      const rows = await first.ctx.db.select({ title: notifications.title }).from(notifications).where(inArray(notifications.title, ids.map((_, i) => `Twice ${i}`)));
      expect(rows).toHaveLength(12);
      expect(new Set(rows.map((r) => r.title)).size).toBe(12);
    } finally {
      await second.close();
      await first.close();
      await database.drop();
    }
  });
});
