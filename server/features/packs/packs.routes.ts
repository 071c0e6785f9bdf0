import * as packs from '../../../contract/api/packs';
import type { AppContext } from '../../app-context';
import type { ActionRouter } from '../../plugins/actions';
import type { QuizService } from '../quiz/quiz.service';
import type { SettingsService } from '../settings/settings.service';
import { createPacksService, type PacksService } from './packs.service';
import { dailyQuizPackProvider, type PastDailySets } from './providers/daily-quiz.provider';
import { mathsPackProvider } from './providers/maths.provider';
import { quizZonePackProvider } from './providers/quiz-zone.provider';
import { soloPackProvider } from './providers/solo.provider';

/** A list without a language_id (language_mode '0') is the default language's, never every language's. */
type ContentLanguage = (languageId: number | undefined) => Promise<number | undefined>;

export function registerPacksRoutes(api: ActionRouter, service: PacksService, contentLanguage: ContentLanguage): void {
  // Both answer with the service's cached objects (the same list and pack until the content
  // changes, the same list per set of a player's locked premium categories): shared answers,
  // encoded once (plugins/encoded-answers.ts).
  api.handle(packs.getOfflinePacks, async ({ user, body }) => service.list(user.id, await contentLanguage(body.language_id)), { shared: true });
  api.handle(packs.getOfflinePack, async ({ user, body }) => service.get(user.id, body.pack_id), { shared: true });
}

export interface PacksDeps {
  readonly quiz: QuizService;
  readonly settings: SettingsService;
  /** The solo engine's past daily quiz sets (providers/daily-quiz.provider.ts); without it no daily quiz pack is offered. */
  readonly pastDailySets?: PastDailySets;
}

/** The packs feature with one provider per kind; a new solo mode adds its provider here. */
export function registerPacks(api: ActionRouter, ctx: AppContext, deps: PacksDeps): PacksService {
  // Every solo round so far is timed like Quiz Zone's questions (the solo engine may give modes their own times).
  const secondsPerQuestion = async () => (await deps.settings.systemConfig()).quiz_zone_seconds_per_question;
  const providers = {
    quiz_zone: quizZonePackProvider(deps.quiz),
    maths: mathsPackProvider(ctx.db),
    solo: soloPackProvider({ db: ctx.db, secondsPerQuestion }),
    daily_quiz: dailyQuizPackProvider({ db: ctx.db, pastDailySets: deps.pastDailySets ?? (() => Promise.resolve([])), secondsPerQuestion, now: ctx.now }),
  };
  const service = createPacksService(providers, deps.quiz.premium, { log: ctx.log, uploadsDir: ctx.config.uploadsDir });
  registerPacksRoutes(api, service, (languageId) => deps.settings.contentLanguage(languageId));
  return service;
}
