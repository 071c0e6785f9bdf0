import * as packs from '../../../contract/api/packs';
import type { AppContext } from '../../app-context';
import type { ActionRouter } from '../../plugins/actions';
import type { QuizService } from '../quiz/quiz.service';
import { createPacksService, type PacksService } from './packs.service';
import { mathsPackProvider } from './providers/maths.provider';
import { quizZonePackProvider } from './providers/quiz-zone.provider';

export function registerPacksRoutes(api: ActionRouter, service: PacksService): void {
  // Both answer with the service's cached objects (the same list and pack until the content
  // changes, the same list per set of a player's locked premium categories): shared answers,
  // encoded once (plugins/encoded-answers.ts).
  api.handle(packs.getOfflinePacks, async ({ user, body }) => service.list(user.id, body.language_id), { shared: true });
  api.handle(packs.getOfflinePack, async ({ user, body }) => service.get(user.id, body.pack_id), { shared: true });
}

/** The packs feature with one provider per kind; a new solo mode adds its provider here. */
export function registerPacks(api: ActionRouter, ctx: AppContext, deps: { readonly quiz: QuizService }): PacksService {
  const service = createPacksService({ quiz_zone: quizZonePackProvider(deps.quiz), maths: mathsPackProvider(ctx.db) }, deps.quiz.premium, { log: ctx.log, uploadsDir: ctx.config.uploadsDir });
  registerPacksRoutes(api, service);
  return service;
}
