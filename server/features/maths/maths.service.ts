/**
 * Maths practice and non-verbal reasoning. Levels are generator specs; questions are made on demand
 * with the same code the device runs offline. The server checks every answer itself and merges
 * progress from all devices with the shared rule of contract/sync/maths-merge.ts.
 */
import type {
  Curriculum,
  getMathsQuestions,
  getUnitLevelsByCategory,
  GetMathsProgressBodySchema,
  MathsAnswer,
  MathsProgressRow,
  MathsResetPayload,
  MathsResetStamp,
  MathsSubject,
  MathsSyncState,
  SetMathsProgressResult,
} from '../../../contract/api/maths';
import type { DataOf, ParsedBodyOf } from '../../../contract/api/define';
import { checkAnswer, generateLevel, generateQuestion } from '../../../contract/maths/generate';
import { isUnlocked } from '../../../contract/maths/progress';
import {
  answerWrite,
  compareStamps,
  EMPTY_PROGRESS,
  maxStamp,
  mergeProgress,
  NO_RESET,
  survivesReset,
  type MathsProgressState,
  type ProgressStamp,
} from '../../../contract/sync/maths-merge';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { TtlCache } from '../../lib/ttl-cache';
import type { AuthUser } from '../../lib/auth-user';
import { lockUser } from '../economy/ledger.repo';
import { answerResult, levelsAround, type PreparedAnswer, type StampedAnswer } from './maths.answer';
import { answerRunIn } from './maths.answer-run';
import * as cat from './maths.catalogue';
import { countsLookup, toCurriculum, toLevel, toProgressRow, toResetStamp, toState, toSyncRow } from './maths.dto';
import * as repo from './maths.repo';

/** Content is read-mostly; an edit reaches players within this time. */
const CATALOGUE_CACHE_MS = 60_000;

/**
 * The stamp's device for answers sent without one. Real device ids have at least 8 characters, so
 * it can never be one of theirs.
 */
export const SERVER_DEVICE_ID = 'server';

/** A reset whose curriculum exists, ready to be applied inside a transaction. */
export interface PreparedReset {
  readonly curriculumId: number;
}

export interface MathsService {
  curricula(subject: MathsSubject | undefined, languageId: number | undefined): Promise<Curriculum[]>;
  unitLevels(user: AuthUser, body: ParsedBodyOf<typeof getUnitLevelsByCategory>): Promise<DataOf<typeof getUnitLevelsByCategory>>;
  /** A maths practice unit's level (Math Mania's type goes to the solo engine, maths.routes.ts). */
  questions(user: AuthUser, body: Extract<ParsedBodyOf<typeof getMathsQuestions>, { type: 'unit' }>): Promise<DataOf<typeof getMathsQuestions>>;
  answer(user: AuthUser, subject: MathsSubject, body: MathsAnswer, stamp: ProgressStamp | undefined): Promise<SetMathsProgressResult>;
  progress(user: AuthUser, subject: MathsSubject, body: z.output<typeof GetMathsProgressBodySchema>): Promise<MathsProgressRow[]>;
  /**
   * answer() in two steps for the sync endpoint: prepareAnswer reads content outside any
   * transaction (PGlite has one connection: a read beside an open transaction would wait forever);
   * answerIn reads and writes only through tx.
   */
  prepareAnswer(subject: MathsSubject, body: MathsAnswer): Promise<PreparedAnswer>;
  answerIn(tx: Tx, user: AuthUser, prepared: PreparedAnswer, stamp: ProgressStamp | undefined): Promise<SetMathsProgressResult>;
  /**
   * answerIn for a run of stamped answers in one go (a few queries for the whole run, see
   * maths.answer-run.ts): one result per answer, each what answerIn would have returned in turn.
   */
  answerManyIn(tx: Tx, user: AuthUser, answers: readonly StampedAnswer[]): Promise<SetMathsProgressResult[]>;
  /** The maths_reset op, split the same way: prepareReset outside, resetIn only through tx. */
  prepareReset(body: MathsResetPayload): Promise<PreparedReset>;
  resetIn(tx: Tx, user: AuthUser, prepared: PreparedReset, stamp: ProgressStamp): Promise<MathsResetStamp>;
  syncState(user: AuthUser, curriculumId: number | undefined): Promise<MathsSyncState>;
  /** Forgets the cached content (after an admin's edit): this instance's next read loads it again. */
  forgetCatalogue(): void;
}

async function resetOf(tx: Tx, userId: number, curriculumId: number): Promise<ProgressStamp> {
  const row = await repo.findReset(tx, userId, curriculumId);
  return row ? { seq: row.seq, device_id: row.deviceId } : NO_RESET;
}

export function createMathsService(ctx: AppContext): MathsService {
  const { db } = ctx;
  // Reloaded in the background before its minute ends while in use (see TtlCache).
  const cache = new TtlCache<'catalogue', cat.Catalogue>(CATALOGUE_CACHE_MS, 1, Date.now, CATALOGUE_CACHE_MS / 3);
  const catalogue = () => cache.getOrLoad('catalogue', async () => cat.buildCatalogue(await repo.loadContent(db)));

  const save = (tx: Tx, userId: number, prepared: PreparedAnswer, merged: MathsProgressState) =>
    repo.saveProgress(tx, {
      userId,
      curriculumId: prepared.curriculumId,
      levelId: prepared.level.id,
      questionId: prepared.questionId,
      attempted: merged.is_attempted,
      isCorrect: merged.is_correct,
      lastDeviceId: merged.last_device_id,
      lastSeq: merged.last_seq,
      updatedAt: ctx.now(),
    });

  const service: MathsService = {
    forgetCatalogue: () => cache.delete('catalogue'),
    async curricula(subject, languageId) {
      const content = await catalogue();
      const language = cat.languageOf(content, languageId);
      return content.curricula.filter((c) => subject === undefined || c.subject === subject).map((c) => toCurriculum(c, language));
    },

    async unitLevels(user, body) {
      const content = await catalogue();
      const curriculum = cat.curriculumOf(content, body.category, body.question_type, 'category');
      const units = body.subcategory === undefined ? curriculum.units : [cat.unitOf(content, curriculum, body.subcategory, 'subcategory')];
      const levels = units.flatMap((u) => u.levels);
      const counts = countsLookup(await repo.levelCounts(db, user.id, levels.map((l) => l.id)));
      const language = cat.languageOf(content, body.language_id);
      return {
        curriculum: toCurriculum(curriculum, language),
        units: units.map((u) => ({ id: u.id, slug: u.slug, name: cat.nameIn(u, language), levels: u.levels.map((l) => toLevel(l, counts)) })),
      };
    },

    async questions(user, body) {
      const content = await catalogue();
      // Any subject: the nvr curriculum's levels are generator specs too.
      const curriculum = cat.curriculumOf(content, body.curriculum_id, undefined, 'curriculum_id');
      const unit = cat.unitOf(content, curriculum, body.type_id, 'type_id');
      const level = cat.levelOfUnit(unit, body.level, 'level');
      if (level.previous) {
        const counts = countsLookup(await repo.levelCounts(db, user.id, [level.previous.id]));
        if (!isUnlocked(counts(level.previous))) throw new AppError('LEVEL_LOCKED', undefined, 'level');
      }
      return {
        curriculum_id: curriculum.id,
        unit_id: unit.id,
        level: level.level,
        level_key: level.levelKey,
        questions: generateLevel(level.levelKey, level.generator, level.questionCount),
      };
    },

    async answer(user, subject, body, stamp) {
      const prepared = await service.prepareAnswer(subject, body);
      return db.transaction(async (tx) => {
        // The same lock as the sync ops: one write of a user at a time, so read-merge-write is atomic.
        await lockUser(tx, user.id);
        return service.answerIn(tx, user, prepared, stamp);
      });
    },

    async prepareAnswer(subject, body) {
      const content = await catalogue();
      const curriculum = cat.curriculumOf(content, body.curriculum_id, subject, 'curriculum_id');
      const level = cat.levelByKey(content, curriculum, body.level_key, 'level_key');
      if (cat.levelOfQuestion(content, curriculum, body.question_id, 'question_id') !== level) {
        throw new AppError('NOT_FOUND', 'QUESTION_NOT_IN_LEVEL', 'question_id');
      }
      // The verdict is the server's own: the question is made again from its id and checked here.
      const question = generateQuestion(level.generator, body.question_id);
      return { curriculumId: curriculum.id, level, questionId: body.question_id, isCorrect: checkAnswer(question, body.answer) };
    },

    async answerIn(tx, user, prepared, stamp) {
      const { level } = prepared;
      const reset = await resetOf(tx, user.id, prepared.curriculumId);
      const stored = await repo.findProgress(tx, user.id, prepared.questionId);
      // A reset deletes the rows it forgets, so a stored row outlives it; checked anyway, as the merge would.
      const current = stored && survivesReset(toState(stored), reset) ? toState(stored) : EMPTY_PROGRESS;
      // Without a stamp the answer is the newest thing the server knows of (a Lamport step past it).
      const write = answerWrite(prepared.isCorrect, stamp ?? { seq: Math.max(current.last_seq, reset.seq) + 1, device_id: SERVER_DEVICE_ID });
      // An answer made before the curriculum's reset is forgotten here as on every device.
      const saved = survivesReset(write, reset) ? await save(tx, user.id, prepared, mergeProgress(current, write)) : stored;
      const counts = countsLookup(await repo.levelCounts(tx, user.id, levelsAround(level)));
      return answerResult(user.id, prepared, saved, counts, () => ctx.now());
    },

    answerManyIn(tx, user, answers) {
      return answerRunIn(tx, user.id, answers, () => ctx.now());
    },

    async progress(user, subject, body) {
      const content = await catalogue();
      const curriculum = cat.curriculumOf(content, body.curriculum_id, subject, 'curriculum_id');
      const level = body.level_key === undefined ? undefined : cat.levelByKey(content, curriculum, body.level_key, 'level_key');
      if (body.question_id !== undefined) {
        const owner = cat.levelOfQuestion(content, curriculum, body.question_id, 'question_id');
        if (level && owner !== level) throw new AppError('NOT_FOUND', 'QUESTION_NOT_IN_LEVEL', 'question_id');
      }
      const rows = await repo.listProgress(db, user.id, { curriculumId: curriculum.id, levelId: level?.id, questionId: body.question_id });
      return rows.flatMap((row) => {
        const owner = content.levelById.get(row.levelId);
        return owner ? [toProgressRow(row, owner)] : [];
      });
    },

    async prepareReset(body) {
      // Either subject: one op kind resets maths and non-verbal reasoning curricula alike.
      const curriculum = cat.curriculumOf(await catalogue(), body.curriculum_id, undefined, 'curriculum_id');
      return { curriculumId: curriculum.id };
    },

    async resetIn(tx, user, { curriculumId }, stamp) {
      const stored = await resetOf(tx, user.id, curriculumId);
      // Resets merge like the rest: the greatest stamp holds, so a late, older reset changes nothing.
      const reset = maxStamp(stored, stamp);
      if (compareStamps(reset, stored) > 0) {
        await repo.saveReset(tx, { userId: user.id, curriculumId, seq: reset.seq, deviceId: reset.device_id, updatedAt: ctx.now() });
      }
      const rows = await repo.progressStamps(tx, user.id, curriculumId);
      const forgotten = rows.filter((r) => compareStamps({ seq: r.lastSeq, device_id: r.lastDeviceId }, reset) <= 0).map((r) => r.questionId);
      await repo.deleteProgress(tx, user.id, forgotten);
      return { curriculum_id: curriculumId, seq: reset.seq, device_id: reset.device_id };
    },

    async syncState(user, curriculumId) {
      const content = await catalogue();
      if (curriculumId !== undefined) cat.curriculumOf(content, curriculumId, undefined, 'curriculum_id');
      // Records first, resets second: a reset committed in between then still masks the records it
      // forgot on the device, and what the device merges is never more than the server holds.
      const rows = await repo.listProgress(db, user.id, { curriculumId });
      const resets = await repo.listResets(db, user.id, curriculumId);
      return {
        resets: resets.map(toResetStamp),
        progress: rows.flatMap((row) => {
          const owner = content.levelById.get(row.levelId);
          return owner ? [toSyncRow(row, owner)] : [];
        }),
      };
    },
  };
  return service;
}
