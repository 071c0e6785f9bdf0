/**
 * The device's structured offline data (see the "Offline first" design card): the outbox of ops
 * waiting for the server, merged maths progress and small device facts. One Dexie database so an
 * op and the local state change it describes can commit in one transaction.
 */
import Dexie, { type Table } from 'dexie';
import type { Pack } from '../../contract/api/packs';
import type { PackKind } from '../../contract/offline/pack-ids';
import type { OpKind } from '../../contract/sync/op-kinds';

export type OutboxStatus = 'pending' | 'in-flight' | 'dead';

export interface OutboxError {
  readonly code: string;
  /** The server's English text; the panel shows the text for messageCode (or code) when it knows it. */
  readonly message: string;
  readonly messageCode?: string | undefined;
  readonly params?: Readonly<Record<string, string | number>> | undefined;
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
  /** The page or worker that claimed the op (lock.ts claimerId); set with inFlightAt. */
  claimedBy?: string;
}

export interface MathsQuestionProgress {
  readonly is_attempted: boolean;
  readonly is_correct: boolean;
  readonly seq: number;
  readonly device_id: string;
}

/**
 * One user's records of one maths level on this device, merged with the server's by the shared rule
 * (src/offline/maths-progress.ts). Only records that outlive the curriculum's reset are kept.
 */
export interface MathsProgressRow {
  readonly userId: string;
  /** The curriculum's id, as a string. */
  readonly curriculumId: string;
  /** The level's id (maths_levels.id): level numbers repeat in every unit of a curriculum, ids do not. */
  readonly level: number;
  /** By question id ('<level_key>:<n>'). */
  questions: Record<string, MathsQuestionProgress>;
  /** The level's LevelStatus (contract/maths/progress.ts) as of the last write. */
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

/** A pack's kind with the content of that kind, as contract/api/packs.ts sends it. */
export type StoredPackBody = { [K in PackKind]: { readonly kind: K; readonly content: Extract<Pack, { kind: K }>['content'] } }[PackKind];

/**
 * Downloaded content for offline play (contract/api/packs.ts). Content is not personal, so packs are
 * shared by everyone signed in on the device; progress and answers stay per user.
 */
export type StoredPack = StoredPackBody & {
  /** e.g. 'quiz_zone:subcategory:7', 'maths:curriculum:2' (contract/offline/pack-ids.ts packIdOf). */
  readonly id: string;
  readonly title: string;
  /** The listing's group (a Quiz Zone category, a maths subject), so the downloads screen can group offline. */
  readonly group: string;
  readonly version: string;
  /** PACK_FORMAT when it was stored: the content was checked against that contract (contract/offline/pack-format.ts). */
  readonly format: number;
  /** Bytes of content plus media, as downloaded. */
  readonly bytes: number;
  readonly downloadedAt: number;
  /** Media URLs kept in the pack media cache (PACK_MEDIA_CACHE); deleted with the pack when no other pack uses them. */
  readonly mediaUrls: readonly string[];
};

/**
 * Quiz Zone levels a user may play on this device: the level the server last reported, raised by
 * sheets played here before the server has scored them (the same unlock rule, contract/quiz/rules.ts).
 */
export interface QuizLevelRow {
  readonly userId: string;
  readonly subcategoryId: number;
  readonly categoryId: number;
  /** Highest level this user may play, as far as this device knows. */
  levelReached: number;
  /** The subcategory's last level when known, so a sheet played online can apply the unlock rule too. */
  maxLevel?: number;
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
