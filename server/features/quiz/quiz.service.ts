/**
 * Quiz Zone. The server is the authority: questions go out without answers, the answer sheet comes
 * back, and scoring, coins, score and level unlocks happen here in one transaction.
 */
import type { PackQuestion, QuizZonePackContent } from '../../../contract/api/packs';
import type { CoinRule } from '../../../contract/api/settings';
import type { Answer, Category, LevelData, LevelResult, PlayQuestion, Subcategory } from '../../../contract/api/quiz';
import { answerTimeLimitMs, levelUnlockedAfter, tallySheet } from '../../../contract/quiz/rules';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import type { StoredAnswer } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../auth/auth-user';
import type { SettingsService } from '../settings/settings.service';
import { appendEntry, balanceOf, bookedFor, lockUser } from '../wallet/wallet.repo';
import { TtlCache } from '../../lib/ttl-cache';
import { coinsForPercentage } from './coin-rule';
import * as repo from './quiz.repo';

/** Question content is read-mostly; edits reach players within this time. */
const CONTENT_CACHE_MS = 60_000;

export interface LevelRef {
  readonly category: number;
  readonly subcategory: number;
  readonly level: number;
}

export interface QuizService {
  categories(languageId: number | undefined): Promise<Category[]>;
  subcategories(categoryId: number): Promise<{ category: Category; subcategories: Subcategory[] }>;
  levelData(user: AuthUser, categoryId: number, subcategoryId: number): Promise<LevelData>;
  questions(user: AuthUser, ref: LevelRef): Promise<{ level: number; seconds_per_question: number; questions: PlayQuestion[] }>;
  submit(user: AuthUser, ref: LevelRef, answers: readonly Answer[]): Promise<LevelResult>;
  /**
   * The same in two steps for the sync endpoint, which records the op in the scoring transaction:
   * prepareSubmit reads configuration outside any transaction (PGlite has a single connection, so
   * a read outside an open transaction would wait for it forever); submitIn reads only through tx.
   */
  prepareSubmit(ref: LevelRef): Promise<SubmitContext>;
  submitIn(tx: Tx, user: AuthUser, ref: LevelRef, answers: readonly Answer[], context: SubmitContext): Promise<LevelResult>;
  /** Throws QUIZ_DISABLED while the system configuration switches Quiz Zone off. */
  ensureEnabled(): Promise<void>;
  /** Offline packs: the subcategories on offer (none while Quiz Zone is off), in list order. */
  packSubcategoryIds(languageId: number | undefined): Promise<number[]>;
  /** Offline packs: a subcategory's every level with the answer key, or null when it does not exist. */
  packContent(subcategoryId: number): Promise<QuizZonePackContent | null>;
}

export interface SubmitContext {
  readonly subcategory: Subcategory;
  readonly limitMs: number;
  readonly pointsPerCorrect: number;
  readonly coinRule: CoinRule;
}

type CategoryRow = NonNullable<Awaited<ReturnType<typeof repo.findCategory>>>;
type SubStatsRow = Awaited<ReturnType<typeof repo.listSubcategoryStats>>[number];

function toCategory(row: CategoryRow, counts: { subcategories: number; questions: number }): Category {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    icon: row.icon,
    description: row.description,
    language_id: row.languageId,
    is_premium: row.isPremium,
    no_of_subcategories: counts.subcategories,
    no_of_questions: counts.questions,
  };
}

type QuestionRow = Awaited<ReturnType<typeof repo.subcategoryQuestions>>[number];

function toPackQuestion(row: QuestionRow): PackQuestion {
  return {
    id: row.id,
    question: row.question,
    options: row.options,
    answer: row.answer,
    note: row.note,
    image_url: row.imageUrl,
    image_alt: row.imageUrl ? (row.imageAlt ?? row.question) : null,
  };
}

/** Questions in play order, grouped by level. */
function byLevel(rows: readonly QuestionRow[]): QuizZonePackContent['levels'] {
  const levels: QuizZonePackContent['levels'] = [];
  for (const row of rows) {
    const last = levels[levels.length - 1];
    if (last?.level === row.level) last.questions.push(toPackQuestion(row));
    else levels.push({ level: row.level, questions: [toPackQuestion(row)] });
  }
  return levels;
}

function toSubcategory(row: SubStatsRow): Subcategory {
  return {
    id: row.subcategory.id,
    category_id: row.subcategory.categoryId,
    slug: row.subcategory.slug,
    name: row.subcategory.name,
    no_of_questions: row.questions,
    max_level: row.maxLevel,
  };
}

export function createQuizService(ctx: AppContext, settings: SettingsService): QuizService {
  const { db } = ctx;
  const subcategoryCache = new TtlCache<string, Subcategory | null>(CONTENT_CACHE_MS);
  const playCache = new TtlCache<string, PlayQuestion[]>(CONTENT_CACHE_MS);
  // The unlocked level only ever rises, so a cached value is a lower bound: it may send us to the
  // database to confirm a higher level, but it can never unlock a level that is still locked.
  const reachedCache = new TtlCache<string, number>(CONTENT_CACHE_MS);

  async function levelReached(userId: number, subcategoryId: number, wanted: number): Promise<number> {
    const key = `${userId}:${subcategoryId}`;
    const known = reachedCache.get(key);
    if (known !== undefined && known >= wanted) return known;
    const fresh = await repo.levelReached(db, userId, subcategoryId);
    reachedCache.set(key, fresh);
    return fresh;
  }

  async function ensureEnabled(): Promise<void> {
    if ((await settings.systemConfig()).quiz_zone_mode !== '1') throw new AppError('QUIZ_DISABLED');
  }

  async function loadCategory(categoryId: number): Promise<Category> {
    const row = await repo.findCategory(db, categoryId);
    if (!row) throw new AppError('NOT_FOUND', 'This category does not exist.', 'category');
    const subs = await repo.listSubcategoryStats(db, categoryId);
    return toCategory(row, { subcategories: subs.length, questions: subs.reduce((n, s) => n + s.questions, 0) });
  }

  async function loadSubcategory(categoryId: number, subcategoryId: number): Promise<Subcategory> {
    const found = await subcategoryCache.getOrLoad(`${categoryId}:${subcategoryId}`, async () => {
      const [row] = await repo.listSubcategoryStats(db, categoryId, subcategoryId);
      return row ? toSubcategory(row) : null;
    });
    if (!found) throw new AppError('NOT_FOUND', 'This subcategory does not exist in this category.', 'subcategory');
    return found;
  }

  const service: QuizService = {
    ensureEnabled,

    async packSubcategoryIds(languageId) {
      if ((await settings.systemConfig()).quiz_zone_mode !== '1') return [];
      const rows = await repo.listPlayableSubcategories(db, languageId);
      return rows.map((r) => r.id);
    },

    async packContent(subcategoryId) {
      await ensureEnabled();
      const found = await repo.findSubcategory(db, subcategoryId);
      if (!found) return null;
      const [category, subcategory, rows, config] = await Promise.all([
        loadCategory(found.categoryId),
        loadSubcategory(found.categoryId, subcategoryId),
        repo.subcategoryQuestions(db, subcategoryId),
        settings.systemConfig(),
      ]);
      return { category, subcategory, seconds_per_question: config.quiz_zone_seconds_per_question, levels: byLevel(rows) };
    },

    async categories(languageId) {
      await ensureEnabled();
      const rows = await repo.listCategories(db, languageId);
      return rows.map((r) => toCategory(r.category, { subcategories: r.subcategories, questions: r.questions }));
    },

    async subcategories(categoryId) {
      await ensureEnabled();
      const category = await loadCategory(categoryId);
      const subs = await repo.listSubcategoryStats(db, categoryId);
      return { category, subcategories: subs.map(toSubcategory) };
    },

    async levelData(user, categoryId, subcategoryId) {
      await ensureEnabled();
      const category = await loadCategory(categoryId);
      const subcategory = await loadSubcategory(categoryId, subcategoryId);
      const [reached, counts, best] = await Promise.all([
        repo.levelReached(db, user.id, subcategoryId),
        repo.levelQuestionCounts(db, subcategoryId),
        repo.bestResults(db, user.id, subcategoryId),
      ]);
      const bestByLevel = new Map(best.map((b) => [b.level, b]));
      const levels = counts.map(({ level, n }) => {
        const played = bestByLevel.get(level);
        const status = played ? 'completed' : level <= reached ? 'unlocked' : 'locked';
        return {
          level,
          no_of_questions: n,
          status,
          best_percentage: played?.percentage ?? null,
          best_score: played?.score ?? null,
        } as const;
      });
      return { category, subcategory, level_reached: reached, levels };
    },

    async questions(user, ref) {
      await ensureEnabled();
      await loadSubcategory(ref.category, ref.subcategory);
      if (ref.level > (await levelReached(user.id, ref.subcategory, ref.level))) throw new AppError('LEVEL_LOCKED', undefined, 'level');
      const rows = await playCache.getOrLoad(`${ref.subcategory}:${ref.level}`, () => repo.levelPlayQuestions(db, ref.subcategory, ref.level));
      if (rows.length === 0) throw new AppError('NO_QUESTIONS', undefined, 'level');
      const config = await settings.systemConfig();
      return { level: ref.level, seconds_per_question: config.quiz_zone_seconds_per_question, questions: rows };
    },

    async submit(user, ref, answers) {
      const context = await service.prepareSubmit(ref);
      return db.transaction((tx) => service.submitIn(tx, user, ref, answers, context));
    },

    async prepareSubmit(ref) {
      await ensureEnabled();
      const subcategory = await loadSubcategory(ref.category, ref.subcategory);
      const config = await settings.systemConfig();
      return {
        subcategory,
        limitMs: answerTimeLimitMs(config.quiz_zone_seconds_per_question),
        pointsPerCorrect: config.quiz_zone_points_per_correct,
        coinRule: config.quiz_zone_coins,
      };
    },

    async submitIn(tx, user, ref, answers, { subcategory, limitMs, pointsPerCorrect, coinRule }) {
      const ledgerRef = `quiz_zone:${ref.subcategory}:${ref.level}`;

      await lockUser(tx, user.id);
      if (ref.level > (await repo.levelReached(tx, user.id, ref.subcategory))) throw new AppError('LEVEL_LOCKED', undefined, 'level');
      const questions = await repo.levelQuestions(tx, ref.subcategory, ref.level);
      if (questions.length === 0) throw new AppError('NO_QUESTIONS', undefined, 'level');

      const byId = new Map(answers.map((a) => [a.question_id, a]));
      if (byId.size !== answers.length || answers.length !== questions.length || questions.some((q) => !byId.has(q.id))) {
        throw new AppError('ANSWER_SHEET_INVALID', undefined, 'answers');
      }

      const tally = tallySheet(questions, answers, limitMs);
      const stored: StoredAnswer[] = tally.marks;
      const { correct, percentage } = tally;
      const score = correct * pointsPerCorrect;
      const coins = coinsForPercentage(coinRule, percentage);

      // A level pays out its best result once: replays only top up to a better result.
      const booked = await bookedFor(tx, user.id, ledgerRef);
      const coinsEarned = Math.max(0, coins - booked.coins);
      const scoreEarned = Math.max(0, score - booked.all_time_score);
      if (coinsEarned > 0 || scoreEarned > 0) {
        await appendEntry(tx, {
          userId: user.id,
          coins: coinsEarned,
          score: scoreEarned,
          type: 'quiz_zone',
          title: `Quiz Zone: ${subcategory.name}, level ${ref.level}`,
          ref: ledgerRef,
        });
      }
      await repo.insertResult(tx, {
        userId: user.id,
        categoryId: ref.category,
        subcategoryId: ref.subcategory,
        level: ref.level,
        total: questions.length,
        correct,
        percentage,
        score,
        coins: coinsEarned,
        answers: stored,
      });
      // Spec section 4: levels unlock once the previous level has been played (the device applies
      // the same rule when it plays a level offline).
      const nextLevel = levelUnlockedAfter(ref.level, subcategory.max_level);
      if (nextLevel !== null) await repo.raiseLevel(tx, user.id, ref.subcategory, nextLevel);
      const balance = await balanceOf(tx, user.id);

      return {
        level: ref.level,
        total: tally.total,
        correct,
        incorrect: tally.incorrect,
        unanswered: tally.unanswered,
        percentage,
        score_earned: scoreEarned,
        coins_earned: coinsEarned,
        coins: balance.coins,
        all_time_score: balance.all_time_score,
        next_level: nextLevel,
        review: questions.map((q, i) => ({
          question_id: q.id,
          chosen: stored[i]?.answer ?? null,
          correct_answer: q.answer,
          is_correct: stored[i]?.is_correct ?? false,
          note: q.note,
        })),
      };
    },
  };
  return service;
}
