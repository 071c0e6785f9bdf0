/**
 * The outbox's op kinds and batch size, without zod: the app's start-up imports these (its flusher
 * and database), and the envelope's schemas in ops.ts load only where ops are checked.
 */

/**
 * The kinds the server applies. maths_reset forgets a curriculum's progress: it is stamped like an
 * answer, and answers stamped at or below it are forgotten wherever they arrive (sync/maths-merge.ts).
 */
export const OP_KINDS = ['quiz_zone_sheet', 'maths_answer', 'nvr_answer', 'maths_reset'] as const;
export type OpKind = (typeof OP_KINDS)[number];

export const MAX_OPS_PER_BATCH = 100;
