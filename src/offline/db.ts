/**
 * The device's structured offline data (see the "Offline first" design card): the outbox of ops
 * waiting for the server, merged maths progress and small device facts. One Dexie database so an
 * op and the local state change it describes can commit in one transaction.
 */
import Dexie, { type Table } from 'dexie';
import type { OpKind } from '../../contract/sync/ops';

export type OutboxStatus = 'pending' | 'in-flight' | 'dead';

export interface OutboxError {
  readonly code: string;
  readonly message: string;
  readonly field?: string | undefined;
}

export interface OutboxOp {
  readonly op_id: string;
  readonly userId: string;
  readonly deviceId: string;
  readonly deviceSeq: number;
  readonly kind: OpKind;
  readonly payload: unknown;
  /** Epoch ms; informational only (the server never orders by it). */
  readonly createdAt: number;
  attempts: number;
  /** Epoch ms before which the flusher leaves the op alone (backoff). */
  nextAttemptAt: number;
  status: OutboxStatus;
  lastError: OutboxError | null;
  /** Epoch ms when the op was marked in-flight, so ops of a tab that died can be recovered. */
  inFlightAt: number | null;
}

export interface MathsQuestionProgress {
  readonly is_attempted: boolean;
  readonly is_correct: boolean;
  readonly seq: number;
  readonly device_id: string;
}

export interface MathsProgressRow {
  readonly userId: string;
  readonly curriculumId: string;
  readonly level: number;
  questions: Record<string, MathsQuestionProgress>;
  status: string;
}

export interface MetaRow {
  readonly key: string;
  value: unknown;
}

export class QuizhiveDb extends Dexie {
  outbox!: Table<OutboxOp, string>;
  mathsProgress!: Table<MathsProgressRow, [string, string, number]>;
  meta!: Table<MetaRow, string>;

  constructor(name = 'quizhive') {
    super(name);
    this.version(1).stores({
      outbox: 'op_id, [userId+status], [userId+deviceSeq]',
      mathsProgress: '[userId+curriculumId+level]',
      meta: 'key',
    });
  }
}

let shared: QuizhiveDb | null = null;

/** The app's database, opened lazily so importing this module never touches IndexedDB. */
export function getOfflineDb(): QuizhiveDb {
  shared ??= new QuizhiveDb();
  return shared;
}
