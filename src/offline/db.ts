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

/**
 * A reset of one curriculum's progress, stamped like an answer: every answer whose stamp is below it
 * is forgotten, on this device and on the server (contract/sync/maths-merge.ts).
 */
export interface MathsResetRow {
  readonly userId: string;
  readonly curriculumId: string;
  seq: number;
  device_id: string;
}

/**
 * Downloaded content for offline play (contract/api/packs.ts). Content is not personal, so packs are
 * shared by everyone signed in on the device; progress and answers stay per user.
 */
export interface StoredPack {
  /** e.g. 'quiz_zone:subcategory:7', 'maths:curriculum:2' (contract/api/packs.ts packId). */
  readonly id: string;
  readonly kind: string;
  readonly title: string;
  readonly version: string;
  /** Bytes of content plus media, as stored. */
  readonly bytes: number;
  readonly downloadedAt: number;
  /** The pack's content, shaped by its kind (contract/api/packs.ts). */
  readonly content: unknown;
  /** Media URLs kept in the pack media cache; deleted with the pack. */
  readonly mediaUrls: readonly string[];
}

/** Quiz Zone levels a user has unlocked on this device ahead of the server (offline play). */
export interface QuizLevelRow {
  readonly userId: string;
  readonly subcategoryId: number;
  readonly categoryId: number;
  /** Highest level this user may play, as far as this device knows. */
  levelReached: number;
}

export interface MetaRow {
  readonly key: string;
  value: unknown;
}

export class QuizhiveDb extends Dexie {
  outbox!: Table<OutboxOp, string>;
  mathsProgress!: Table<MathsProgressRow, [string, string, number]>;
  meta!: Table<MetaRow, string>;
  mathsResets!: Table<MathsResetRow, [string, string]>;
  packs!: Table<StoredPack, string>;
  quizLevels!: Table<QuizLevelRow, [string, number]>;

  constructor(name = 'quizhive') {
    super(name);
    this.version(1).stores({
      outbox: 'op_id, [userId+status], [userId+deviceSeq]',
      mathsProgress: '[userId+curriculumId+level]',
      meta: 'key',
    });
    // Version 2 adds tables only, so existing outboxes carry over untouched.
    this.version(2).stores({
      mathsResets: '[userId+curriculumId]',
      packs: 'id, kind',
      quizLevels: '[userId+subcategoryId]',
    });
  }
}

let shared: QuizhiveDb | null = null;

/** The app's database, opened lazily so importing this module never touches IndexedDB. */
export function getOfflineDb(): QuizhiveDb {
  shared ??= new QuizhiveDb();
  return shared;
}
