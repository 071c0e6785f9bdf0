/** The admin's settings actions (contract/api/admin-config.ts, admin-languages.ts); the authorization gate is the router's. */
import * as config from '../../../contract/api/admin-config';
import * as langs from '../../../contract/api/admin-languages';
import type { ActionRouter } from '../../plugins/actions';
import type { ConfigAdminService } from './config-admin.service';
import type { LanguagesAdminService } from './languages-admin.service';

type Texts = Awaited<ReturnType<LanguagesAdminService['texts']>>;

/** Every English key with this language's text beside it; a key without one is missing (players get English). */
function stringRows({ english, shipped, overrides }: Texts) {
  return Object.keys(english)
    .sort()
    .map((key) => {
      const value = overrides[key] ?? shipped[key] ?? null;
      return { key, english: english[key] ?? '', value, override: overrides[key] ?? null, missing: value === null };
    });
}

export function registerSettingsAdminRoutes(api: ActionRouter, languages: LanguagesAdminService, settings: ConfigAdminService): void {
  api.handle(langs.getAdminLanguages, async () => languages.list());
  api.handle(langs.addAdminLanguage, async ({ user, body }) => languages.add(user, body));
  api.handle(langs.setAdminLanguage, async ({ user, body }) => {
    const { language_id: languageId, ...edit } = body;
    return languages.edit(user, languageId, edit);
  });
  api.handle(langs.setAdminLanguageDefault, async ({ user, body }) => languages.setDefault(user, body.language_id));
  api.handle(langs.getAdminLanguageStrings, async ({ body }) => {
    const texts = await languages.texts(body.language_id);
    const rows = stringRows(texts);
    const missing = rows.filter((row) => row.missing).length;
    const data = body.missing_only ? rows.filter((row) => row.missing) : rows;
    return { language_id: texts.language.id, code: texts.language.code, keys_total: rows.length, keys_missing: missing, data };
  });
  api.handle(langs.setAdminLanguageString, async ({ user, body }) => languages.setText(user, body.language_id, body.key, body.value));
  api.handle(langs.getAdminLanguageJson, async ({ body }) => {
    const texts = await languages.texts(body.language_id);
    const strings = Object.fromEntries(stringRows(texts).flatMap((row) => (row.value === null ? [] : [[row.key, row.value] as const])));
    return { code: texts.language.code, strings };
  });
  api.handle(langs.setAdminLanguageJson, async ({ user, body }) =>
    languages.importTexts(user, body.language_id, { strings: body.strings, dryRun: body.dry_run, replace: body.replace }),
  );

  api.handle(config.getAdminConfig, async ({ body }) => settings.config(body.scope));
  api.handle(config.setAdminConfig, async ({ user, body }) => settings.setConfig(user, body.scope, body.values));
  api.handle(config.getAdminMaintenance, async () => settings.maintenance());
  api.handle(config.setAdminMaintenance, async ({ user, body }) => settings.setMaintenance(user, body.enabled, body.message));
  api.handle(config.getAdminPages, async ({ body }) => settings.pages(body.language_id));
  api.handle(config.setAdminPage, async ({ user, body }) =>
    settings.setPage(user, { type: body.type, languageId: body.language_id, title: body.title, body: body.body, items: body.items }),
  );
  api.handle(config.deleteAdminPage, async ({ user, body }) => settings.deletePage(user, body.type, body.language_id));
}
