/**
 * The solo modes of issue 14 (contract/api/solo.ts): every serve action, one answer, lifelines,
 * word hints and the sheet, on one round model (solo-ticket.ts). The server picks the questions,
 * never sends an answer before the sheet, and scores with its own key through the economy.
 */
import type { FunNLearnPassage, SoloResult, SoloRound, SoloSheet, SoloVerdict, LifelineOutcome } from '../../../contract/api/solo';
import type { getDailyQuiz as GetDailyQuiz, MathManiaQuestionsBodySchema, useWordHint as UseWordHint } from '../../../contract/api/solo';
import type { DataOf } from '../../../contract/api/define';
import { MODE_CONTENT, type CategoryType, type Lifeline, type SoloMode } from '../../../contract/quiz/solo-modes';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { lockUser } from '../economy/ledger.repo';
import type { z } from 'zod';
import { getDailyQuiz, languageOrDefault } from './daily-quiz';
import { createSoloCore, type SoloCore, type SoloDeps } from './solo-core';
import { checkSoloAnswer, useLifeline, useWordHint, type CheckInput } from './solo-play';
import { prepareSoloSubmit, scoreSoloSheet, titleOf, type SheetOrigin, type SoloSubmitContext } from './solo-score';
import { openRound as open, type RoundRequest } from './solo-serve';
import * as repo from './solo.repo';

/** What a round of a category-typed mode asks for. */
interface CategoryRequest {
  readonly category: number;
  readonly subcategory?: number | undefined;
  readonly limit: number;
}

export interface SoloService {
  dailyQuiz(user: AuthUser, body: { language_id?: number | undefined; peek: boolean }): Promise<DataOf<typeof GetDailyQuiz>>;
  questionsByType(user: AuthUser, body: { type: 'true_false'; language_id?: number | undefined; category?: number | undefined; limit: number }): Promise<SoloRound>;
  funNLearn(user: AuthUser, body: { language_id?: number | undefined; category: number; subcategory?: number | undefined }): Promise<FunNLearnPassage[]>;
  funNLearnQuestions(user: AuthUser, passageId: number): Promise<SoloRound>;
  /** Guess The Word, audio questions, non-verbal sets, Math Mania: a round of one category (or subcategory) of the mode's type. */
  categoryRound(user: AuthUser, mode: 'guess_the_word' | 'audio_questions' | 'nonverbal' | 'math_mania', body: CategoryRequest): Promise<SoloRound>;
  mathMania(user: AuthUser, body: z.output<typeof MathManiaQuestionsBodySchema>): Promise<SoloRound>;
  selfChallenge(user: AuthUser, body: { category_slug: string; subcategory_slug?: string | undefined; limit: number; timer: number }): Promise<SoloRound>;
  /**
   * A round of questions the caller chose (get_bookmark play:true opens the player's bookmarks):
   * the question list is stored with the round, since it cannot be drawn again.
   */
  openRound(user: AuthUser, request: { mode: 'bookmarks'; scope: 'bookmarks'; title: string; questionIds: readonly number[] }): Promise<SoloRound>;
  checkAnswer(user: AuthUser, input: CheckInput): Promise<SoloVerdict>;
  useLifeline(user: AuthUser, roundId: string, questionId: number, lifeline: Lifeline): Promise<LifelineOutcome>;
  useWordHint(user: AuthUser, roundId: string, questionId: number): Promise<DataOf<typeof UseWordHint>>;
  /** submit_solo_round: a sheet that must name a round the server served. */
  submit(user: AuthUser, sheet: SoloSheet): Promise<SoloResult>;
  /** The same in two steps for the sync endpoint (see quiz.service.ts prepareSubmit/submitIn). */
  prepareSubmit(user: AuthUser, sheet: SoloSheet, origin: SheetOrigin): Promise<SoloSubmitContext>;
  submitIn(tx: Tx, user: AuthUser, sheet: SoloSheet, context: SoloSubmitContext, origin: SheetOrigin, extra: { playedAt?: string; opId?: string }): Promise<SoloResult>;
}

export function createSoloService(ctx: AppContext, deps: SoloDeps): SoloService {
  const core: SoloCore = createSoloCore(ctx, deps);

  /** An active category of the mode's type (NOT_FOUND naming `field` otherwise), playable by this player. */
  async function categoryOf(user: AuthUser, type: CategoryType, where: { id: number } | { slug: string }, field: string) {
    const row = await repo.findCategory(core.db, where);
    if (row?.type !== type) throw new AppError('NOT_FOUND', 'CATEGORY_NOT_FOUND', field);
    await core.premium.ensure(user.id, { id: row.id, is_premium: row.isPremium, name: row.name });
    return row;
  }

  async function subcategoryOf(categoryId: number, where: { id: number } | { slug: string } | undefined, field: string) {
    if (!where) return undefined;
    const row = await repo.findSubcategory(core.db, categoryId, where);
    if (!row) throw new AppError('NOT_FOUND', 'SUBCATEGORY_NOT_FOUND', field);
    return row;
  }

  const serve = (user: AuthUser, request: RoundRequest) => open(core, user, request);

  async function categoryRound(user: AuthUser, mode: SoloMode, body: CategoryRequest): Promise<SoloRound> {
    const type = MODE_CONTENT[mode] as CategoryType;
    const category = await categoryOf(user, type, { id: body.category }, mode === 'math_mania' ? 'type_id' : 'category');
    const sub = await subcategoryOf(category.id, body.subcategory === undefined ? undefined : { id: body.subcategory }, 'subcategory');
    return serve(user, {
      mode,
      scope: sub ? `subcategory:${sub.id}` : `category:${category.id}`,
      title: sub ? `${category.name}: ${sub.name}` : category.name,
      limit: body.limit,
    });
  }

  const service: SoloService = {
    dailyQuiz: (user, body) => getDailyQuiz(core, user, body),

    async questionsByType(user, body) {
      if (body.category !== undefined) return categoryRound(user, body.type, { category: body.category, limit: body.limit });
      const languageId = await languageOrDefault(core, body.language_id);
      return serve(user, { mode: body.type, scope: `type:${body.type}`, title: titleOf(body.type), languageId, limit: body.limit });
    },

    async funNLearn(user, body) {
      const category = await categoryOf(user, 'fun_n_learn', { id: body.category }, 'category');
      const sub = await subcategoryOf(category.id, body.subcategory === undefined ? undefined : { id: body.subcategory }, 'subcategory');
      const rows = await repo.listPassages(core.db, category.id, sub?.id);
      const best = await repo.bestPercentages(core.db, user.id, rows.map((r) => `passage:${r.passage.id}`));
      return rows.map(({ passage, questions }) => ({
        id: passage.id,
        category_id: passage.categoryId,
        subcategory_id: passage.subcategoryId,
        title: passage.title,
        detail: passage.detail,
        image_url: passage.imageUrl,
        image_alt: passage.imageUrl ? (passage.imageAlt ?? passage.title) : null,
        ...(passage.audioUrl ? { audio_url: passage.audioUrl } : {}),
        ...(passage.videoUrl ? { video_url: passage.videoUrl } : {}),
        ...(passage.transcript ? { transcript: passage.transcript } : {}),
        no_of_questions: questions,
        best_percentage: best.get(`passage:${passage.id}`) ?? null,
      }));
    },

    async funNLearnQuestions(user, passageId) {
      const passage = await repo.findPassage(core.db, passageId);
      if (!passage) throw new AppError('NOT_FOUND', { text: 'This passage does not exist.' }, 'fun_n_learn_id');
      await categoryOf(user, 'fun_n_learn', { id: passage.categoryId }, 'fun_n_learn_id');
      return serve(user, { mode: 'fun_n_learn', scope: `passage:${passage.id}`, title: passage.title, limit: 50 });
    },

    categoryRound: (user, mode, body) => categoryRound(user, mode, body),

    mathMania: (user, body) => categoryRound(user, 'math_mania', { category: body.type_id, subcategory: body.subcategory, limit: body.limit }),

    async selfChallenge(user, body) {
      const category = await categoryOf(user, 'quiz_zone', { slug: body.category_slug }, 'category_slug');
      const sub = await subcategoryOf(category.id, body.subcategory_slug === undefined ? undefined : { slug: body.subcategory_slug }, 'subcategory_slug');
      return serve(user, {
        mode: 'self_challenge',
        scope: sub ? `subcategory:${sub.id}` : `category:${category.id}`,
        title: sub ? `${category.name}: ${sub.name}` : category.name,
        limit: body.limit,
        timerMinutes: body.timer,
      });
    },

    openRound: (user, request) => serve(user, request),

    checkAnswer: (user, input) => checkSoloAnswer(core, user, input),
    useLifeline: (user, roundId, questionId, lifeline) => useLifeline(core, user, roundId, questionId, lifeline),
    useWordHint: (user, roundId, questionId) => useWordHint(core, user, roundId, questionId),

    async submit(user, sheet) {
      const context = await service.prepareSubmit(user, sheet, 'action');
      return ctx.db.transaction(async (tx) => {
        await lockUser(tx, user.id);
        return service.submitIn(tx, user, sheet, context, 'action', {});
      });
    },

    prepareSubmit: (user, sheet, origin) => prepareSoloSubmit(core, user, sheet, origin),
    submitIn: (tx, user, sheet, context, origin, extra) => scoreSoloSheet(tx, core, user, sheet, context, origin, extra),
  };
  return service;
}
