/** Replays a batch of outbox operations; each is applied exactly once and answered on its own. */
import { z } from 'zod';
import { defineAction } from './define';
import { MAX_OPS_PER_BATCH, OpEnvelopeSchema, OpResultSchema } from '../sync/ops';

export const syncOps = defineAction({
  name: 'sync_ops',
  auth: 'user',
  body: z.object({ ops: z.array(OpEnvelopeSchema).min(1).max(MAX_OPS_PER_BATCH) }),
  data: z.object({ results: z.array(OpResultSchema), server_time: z.string() }),
});
