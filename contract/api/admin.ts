/**
 * The admin back end's own actions (issue 12): what is not another feature's (each feature keeps
 * its admin actions beside its player actions, docs/ARCHITECTURE.md). Every one is `auth: 'admin'`;
 * tests/contract/admin-access.test.ts holds each to the authorization matrix.
 */
import { z } from 'zod';
import { IdSchema, PagingSchema } from './common';
import { defineAction } from './define';

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** null once the admin's account was deleted; admin_name keeps who it was. */
  admin_id: z.number().int().nullable(),
  admin_name: z.string(),
  action: z.string(),
  /** kind:id of what the write changed (notification:12, user:7). */
  subject: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  date: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** The audit log, newest first, optionally of one action, one admin or one subject. */
export const getAdminAuditLog = defineAction({
  name: 'get_admin_audit_log',
  auth: 'admin',
  body: PagingSchema.extend({
    action: z.string().trim().min(1).max(64).optional(),
    admin_id: IdSchema.optional(),
    subject: z.string().trim().min(1).max(120).optional(),
  }),
  data: z.object({ total: z.number().int(), data: z.array(AuditEntrySchema) }),
});
