/**
 * The device's structured offline data (see the "Offline first" design card): the outbox of ops
 * waiting for the server, merged maths progress and small device facts. One Dexie database so an
 * op and the local state change it describes can commit in one transaction.
 */
import Dexie, { type Table } from 'dexie';
import type { Pack } from '../../contract/api/packs';
import type { SkillMastery, TutorUnit } from '../../contract/api/tutor';
import type { AttemptMode } from '../../contract/tutor/mastery-rules';
import type { SessionState } from '../../contract/tutor/session-merge';
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

/**
 * One user's guided session of one tutor unit as this device knows it: the merged state of the
 * shared rule (contract/tutor/session-merge.ts), each turn at the place of its first write.
 */
export interface TutorSessionRow {
  readonly userId: string;
  readonly curriculumId: number;
  state: SessionState;
}

/**
 * An answer to a tutor item (a session's answer turn, a review's answer): the evidence the device
 * folds into the skill's level and review date (contract/tutor/mastery.ts, review.ts) until the
 * server's figures are newer. `opId` is the outbox op that carries it (null: it came from the server).
 */
export interface TutorAttemptRow {
  readonly userId: string;
  /** 'turn:<turn_id>' or 'review:<answer_id>', as the server names attempts. */
  readonly id: string;
  readonly curriculumId: number;
  correct: boolean;
  readonly mode: AttemptMode;
  readonly at: string;
  readonly seq: number;
  readonly device_id: string;
  readonly opId: string | null;
  /** Epoch ms when this device learnt of it. */
  readonly storedAt: number;
}

/** The server's mastery of one skill (get_tutor_mastery, a session's `mastery`) and when it was read. */
export interface TutorSkillRow {
  readonly userId: string;
  readonly curriculumId: number;
  mastery: SkillMastery;
  /** Epoch ms of the read. */
  fetchedAt: number;
}

/** A tutor unit's content as last read (notes and practice), so sessions and reviews play offline. */
export interface TutorUnitRow {
  readonly curriculumId: number;
  readonly subjectId: number;
  unit: TutorUnit;
  storedAt: number;
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
  tutorSessions!: Table<TutorSessionRow, [string, number]>;
  tutorAttempts!: Table<TutorAttemptRow, [string, string]>;
  tutorSkills!: Table<TutorSkillRow, [string, number]>;
  tutorUnits!: Table<TutorUnitRow, number>;

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
    // Version 3 adds the tutor hub's tables only (issue 17): guided sessions, attempts, the
    // server's mastery and units' content (a review in progress is a `meta` row: the play route
    // loads this file, and every store name counts in its size budget).
    this.version(3).stores({
      tutorSessions: '[userId+curriculumId]',
      tutorAttempts: '[userId+id], [userId+curriculumId]',
      tutorSkills: '[userId+curriculumId]',
      tutorUnits: 'curriculumId',
    });
  }
}

let shared: QuizhiveDb | null = null;

/** The app's database, opened lazily so importing this module never touches IndexedDB. */
export function getOfflineDb(): QuizhiveDb {
  shared ??= new QuizhiveDb();
  return shared;
}
