/**
 * The admin back end's own actions (issue 12): what is not another feature's (each feature keeps
 * its admin actions beside its player actions, docs/ARCHITECTURE.md). Every one is `auth: 'admin'`;
 * tests/contract/admin-access.test.ts holds each to the authorization matrix.
 */
import { z } from 'zod';
import { IdSchema, LoginTypeSchema, PagingSchema, sortFields, TextSchema, UserRoleSchema } from './common';
import { ADMIN_COINS_MAX, ADMIN_USER_SORTS } from './admin-limits';
import { defineAction } from './define';

export { ADMIN_COINS_MAX, ADMIN_USER_LEDGER_ENTRIES, ADMIN_USER_SORTS, type AdminUserSort } from './admin-limits';
import { CoinHistoryEntrySchema } from './economy';

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

// Users (issue 12): search, one user's record, coins, status and role.

export const UserStatusSchema = z.enum(['active', 'deactivated']);

/** One user as the admin's list shows them. */
export const AdminUserRowSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  /** The display name (first letter upper case, as the app shows names). */
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  role: UserRoleSchema,
  status: UserStatusSchema,
  coins: z.number().int(),
  all_time_score: z.number().int(),
  created_at: z.string(),
  /** When their newest session opened (any sign-in method), or null if they never signed in. */
  last_sign_in_at: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

/** One user's record for the admin: the row's fields, their badges, ledger and subscription. */
export const AdminUserDetailSchema = AdminUserRowSchema.extend({
  type: LoginTypeSchema,
  email_verified: z.boolean(),
  profile: z.string().nullable(),
  friends_code: z.string(),
  time_zone: z.string(),
  /** Badges earned. */
  badges: z.number().int(),
  /** The newest entries of their coin history (at most ADMIN_USER_LEDGER_ENTRIES). */
  ledger: z.array(CoinHistoryEntrySchema),
  /** Entries in their coin history in all (ledger shows the newest). */
  ledger_total: z.number().int(),
  subscription: z.object({
    /** Subscribed now, by the rule the gate applies (server/features/billing/subscription-rule.ts). */
    active: z.boolean(),
    /** The newest subscription record's status and period end, or null without one. */
    status: z.string().nullable(),
    current_period_end: z.string().nullable(),
  }),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;


/**
 * Users, newest first, with their total. `search` (trimmed; empty means none) matches, ignoring
 * case: the name or e-mail containing it, the mobile number starting with it (spaces, dashes and
 * brackets left out; digits alone match with or without the leading +), the uid starting with it,
 * or the id equal to it. `sort` and `order` sort by one column (default: created_at, desc).
 */
export const getAdminUsers = defineAction({
  name: 'get_admin_users',
  auth: 'admin',
  body: PagingSchema.extend({
    ...sortFields(ADMIN_USER_SORTS),
    search: TextSchema.pipe(z.string().trim().max(100)).optional(),
    role: UserRoleSchema.optional(),
    status: UserStatusSchema.optional(),
  }),
  data: z.object({ total: z.number().int(), data: z.array(AdminUserRowSchema) }),
});

export const getAdminUser = defineAction({
  name: 'get_admin_user',
  auth: 'admin',
  body: z.object({ user_id: IdSchema }),
  data: AdminUserDetailSchema,
});


/**
 * Grants (coins > 0) or deducts (coins < 0) coins, with a reason the player sees in their coin
 * history ("Admin: <reason>"). A deduct past the balance is NOT_ENOUGH_COINS and writes nothing.
 */
export const setAdminUserCoins = defineAction({
  name: 'set_admin_user_coins',
  auth: 'admin',
  body: z.object({
    user_id: IdSchema,
    coins: z
      .number()
      .int()
      .min(-ADMIN_COINS_MAX)
      .max(ADMIN_COINS_MAX)
      .refine((coins) => coins !== 0, { error: 'coins must not be 0: a positive number grants, a negative one deducts' }),
    reason: TextSchema.pipe(z.string().trim().min(3).max(200)),
  }),
  data: z.object({ user_id: z.number().int(), coins: z.number().int(), all_time_score: z.number().int(), entry_id: z.number().int() }),
});

/** Deactivating signs the user out everywhere at once; an admin cannot deactivate themselves. */
export const setAdminUserStatus = defineAction({
  name: 'set_admin_user_status',
  auth: 'admin',
  body: z.object({ user_id: IdSchema, status: UserStatusSchema }),
  data: z.object({ user_id: z.number().int(), status: UserStatusSchema, changed: z.boolean() }),
});

/** Makes a user an admin or a player; an admin cannot demote themselves, nor anyone the last active admin. */
export const setAdminUserRole = defineAction({
  name: 'set_admin_user_role',
  auth: 'admin',
  body: z.object({ user_id: IdSchema, role: UserRoleSchema }),
  data: z.object({ user_id: z.number().int(), role: UserRoleSchema, changed: z.boolean() }),
});

/**
 * Deletes a user's account with exactly self-deletion's cleanup (delete_user_account). Refused for
 * the caller's own account and for the last active admin. Answers what was removed.
 */
export const deleteAdminUser = defineAction({
  name: 'delete_admin_user',
  auth: 'admin',
  body: z.object({ user_id: IdSchema }),
  data: z.object({ user_id: z.number().int(), removed: z.array(z.string()) }),
});
