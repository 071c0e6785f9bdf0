import * as settings from '../../../contract/api/settings';
import type { ActionRouter } from '../../plugins/actions';
import type { SettingsService } from './settings.service';

/**
 * The public settings come out of the service's cache, one object per value until it reloads, so
 * their answers are shared (encoded once, plugins/encoded-answers.ts); the home settings are built
 * per request around the language asked for.
 */
export function registerSettingsRoutes(api: ActionRouter, service: SettingsService): void {
  const shared = { shared: true } as const;
  api.handle(settings.getLanguages, async () => service.quizLanguages(), shared);
  api.handle(settings.getSystemLanguageList, async () => service.uiLanguages(), shared);
  api.handle(settings.getSystemLanguageJson, async ({ body }) => service.languageBundle(body.from, body.language), shared);
  api.handle(settings.getSystemConfigurations, async () => service.systemConfig(), shared);
  api.handle(settings.getWebSettings, async () => service.webSettings(), shared);
  api.handle(settings.getWebHomeSettings, async ({ body }) => service.homeSettings(body.language_id));
  // Pages are picked per language from one cached list, so the answer is a new object each time.
  api.handle(settings.getSettings, async ({ body }) => (body.type ? service.page(body.type, body.language_id) : service.allPages(body.language_id)));
}
