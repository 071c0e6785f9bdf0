/**
 * Quiz Zone. The server is the authority: questions go out without answers, the answer sheet comes
 * back, and scoring, coins, score and level unlocks happen here in one transaction.
 */
import type { PackQuestion, QuizZonePackContent } from '../../../contract/api/packs';
import { createSecretKey, type KeyObject } from 'node:crypto';
import type { AnswerVerdict, Category, LevelData, LevelResult, PlayerCategory, PlayQuestion, Subcategory, UnlockResult } from '../../../contract/api/quiz';
import { answerTimeLimitMs, passes } from '../../../contract/quiz/rules';
import type { CategoryType } from '../../../contract/quiz/solo-modes';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { EconomyService } from '../economy/economy.service';
import type { SettingsService } from '../settings/settings.service';
import { TtlCache } from '../../lib/ttl-cache';
import { serverSecret } from '../../lib/server-secrets';
import { lockUser } from '../economy/ledger.repo';
import { checkAnswer, type CheckInput, type LevelKey } from './check-answer';
import { createFavouriteCategories, type FavouriteCategories } from './favourite-categories';
import { createPremiumCategories, priceOf, type PremiumCategories } from './premium-categories';
import * as repo from './quiz.repo';
import { questionsDigest, roundNonce, signRound } from './round-ticket';
import { roundExpiresAt } from './round-timing';
import { scoreSheet, type LevelRef, type SheetInput, type SheetOrigin, type SubmitContext } from './score-sheet';

export type { LevelRef, SheetInput, SubmitContext } from './score-sheet';

/** Question content is read-mostly; edits reach players within this time. */
const CONTENT_CACHE_MS = 60_000;
const CONTENT_REFRESH_AHEAD_MS = 20_000;

export interface QuizService {
  /** The categories of a type as this player sees them: prices, which premium ones they unlocked, their favourites first. */
  categories(user: AuthUser, languageId: number | undefined, type?: CategoryType): Promise<PlayerCategory[]>;
  /** A category's topics: browsing needs no unlock, so `category` says whether this player has one. */
  subcategories(user: AuthUser, categoryId: number): Promise<{ category: PlayerCategory; subcategories: Subcategory[] }>;
  /** unlock_premium_category (premium-categories.ts). */
  unlockPremium(user: AuthUser, categoryId: number): Promise<UnlockResult>;
  /** Who may play which premium category, for the features that serve its content too (offline packs). */
  readonly premium: Pick<PremiumCategories, 'ensure' | 'unlockedIds' | 'canPlay'>;
  /** set_quiz_categories (favourite-categories.ts). */
  readonly favourites: Pick<FavouriteCategories, 'set'>;
  levelData(user: AuthUser, categoryId: number, subcategoryId: number): Promise<LevelData>;
  /** The level's questions, without answers, and the round they open (see score-sheet.ts). */
  questions(user: AuthUser, ref: LevelRef): Promise<ServedLevel>;
  /** check_level_answer: one answer of a served round, recorded once (check-answer.ts). */
  checkAnswer(user: AuthUser, input: CheckInput): Promise<AnswerVerdict>;
  /** set_level_data: a sheet that must name a round the server served. */
  submit(user: AuthUser, ref: LevelRef, sheet: SheetInput): Promise<LevelResult>;
  /**
   * The same in two steps for the sync endpoint, which records the op in the scoring transaction:
   * prepareSubmit reads configuration outside any transaction (PGlite has a single connection, so
   * a read outside an open transaction would wait for it forever); submitIn reads only through tx.
   */
  prepareSubmit(user: AuthUser, ref: LevelRef): Promise<SubmitContext>;
  submitIn(tx: Tx, user: AuthUser, ref: LevelRef, sheet: SheetInput, context: SubmitContext, origin: SheetOrigin): Promise<LevelResult>;
  /** Throws QUIZ_DISABLED while the system configuration switches Quiz Zone off. */
  ensureEnabled(): Promise<void>;
  /** Offline packs: the subcategories on offer (none while Quiz Zone is off), in list order. */
  packSubcategoryIds(languageId: number | undefined): Promise<number[]>;
  /** Offline packs: a subcategory's every level with the answer key, or null when it does not exist. */
  packContent(subcategoryId: number): Promise<QuizZonePackContent | null>;
  /** Forgets cached content: whatever writes categories, subcategories or questions calls it. */
  invalidateContent(): void;
}

export interface ServedLevel {
  readonly level: number;
  readonly seconds_per_question: number;
  readonly questions: PlayQuestion[];
  readonly round_id: string;
  readonly expires_at: string;
  readonly pass_percentage: number;
}

type CategoryRow = NonNullable<Awaited<ReturnType<typeof repo.findCategory>>>;

/** A category's content and its unlock price, as the content cache keeps it. */
interface CategoryEntry {
  readonly category: Category;
  readonly coins: number;
}
type SubStatsRow = Awaited<ReturnType<typeof repo.listSubcategoryStats>>[number];

function toCategory(row: CategoryRow, counts: { subcategories: number; questions: number }): Category {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    icon: row.icon,
    ...(row.imageUrl ? { image_url: row.imageUrl } : {}),
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
    ...(row.audioUrl ? { audio_url: row.audioUrl } : {}),
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

export function createQuizService(ctx: AppContext, settings: SettingsService, economy: EconomyService): QuizService {
  const { db } = ctx;
  // Content is the same for every player: a classroom browsing Quiz Zone reads it from memory, not
  // with the same aggregate queries two hundred times a second. Keys are ids and language ids, so
  // each cache is bounded too. Nothing per player is cached here except the level lower bound.
  // Content in use is reloaded in the background before its minute ends (see TtlCache), so a
  // classroom does not wait for it behind a busy database once a minute.
  const content = <K, V>(maxEntries: number) => new TtlCache<K, V>(CONTENT_CACHE_MS, maxEntries, Date.now, CONTENT_REFRESH_AHEAD_MS);
  // Lists as a player who unlocked nothing sees them; premium.forPlayer makes each player's.
  const categoryListCache = content<string, PlayerCategory[]>(200);
  const categoryCache = content<number, CategoryEntry | null>(2_000);
  const subcategoryListCache = content<number, Subcategory[]>(2_000);
  const levelCountCache = content<number, { level: number; n: number }[]>(10_000);
  const packIdsCache = content<string, number[]>(200);
  const subcategoryCache = content<string, Subcategory | null>(10_000);
  /** A level's questions as served, with the fingerprint a round ticket carries of them. */
  const playCache = content<string, { questions: PlayQuestion[]; digest: string }>(10_000);
  /** A level's key for checking answers and scoring sheets, with the fingerprint of its questions. */
  const keyCache = content<string, LevelKey>(10_000);
  // The unlocked level only ever rises, so a cached value is a lower bound: it may send us to the
  // database to confirm a higher level, but it can never unlock a level that is still locked.
  const reachedCache = new TtlCache<string, number>(CONTENT_CACHE_MS);
  const premium = createPremiumCategories(ctx, settings, economy);
  const favourites = createFavouriteCategories(ctx);
  // Read once, outside any transaction (PGlite has one connection), and kept: it never changes.
  let roundKeyLoaded: KeyObject | undefined;
  const roundKey = async (): Promise<KeyObject> => {
    roundKeyLoaded ??= createSecretKey(await serverSecret(db, 'quiz_rounds'));
    return roundKeyLoaded;
  };

  /** A level's questions with their answers, as served (the same cache period), for scoring. */
  function levelKey(subcategory: number, level: number): Promise<LevelKey> {
    return keyCache.getOrLoad(`${subcategory}:${level}`, async () => {
      const rows = await repo.levelQuestions(db, subcategory, level);
      return { questions: rows.map((q) => ({ id: q.id, answer: q.answer, note: q.note })), digest: questionsDigest(rows.map((q) => q.id)) };
    });
  }

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

  async function listSubcategories(categoryId: number): Promise<Subcategory[]> {
    return subcategoryListCache.getOrLoad(categoryId, async () => (await repo.listSubcategoryStats(db, categoryId)).map(toSubcategory));
  }

  async function loadCategoryEntry(categoryId: number): Promise<CategoryEntry> {
    const found = await categoryCache.getOrLoad(categoryId, async () => {
      const row = await repo.findCategory(db, categoryId);
      if (!row) return null;
      const subs = await listSubcategories(categoryId);
      const category = toCategory(row, { subcategories: subs.length, questions: subs.reduce((n, s) => n + s.no_of_questions, 0) });
      return { category, coins: priceOf(row, (await settings.systemConfig()).premium_category_coins) };
    });
    if (!found) throw new AppError('NOT_FOUND', 'CATEGORY_NOT_FOUND', 'category');
    return found;
  }

  const loadCategory = async (categoryId: number): Promise<Category> => (await loadCategoryEntry(categoryId)).category;

  /** The category of a request that serves its questions: refused (PREMIUM_LOCKED) while it is premium and locked for this player. */
  async function playableCategory(user: AuthUser, categoryId: number): Promise<Category> {
    const category = await loadCategory(categoryId);
    await premium.ensure(user.id, category);
    return category;
  }

  async function loadSubcategory(categoryId: number, subcategoryId: number): Promise<Subcategory> {
    const found = await subcategoryCache.getOrLoad(`${categoryId}:${subcategoryId}`, async () => {
      const [row] = await repo.listSubcategoryStats(db, categoryId, subcategoryId);
      return row ? toSubcategory(row) : null;
    });
    if (!found) throw new AppError('NOT_FOUND', 'SUBCATEGORY_NOT_FOUND', 'subcategory');
    return found;
  }

  const service: QuizService = {
    ensureEnabled,
    premium,
    favourites,

    async packSubcategoryIds(languageId) {
      if ((await settings.systemConfig()).quiz_zone_mode !== '1') return [];
      return packIdsCache.getOrLoad(String(languageId ?? 'all'), async () => (await repo.listPlayableSubcategories(db, languageId)).map((r) => r.id));
    },

    async packContent(subcategoryId) {
      await ensureEnabled();
      const found = await repo.findSubcategory(db, subcategoryId);
      // Another mode's topic is no Quiz Zone pack (its questions have two options, or none).
      if (found?.categoryType !== 'quiz_zone') return null;
      const [category, subcategory, rows, config] = await Promise.all([
        loadCategory(found.categoryId),
        loadSubcategory(found.categoryId, subcategoryId),
        repo.subcategoryQuestions(db, subcategoryId),
        settings.systemConfig(),
      ]);
      return { category, subcategory, seconds_per_question: config.quiz_zone_seconds_per_question, levels: byLevel(rows) };
    },

    async categories(user, requested, type = 'quiz_zone') {
      await ensureEnabled();
      const languageId = await settings.contentLanguage(requested);
      const list = await categoryListCache.getOrLoad(`${languageId ?? 'all'}:${type}`, async () => {
        const configured = (await settings.systemConfig()).premium_category_coins;
        return (await repo.listCategories(db, languageId, type)).map((r) => ({
          ...toCategory(r.category, { subcategories: r.subcategories, questions: r.questions }),
          coins: priceOf(r.category, configured),
          has_unlocked: false,
        }));
      });
      return favourites.forPlayer(user.id, type, await premium.forPlayer(user.id, list));
    },

    async subcategories(user, categoryId) {
      await ensureEnabled();
      const { category, coins } = await loadCategoryEntry(categoryId);
      const hasUnlocked = category.is_premium && (await premium.canPlay(user.id, category));
      return { category: { ...category, coins, has_unlocked: hasUnlocked }, subcategories: await listSubcategories(categoryId) };
    },

    unlockPremium: (user, categoryId) => premium.unlock(user, categoryId),

    async levelData(user, categoryId, subcategoryId) {
      await ensureEnabled();
      const category = await playableCategory(user, categoryId);
      const subcategory = await loadSubcategory(categoryId, subcategoryId);
      const [{ reached, best }, counts, config] = await Promise.all([
        repo.subcategoryStanding(db, user.id, subcategoryId),
        levelCountCache.getOrLoad(subcategoryId, () => repo.levelQuestionCounts(db, subcategoryId)),
        settings.systemConfig(),
      ]);
      const passPercentage = config.quiz_zone_pass_percentage;
      const bestByLevel = new Map(best.map((b) => [b.level, b]));
      const levels = counts.map(({ level, n }) => {
        const played = bestByLevel.get(level);
        // Completed means passed: a level played below the pass mark is still there to beat.
        const status = played && passes(played.percentage ?? 0, passPercentage) ? 'completed' : level <= reached ? 'unlocked' : 'locked';
        return {
          level,
          no_of_questions: n,
          status,
          best_percentage: played?.percentage ?? null,
          best_score: played?.score ?? null,
        } as const;
      });
      return { category, subcategory, level_reached: reached, pass_percentage: passPercentage, levels };
    },

    async questions(user, ref) {
      await ensureEnabled();
      await loadSubcategory(ref.category, ref.subcategory);
      await playableCategory(user, ref.category);
      const { questions: rows, digest } = await playCache.getOrLoad(`${ref.subcategory}:${ref.level}`, async () => {
        const served = await repo.levelPlayQuestions(db, ref.subcategory, ref.level);
        return { questions: served, digest: questionsDigest(served.map((r) => r.id)) };
      });
      // A level with no questions does not exist: said before the lock, which it could never leave.
      if (rows.length === 0) throw new AppError('LEVEL_NOT_FOUND', undefined, 'level');
      if (ref.level > (await levelReached(user.id, ref.subcategory, ref.level))) throw new AppError('LEVEL_LOCKED', undefined, 'level');
      const config = await settings.systemConfig();
      // Serving opens the round the sheet is scored against: a signed ticket, nothing written.
      const servedAt = ctx.now();
      const expiresAt = roundExpiresAt(servedAt, rows.length, answerTimeLimitMs(config.quiz_zone_seconds_per_question));
      const roundId = signRound(
        {
          userId: user.id,
          subcategory: ref.subcategory,
          level: ref.level,
          questions: digest,
          servedAt: servedAt.getTime(),
          expiresAt: expiresAt.getTime(),
          nonce: roundNonce(),
        },
        roundKeyLoaded ?? (await roundKey()),
      );
      return {
        level: ref.level,
        seconds_per_question: config.quiz_zone_seconds_per_question,
        questions: rows,
        round_id: roundId,
        expires_at: expiresAt.toISOString(),
        pass_percentage: config.quiz_zone_pass_percentage,
      };
    },

    async checkAnswer(user, input) {
      await ensureEnabled();
      const config = await settings.systemConfig();
      return checkAnswer(db, user, input, {
        roundKey: roundKeyLoaded ?? (await roundKey()),
        limitMs: answerTimeLimitMs(config.quiz_zone_seconds_per_question),
        now: ctx.now(),
        levelKey: (subcategory, level) =>
          keyCache.getOrLoad(`${subcategory}:${level}`, async () => {
            const rows = await repo.levelQuestions(db, subcategory, level);
            return { questions: rows.map((q) => ({ id: q.id, answer: q.answer, note: q.note })), digest: questionsDigest(rows.map((q) => q.id)) };
          }),
      });
    },

    async submit(user, ref, sheet) {
      const context = await service.prepareSubmit(user, ref);
      return db.transaction(async (tx) => {
        // scoreSheet runs under the user's lock, as the sync service holds it for an op.
        await lockUser(tx, user.id);
        return service.submitIn(tx, user, ref, sheet, context, 'action');
      });
    },

    async prepareSubmit(user, ref) {
      await ensureEnabled();
      const subcategory = await loadSubcategory(ref.category, ref.subcategory);
      // A sheet's review carries the level's answers: scored only for a player who may play it (the
      // check runs before the transaction, and an unlock is never taken back).
      await playableCategory(user, ref.category);
      const config = await settings.systemConfig();
      const rules = await economy.rules();
      return {
        subcategory,
        limitMs: answerTimeLimitMs(config.quiz_zone_seconds_per_question),
        pointsPerCorrect: config.quiz_zone_points_per_correct,
        coinRule: config.quiz_zone_coins,
        passPercentage: config.quiz_zone_pass_percentage,
        practiceDailyCap: config.practice_daily_coin_cap,
        roundKey: roundKeyLoaded ?? (await roundKey()),
        key: await levelKey(ref.subcategory, ref.level),
        economy: { earn: (tx, event) => economy.earn(tx, event, rules), recordRound: (tx, round) => economy.recordRound(tx, round, rules) },
      };
    },

    submitIn: (tx, user, ref, sheet, context, origin) => scoreSheet(tx, user, ref, sheet, context, origin, ctx.now()),

    invalidateContent() {
      for (const cache of [categoryListCache, categoryCache, subcategoryListCache, levelCountCache, packIdsCache, subcategoryCache, playCache, keyCache]) cache.clear();
    },
  };
  return service;
}
