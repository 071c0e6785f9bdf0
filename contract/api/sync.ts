/** Replays a batch of outbox operations; each is applied exactly once and answered on its own. */
import { z } from 'zod';
import { defineAction } from './define';
import { EmailSchema, IdSchema } from './common';
import { OpEnvelopeSchema, OpResultSchema } from '../sync/ops';
import { MAX_OPS_PER_BATCH } from '../sync/op-kinds';

export const syncOps = defineAction({
  name: 'sync_ops',
  auth: 'user',
  body: z.object({ ops: z.array(OpEnvelopeSchema).min(1).max(MAX_OPS_PER_BATCH) }),
  data: z.object({ results: z.array(OpResultSchema), server_time: z.string() }),
});

/**
 * Development and QA only (never served in production), and for admins: the ops the server has
 * applied for one user (named by id or e-mail; the caller when neither is given), so a test or a
 * tester can see that every result landed exactly once.
 */
export const getDevAppliedOps = defineAction({
  name: 'get_dev_applied_ops',
  auth: 'admin',
  body: z
    .object({
      user_id: IdSchema.optional(),
      email: EmailSchema.optional(),
      limit: z.coerce.number().int().min(1).max(5000).default(1000),
    })
    .refine((b) => b.user_id === undefined || b.email === undefined, { error: 'Name the user by user_id or by email, not both', path: ['email'] }),
  data: z.array(z.object({ op_id: z.string(), kind: z.string(), device_id: z.string(), seq: z.number().int(), applied_at: z.string() })),
});
