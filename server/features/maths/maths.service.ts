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
  MathsSubject,
  SetMathsProgressResult,
} from '../../../contract/api/maths';
import type { DataOf, ParsedBodyOf } from '../../../contract/api/define';
import { checkAnswer, generateLevel, generateQuestion } from '../../../contract/maths/generate';
import { isUnlocked } from '../../../contract/maths/progress';
import { answerWrite, EMPTY_PROGRESS, mergeProgress, type ProgressStamp } from '../../../contract/sync/maths-merge';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { TtlCache } from '../../lib/ttl-cache';
import type { AuthUser } from '../auth/auth-user';
import { lockUser } from '../wallet/wallet.repo';
import * as cat from './maths.catalogue';
import { countsLookup, toCurriculum, toLevel, toLevelSummary, toProgressRow, toState } from './maths.dto';
import * as repo from './maths.repo';

/** Content is read-mostly; an edit reaches players within this time. */
const CATALOGUE_CACHE_MS = 60_000;

/**
 * The stamp's device for answers sent without one. Real device ids have at least 8 characters, so
 * it can never be one of theirs.
 */
export const SERVER_DEVICE_ID = 'server';

/** An answer checked against its question, ready to be merged inside a transaction. */
export interface PreparedAnswer {
  readonly curriculumId: number;
  readonly level: cat.CatalogueLevel;
  readonly questionId: string;
  readonly isCorrect: boolean;
}

export interface MathsService {
  curricula(subject: MathsSubject | undefined): Promise<Curriculum[]>;
  unitLevels(user: AuthUser, body: ParsedBodyOf<typeof getUnitLevelsByCategory>): Promise<DataOf<typeof getUnitLevelsByCategory>>;
  questions(user: AuthUser, body: ParsedBodyOf<typeof getMathsQuestions>): Promise<DataOf<typeof getMathsQuestions>>;
  answer(user: AuthUser, subject: MathsSubject, body: MathsAnswer, stamp: ProgressStamp | undefined): Promise<SetMathsProgressResult>;
  progress(user: AuthUser, subject: MathsSubject, body: z.output<typeof GetMathsProgressBodySchema>): Promise<MathsProgressRow[]>;
  /**
   * answer() in two steps for the sync endpoint: prepareAnswer reads content outside any
   * transaction (PGlite has one connection: a read beside an open transaction would wait forever);
   * answerIn reads and writes only through tx.
   */
  prepareAnswer(subject: MathsSubject, body: MathsAnswer): Promise<PreparedAnswer>;
  answerIn(tx: Tx, user: AuthUser, prepared: PreparedAnswer, stamp: ProgressStamp | undefined): Promise<SetMathsProgressResult>;
}

export function createMathsService(ctx: AppContext): MathsService {
  const { db } = ctx;
  const cache = new TtlCache<'catalogue', cat.Catalogue>(CATALOGUE_CACHE_MS);
  const catalogue = () => cache.getOrLoad('catalogue', async () => cat.buildCatalogue(await repo.loadContent(db)));

  const service: MathsService = {
    async curricula(subject) {
      const { curricula } = await catalogue();
      return curricula.filter((c) => subject === undefined || c.subject === subject).map(toCurriculum);
    },

    async unitLevels(user, body) {
      const content = await catalogue();
      const curriculum = cat.curriculumOf(content, body.category, body.question_type, 'category');
      const units = body.subcategory === undefined ? curriculum.units : [cat.unitOf(content, curriculum, body.subcategory, 'subcategory')];
      const levels = units.flatMap((u) => u.levels);
      const counts = countsLookup(await repo.levelCounts(db, user.id, levels.map((l) => l.id)));
      return {
        curriculum: toCurriculum(curriculum),
        units: units.map((u) => ({ id: u.id, slug: u.slug, name: u.name, levels: u.levels.map((l) => toLevel(l, counts)) })),
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
        throw new AppError('NOT_FOUND', 'This question does not exist in this level.', 'question_id');
      }
      // The verdict is the server's own: the question is made again from its id and checked here.
      const question = generateQuestion(level.generator, body.question_id);
      return { curriculumId: curriculum.id, level, questionId: body.question_id, isCorrect: checkAnswer(question, body.answer) };
    },

    async answerIn(tx, user, prepared, stamp) {
      const { level } = prepared;
      const stored = await repo.findProgress(tx, user.id, prepared.questionId);
      const current = stored ? toState(stored) : EMPTY_PROGRESS;
      // Without a stamp the answer is the newest thing the server knows of (a Lamport step past it).
      const write = answerWrite(prepared.isCorrect, stamp ?? { seq: current.last_seq + 1, device_id: SERVER_DEVICE_ID });
      const merged = mergeProgress(current, write);
      const saved = await repo.saveProgress(tx, {
        userId: user.id,
        curriculumId: prepared.curriculumId,
        levelId: level.id,
        questionId: prepared.questionId,
        attempted: merged.is_attempted,
        isCorrect: merged.is_correct,
        lastDeviceId: merged.last_device_id,
        lastSeq: merged.last_seq,
        updatedAt: ctx.now(),
      });
      const around = [level.previous, level].flatMap((l) => (l ? [l.id] : []));
      const counts = countsLookup(await repo.levelCounts(tx, user.id, around));
      const { next } = level;
      return {
        question_id: prepared.questionId,
        is_correct: prepared.isCorrect,
        progress: toProgressRow(saved, level),
        level: toLevelSummary(level, counts),
        next_level: next ? { level: next.level, level_key: next.levelKey, unlocked: isUnlocked(counts(level)) } : null,
      };
    },

    async progress(user, subject, body) {
      const content = await catalogue();
      const curriculum = cat.curriculumOf(content, body.curriculum_id, subject, 'curriculum_id');
      const level = body.level_key === undefined ? undefined : cat.levelByKey(content, curriculum, body.level_key, 'level_key');
      if (body.question_id !== undefined) {
        const owner = cat.levelOfQuestion(content, curriculum, body.question_id, 'question_id');
        if (level && owner !== level) throw new AppError('NOT_FOUND', 'This question does not exist in this level.', 'question_id');
      }
      const rows = await repo.listProgress(db, user.id, { curriculumId: curriculum.id, levelId: level?.id, questionId: body.question_id });
      return rows.flatMap((row) => {
        const owner = content.levelById.get(row.levelId);
        return owner ? [toProgressRow(row, owner)] : [];
      });
    },
  };
  return service;
}
