/**
 * The admin's languages and interface texts (issue 12, docs/ADMIN.md). English's shipped keys are
 * every interface key; a language's texts are its shipped ones with the admin's overrides over
 * them. Each write is one transaction with its audit entry; this instance's settings cache is
 * cleared after the commit.
 */
import type { AdminLanguage, LanguageImportReport } from '../../../contract/api/admin-languages';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import { recordAudit } from '../audit/audit.repo';
import { languageNotFound } from './config-admin.service';
import { applyTexts, changedKeys, flattenTexts } from './interface-texts';
import * as adminRepo from './settings-admin.repo';
import type { LanguageRow } from './settings-admin.repo';
import * as repo from './settings.repo';
import type { SettingsService } from './settings.service';
import { shippedStrings } from './shipped-strings';

const ENGLISH = 'en';

export interface LanguageEdit {
  readonly name?: string | undefined;
  readonly rtl?: 0 | 1 | undefined;
  readonly for_ui?: boolean | undefined;
  readonly for_quiz?: boolean | undefined;
  readonly sort?: number | undefined;
}

interface Texts {
  readonly language: LanguageRow;
  /** English as players get it: every interface key. */
  readonly english: Record<string, string>;
  readonly shipped: Record<string, string>;
  readonly overrides: Record<string, string>;
}

export interface LanguagesAdminService {
  list(): Promise<AdminLanguage[]>;
  add(admin: AuthUser, input: { code: string; name: string; rtl: 0 | 1; for_ui: boolean; for_quiz: boolean }): Promise<AdminLanguage>;
  edit(admin: AuthUser, languageId: number, edit: LanguageEdit): Promise<{ language: AdminLanguage; changed: boolean }>;
  setDefault(admin: AuthUser, languageId: number): Promise<{ language_id: number; code: string; changed: boolean }>;
  texts(languageId: number): Promise<Texts>;
  setText(admin: AuthUser, languageId: number, key: string, value: string): Promise<{ key: string; value: string | null; override: string | null; changed: boolean }>;
  importTexts(admin: AuthUser, languageId: number, input: { strings: Record<string, unknown>; dryRun: boolean; replace: boolean }): Promise<LanguageImportReport>;
}

const EDITABLE: readonly (keyof LanguageEdit)[] = ['name', 'rtl', 'for_ui', 'for_quiz', 'sort'];
const columnOf = { name: 'name', rtl: 'rtl', for_ui: 'forUi', for_quiz: 'forQuiz', sort: 'sort' } as const;

function listedKeys(keys: string[], max = 10): string {
  return keys.length > max ? `${keys.slice(0, max).join(', ')} and ${keys.length - max} more` : keys.join(', ');
}

export function createLanguagesAdminService(ctx: AppContext, settings: SettingsService): LanguagesAdminService {
  const { db } = ctx;

  async function englishTexts(): Promise<Record<string, string>> {
    const english = (await adminRepo.allLanguages(db)).find((l) => l.code === ENGLISH);
    return { ...(await shippedStrings(ENGLISH)), ...(english ? await adminRepo.overridesOf(db, english.id) : {}) };
  }

  async function toAdminLanguage(row: LanguageRow, english?: Record<string, string>): Promise<AdminLanguage> {
    const keys = Object.keys(english ?? (await englishTexts()));
    const own = { ...(await shippedStrings(row.code)), ...(await adminRepo.overridesOf(db, row.id)) };
    const present = keys.filter((key) => own[key] !== undefined || row.code === ENGLISH).length;
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      rtl: row.rtl === 1 ? 1 : 0,
      is_default: row.isDefault,
      for_ui: row.forUi,
      for_quiz: row.forQuiz,
      sort: row.sort,
      keys_total: keys.length,
      keys_present: present,
      keys_missing: keys.length - present,
    };
  }

  async function lockedLanguage(tx: Tx, languageId: number): Promise<{ all: LanguageRow[]; target: LanguageRow }> {
    const all = await adminRepo.lockLanguages(tx);
    const target = all.find((l) => l.id === languageId);
    if (!target) throw languageNotFound(languageId);
    return { all, target };
  }

  /** Runs a write and clears this instance's settings cache once it committed a change. */
  async function write<T extends { changed: boolean }>(run: () => Promise<T>): Promise<T> {
    const result = await run();
    if (result.changed) settings.invalidate();
    return result;
  }

  const service: LanguagesAdminService = {
    async list() {
      const english = await englishTexts();
      return Promise.all((await adminRepo.allLanguages(db)).map((row) => toAdminLanguage(row, english)));
    },

    async add(admin, input) {
      const row = await db.transaction(async (tx) => {
        const all = await adminRepo.lockLanguages(tx);
        const exists = () => new AppError('VALIDATION', { text: `code: a language with the code ${input.code} exists` }, 'code');
        if (all.some((l) => l.code.toLowerCase() === input.code.toLowerCase())) throw exists();
        const sort = Math.max(0, ...all.map((l) => l.sort)) + 1;
        const inserted = await adminRepo.insertLanguage(tx, { code: input.code, name: input.name, rtl: input.rtl, forUi: input.for_ui, forQuiz: input.for_quiz, sort });
        if (!inserted) throw exists();
        const after = { code: input.code, name: input.name, rtl: input.rtl, for_ui: input.for_ui, for_quiz: input.for_quiz, sort };
        await recordAudit(tx, { adminId: admin.id, action: 'add_admin_language', subject: `language:${inserted.id}`, before: null, after });
        return inserted;
      });
      settings.invalidate();
      return toAdminLanguage(row);
    },

    async edit(admin, languageId, edit) {
      const changed = await write(() =>
        db.transaction(async (tx) => {
          const { target } = await lockedLanguage(tx, languageId);
          const current: Record<keyof LanguageEdit, unknown> = { name: target.name, rtl: target.rtl, for_ui: target.forUi, for_quiz: target.forQuiz, sort: target.sort };
          const fields = EDITABLE.filter((field) => edit[field] !== undefined && edit[field] !== current[field]);
          if (fields.length === 0) return { changed: false };
          const off = (['for_ui', 'for_quiz'] as const).find((field) => edit[field] === false && fields.includes(field));
          if (target.isDefault && off) {
            throw new AppError('VALIDATION', { text: `${off}: the default language cannot be disabled; make another language the default first` }, off);
          }
          await adminRepo.updateLanguage(tx, languageId, Object.fromEntries(fields.map((field) => [columnOf[field], edit[field]])));
          const pick = (from: Record<string, unknown>) => Object.fromEntries(fields.map((field) => [field, from[field]]));
          await recordAudit(tx, { adminId: admin.id, action: 'set_admin_language', subject: `language:${languageId}`, before: pick(current), after: pick({ ...edit }) });
          return { changed: true };
        }),
      );
      const row = await adminRepo.findLanguage(db, languageId);
      if (!row) throw languageNotFound(languageId);
      return { language: await toAdminLanguage(row), changed: changed.changed };
    },

    setDefault: (admin, languageId) =>
      write(() =>
        db.transaction(async (tx) => {
          const { all, target } = await lockedLanguage(tx, languageId);
          if (target.isDefault) return { language_id: target.id, code: target.code, changed: false };
          if (!target.forUi || !target.forQuiz) {
            throw new AppError('VALIDATION', { text: 'language_id: enable the language for the interface and for quiz content before making it the default' }, 'language_id');
          }
          const previous = all.find((l) => l.isDefault);
          await adminRepo.moveDefault(tx, target.id);
          // The system configuration names the default language too (the PWA starts in it).
          await repo.writeScope(tx, 'system', { default_language: target.code });
          await recordAudit(tx, {
            adminId: admin.id,
            action: 'set_admin_language_default',
            subject: `language:${target.id}`,
            before: { default: previous?.code ?? null },
            after: { default: target.code },
          });
          return { language_id: target.id, code: target.code, changed: true };
        }),
      ),

    async texts(languageId) {
      const language = await adminRepo.findLanguage(db, languageId);
      if (!language) throw languageNotFound(languageId);
      const [english, shipped, overrides] = await Promise.all([englishTexts(), shippedStrings(language.code), adminRepo.overridesOf(db, languageId)]);
      return { language, english, shipped, overrides };
    },

    async setText(admin, languageId, key, value) {
      const { english, shipped } = await service.texts(languageId);
      if (english[key] === undefined) throw new AppError('VALIDATION', { text: `key: ${key} is not an interface key` }, 'key');
      return write(() =>
        db.transaction(async (tx) => {
          const before = await adminRepo.overridesOf(tx, languageId, true);
          const after = applyTexts(before, { [key]: value }, shipped, false);
          const override = after[key] ?? null;
          const shown = override ?? shipped[key] ?? null;
          if (before[key] === after[key]) return { key, value: shown, override, changed: false };
          await adminRepo.writeOverrides(tx, languageId, after, ctx.now());
          await recordAudit(tx, { adminId: admin.id, action: 'set_admin_language_string', subject: `language:${languageId}`, before: { [key]: before[key] ?? null }, after: { [key]: override } });
          return { key, value: shown, override, changed: true };
        }),
      );
    },

    async importTexts(admin, languageId, { strings, dryRun, replace }) {
      const { english, shipped } = await service.texts(languageId);
      const { texts, invalid } = flattenTexts(strings);
      const unknown = Object.keys(texts).filter((key) => english[key] === undefined).sort();
      const report = (written: boolean, changed: string[]): LanguageImportReport => ({
        dry_run: dryRun,
        written,
        unknown_keys: unknown,
        invalid_keys: invalid.sort(),
        changed_keys: changed,
        unchanged: Object.keys(texts).length - unknown.length - changed.filter((key) => texts[key] !== undefined).length,
      });
      if (!dryRun && unknown.length > 0) throw new AppError('VALIDATION', { text: `strings: not interface keys: ${listedKeys(unknown)}` }, 'strings');
      if (!dryRun && invalid.length > 0) throw new AppError('VALIDATION', { text: `strings: not text (or too long): ${listedKeys(invalid)}` }, 'strings');
      const known = Object.fromEntries(Object.entries(texts).filter(([key]) => english[key] !== undefined));
      const result = await db.transaction(async (tx) => {
        const before = await adminRepo.overridesOf(tx, languageId, true);
        const after = applyTexts(before, known, shipped, replace);
        const changed = changedKeys(before, after);
        if (dryRun || changed.length === 0) return { changed, written: false };
        await adminRepo.writeOverrides(tx, languageId, after, ctx.now());
        const pick = (from: Record<string, string>) => Object.fromEntries(changed.map((key) => [key, from[key] ?? null]));
        await recordAudit(tx, { adminId: admin.id, action: 'set_admin_language_json', subject: `language:${languageId}`, before: pick(before), after: pick(after) });
        return { changed, written: true };
      });
      if (result.written) settings.invalidate();
      return report(result.written, result.changed);
    },
  };
  return service;
}
