/**
 * The offline outbox's operation envelope, shared by the PWA (which queues ops) and the server
 * (which applies each exactly once). Ops are events (an answer sheet, an attempt), never absolute
 * balances, so duplicates and any delivery order end in the same state.
 */
import { z } from 'zod';

/** Client-made idempotency key: unique per user, forever. */
export const OpIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'op_id must be 16 to 64 letters, digits, _ or -' });
export const DeviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'device_id must be 8 to 64 letters, digits, _ or -' });

/**
 * One op as it travels. The payload is checked per op against its kind on the server, so one bad op
 * is answered on its own and never fails the ops beside it.
 */
export const OpEnvelopeSchema = z.object({
  op_id: OpIdSchema,
  device_id: DeviceIdSchema,
  /** Per-device sequence, rising by one per op the device makes. Orders a device's own ops. */
  seq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  kind: z.string().min(1).max(40),
  payload: z.unknown(),
  /** When the device made the op; informational only, never used to order or merge. */
  created_at: z.string().max(40),
});
export type OpEnvelope = z.infer<typeof OpEnvelopeSchema>;

export const OpStatusSchema = z.enum(['applied', 'duplicate', 'rejected']);
export type OpStatus = z.infer<typeof OpStatusSchema>;

export const OpResultSchema = z.object({
  op_id: z.string(),
  /** applied: done now; duplicate: done before, the stored result is returned; rejected: never will be. */
  status: OpStatusSchema,
  result: z.unknown().optional(),
  /** Why the op was refused: message_code and message_params as in the envelope (contract/messages.ts). */
  error: z
    .object({
      code: z.string(),
      message: z.string(),
      message_code: z.string().optional(),
      message_params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      field: z.string().optional(),
    })
    .optional(),
});
export type OpResult = z.infer<typeof OpResultSchema>;
