import { describe, expect, it } from 'vitest';
import { ADMIN_NOTIFICATION_BODY_MAX, ADMIN_NOTIFICATION_TITLE_MAX, ADMIN_REPORT_NOTE_MAX, ADMIN_SCHEDULE_MAX_AHEAD_DAYS } from '../../../contract/api/admin-limits';
import { sendNotification } from '../../../contract/api/economy';
import { REPORT_NOTE_MAX } from '../../../contract/api/reports';
import { SCHEDULE_MAX_AHEAD_DAYS } from '../../../contract/api/scheduled-notifications';

describe("the admin screens' limits", () => {
  it("equal the contract's", () => {
    expect(ADMIN_REPORT_NOTE_MAX).toBe(REPORT_NOTE_MAX);
    expect(ADMIN_SCHEDULE_MAX_AHEAD_DAYS).toBe(SCHEDULE_MAX_AHEAD_DAYS);
    const ok = (title: string, body: string) => sendNotification.body.safeParse({ title, body }).success;
    expect(ok('t'.repeat(ADMIN_NOTIFICATION_TITLE_MAX), 'b')).toBe(true);
    expect(ok('t'.repeat(ADMIN_NOTIFICATION_TITLE_MAX + 1), 'b')).toBe(false);
    expect(ok('t', 'b'.repeat(ADMIN_NOTIFICATION_BODY_MAX))).toBe(true);
    expect(ok('t', 'b'.repeat(ADMIN_NOTIFICATION_BODY_MAX + 1))).toBe(false);
  });
});
