import * as settings from '../../../contract/api/settings';
import type { ActionRouter } from '../../plugins/actions';
import type { SettingsService } from './settings.service';

export function registerSettingsRoutes(api: ActionRouter, service: SettingsService): void {
  api.handle(settings.getLanguages, async () => service.quizLanguages());
  api.handle(settings.getSystemLanguageList, async () => service.uiLanguages());
  api.handle(settings.getSystemLanguageJson, async ({ body }) => service.languageBundle(body.from, body.language));
  api.handle(settings.getSystemConfigurations, async () => service.systemConfig());
  api.handle(settings.getWebSettings, async () => service.webSettings());
  api.handle(settings.getWebHomeSettings, async ({ body }) => service.homeSettings(body.language_id));
  api.handle(settings.getSettings, async ({ body }) => (body.type ? service.page(body.type) : service.allPages()));
}
