/**
 * Battle chat reports (issue 16, docs/ADMIN.md "Battle chat reports"): a player reports a message of
 * a room's chat (the live channel, contract/live/battle.ts) and the server keeps a copy, since the
 * chat goes with the room. Moderators list the reports and resolve them, optionally deactivating the
 * reported player through the admin users' own path (set_admin_user_status).
 */
import { z } from 'zod';
import { IdSchema, PagingSchema, sortFields } from './common';
import { defineAction } from './define';

export const BATTLE_CHAT_REPORT_STATUSES = ['open', 'resolved'] as const;
export const BattleChatReportStatusSchema = z.enum(BATTLE_CHAT_REPORT_STATUSES);
export type BattleChatReportStatus = z.infer<typeof BattleChatReportStatusSchema>;

/** What resolving may also do: deactivate the reported player (their sessions end with it). */
export const BattleChatReportActionSchema = z.enum(['deactivate_reported']);

export const BATTLE_CHAT_REPORT_SORTS = ['created_at'] as const;

const PersonSchema = z.object({ id: z.number().int(), name: z.string() });

export const BattleChatReportRowSchema = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  message_id: z.number().int(),
  reporter: PersonSchema,
  /** The message's sender; null when their account has been deleted since. */
  reported: PersonSchema.extend({ status: z.enum(['active', 'deactivated']) }).nullable(),
  /** The copy of the message kept when it was reported. */
  message: z.string(),
  /** The reporter's reason (may be empty). */
  reason: z.string(),
  status: BattleChatReportStatusSchema,
  created_at: z.string(),
});
export type BattleChatReportRow = z.infer<typeof BattleChatReportRowSchema>;

/** Reports with their total; `sort` is created_at only (default: newest first, `order` turns it). */
export const getAdminBattleChatReports = defineAction({
  name: 'get_admin_battle_chat_reports',
  auth: 'admin',
  body: PagingSchema.extend({
    status: BattleChatReportStatusSchema.optional(),
    ...sortFields(BATTLE_CHAT_REPORT_SORTS),
  }),
  data: z.object({ total: z.number().int(), data: z.array(BattleChatReportRowSchema) }),
});

/**
 * Resolves (or reopens) a report, audited; setting the status it has changes nothing
 * (`changed: false`). `action: 'deactivate_reported'` (with 'resolved' only) deactivates the reported
 * player first, with set_admin_user_status's rules (never yourself, never the last admin); a refusal
 * leaves the report as it was. `deactivated` says whether this call deactivated the account.
 */
export const setAdminBattleChatReport = defineAction({
  name: 'set_admin_battle_chat_report',
  auth: 'admin',
  body: z
    .object({
      id: IdSchema,
      status: BattleChatReportStatusSchema,
      action: BattleChatReportActionSchema.optional(),
    })
    .refine((body) => body.action === undefined || body.status === 'resolved', { error: 'action goes with status resolved only', path: ['action'] }),
  data: z.object({ id: z.number().int(), status: BattleChatReportStatusSchema, changed: z.boolean(), deactivated: z.boolean() }),
});
