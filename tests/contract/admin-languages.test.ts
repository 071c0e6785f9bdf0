/**
 * The admin's languages and interface texts (issue 12) on PGlite and PostgreSQL: adding, enabling
 * and the one default; a language's texts beside English with what is missing; one key's edit and
 * a JSON import (nested or flat, dry run, refused whole with unknown keys or values that are not
 * text) and export; each write's audit entry, and the PWA's bundle showing each change at once.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/api/admin';
import type { AdminLanguage, LanguageImportReport } from '../../contract/api/admin-languages';
import type { Language, LanguageBundle, SystemConfig } from '../../contract/api/settings';
import { fromRoot } from '../../server/lib/project-root';
import { createTestApp, demo, envelope, lanes, login, type TestApp } from '../fixtures/test-app';

const shippedEnglish = JSON.parse(readFileSync(fromRoot('locales', 'en.json'), 'utf8')) as Record<string, string>;
const englishKeys = Object.keys(shippedEnglish).length;

interface StringRow {
  key: string;
  english: string;
  value: string | null;
  override: string | null;
  missing: boolean;
}

describe.each(lanes)('the admin languages on %s', (lane) => {
  let app: TestApp;
  let admin: string;

  const ok = async <T>(action: string, body: Record<string, unknown>, token = admin): Promise<T> => {
    const res = await app.call(action, body, token);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return envelope<T>(res).data;
  };
  const refused = async (action: string, body: Record<string, unknown>, status = 400) => {
    const res = await app.call(action, body, admin);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(status);
    return envelope(res);
  };
  const audit = async (action: string) => (await ok<{ data: AuditEntry[] }>('get_admin_audit_log', { action, limit: 100 })).data;
  const languages = () => ok<AdminLanguage[]>('get_admin_languages', {});
  const byCode = async (code: string) => {
    const found = (await languages()).find((l) => l.code === code);
    if (!found) throw new Error(`no language ${code}`);
    return found;
  };
  const bundle = (language: string) => ok<LanguageBundle>('get_system_language_json', { from: 'web', language });
  const strings = (languageId: number, missingOnly = false) =>
    ok<{ keys_total: number; keys_missing: number; data: StringRow[] }>('get_admin_language_strings', { language_id: languageId, missing_only: missingOnly });
  const add = (code: string, extra: Record<string, unknown> = {}) => ok<AdminLanguage>('add_admin_language', { code, name: code.toUpperCase(), ...extra });

  beforeAll(async () => {
    app = await createTestApp(lane);
    admin = await login(app, demo.admin);
  });
  afterAll(() => app?.close());

  it('lists every language with its interface keys present and missing against English', async () => {
    const list = await languages();
    expect(list.map((l) => l.code)).toEqual(['en', 'ar', 'fr']);
    expect(list[0]).toMatchObject({ code: 'en', is_default: true, for_ui: true, for_quiz: true, keys_total: englishKeys, keys_present: englishKeys, keys_missing: 0 });
    expect(list[2]).toMatchObject({ code: 'fr', rtl: 0, keys_total: englishKeys, keys_missing: 0 });
  });

  it('adds a language disabled (players do not see it) and refuses a code that exists or is not a code', async () => {
    const added = await add('de');
    expect(added).toMatchObject({ code: 'de', name: 'DE', rtl: 0, is_default: false, for_ui: false, for_quiz: false, keys_present: 0, keys_missing: englishKeys });
    expect((await ok<Language[]>('get_system_language_list', {})).map((l) => l.code)).not.toContain('de');
    expect((await ok<Language[]>('get_languages', {})).map((l) => l.code)).not.toContain('de');
    const [entry] = await audit('add_admin_language');
    expect(entry).toMatchObject({ subject: `language:${added.id}`, before: null, after: { code: 'de', name: 'DE', rtl: 0, for_ui: false, for_quiz: false } });

    expect((await refused('add_admin_language', { code: 'de', name: 'Deutsch' })).field).toBe('code');
    expect((await refused('add_admin_language', { code: 'Deutsch!', name: 'Deutsch' })).field).toBe('code');
    expect((await refused('add_admin_language', { code: 'he', name: 'Hebrew', rtl: 2 })).field).toBe('rtl');
    expect((await refused('add_admin_language', { code: 'he' })).field).toBe('name');
    expect(await audit('add_admin_language')).toHaveLength(1);
  });

  it('enables a language for the interface and for quiz content, renames it, and records only real changes', async () => {
    const italian = await add('it');
    const result = await ok<{ language: AdminLanguage; changed: boolean }>('set_admin_language', { language_id: italian.id, for_ui: true, name: 'Italiano' });
    expect(result).toMatchObject({ changed: true, language: { id: italian.id, name: 'Italiano', for_ui: true, for_quiz: false } });
    expect((await ok<Language[]>('get_system_language_list', {})).find((l) => l.code === 'it')?.name).toBe('Italiano');
    await ok('set_admin_language', { language_id: italian.id, for_quiz: true });
    expect((await ok<Language[]>('get_languages', {})).map((l) => l.code)).toContain('it');
    const [entry] = await audit('set_admin_language');
    expect(entry).toMatchObject({ subject: `language:${italian.id}`, before: { for_quiz: false }, after: { for_quiz: true } });
    const entries = (await audit('set_admin_language')).length;
    expect(await ok('set_admin_language', { language_id: italian.id, name: 'Italiano', for_ui: true })).toMatchObject({ changed: false });
    expect(await audit('set_admin_language')).toHaveLength(entries);
    expect((await refused('set_admin_language', { language_id: 999_999, name: 'x' }, 404)).field).toBe('language_id');
  });

  it('keeps exactly one default, enabled for both, and the system configuration names it', async () => {
    const en = await byCode('en');
    const pt = await add('pt', { for_ui: true });
    expect((await refused('set_admin_language_default', { language_id: pt.id })).field).toBe('language_id');
    await ok('set_admin_language', { language_id: pt.id, for_quiz: true });
    expect(await ok('set_admin_language_default', { language_id: pt.id })).toEqual({ language_id: pt.id, code: 'pt', changed: true });
    expect((await languages()).filter((l) => l.is_default).map((l) => l.code)).toEqual(['pt']);
    expect((await ok<Language[]>('get_languages', {})).find((l) => l.is_default)?.code).toBe('pt');
    expect((await ok<SystemConfig>('get_system_configurations', {})).default_language).toBe('pt');
    expect((await audit('set_admin_language_default'))[0]).toMatchObject({ before: { default: 'en' }, after: { default: 'pt' } });

    expect((await refused('set_admin_language', { language_id: pt.id, for_ui: false })).field).toBe('for_ui');
    expect((await refused('set_admin_language', { language_id: pt.id, for_quiz: false })).field).toBe('for_quiz');
    expect(await ok('set_admin_language_default', { language_id: pt.id })).toMatchObject({ changed: false });
    await ok('set_admin_language_default', { language_id: en.id });
    expect((await languages()).filter((l) => l.is_default).map((l) => l.code)).toEqual(['en']);
    expect((await ok<SystemConfig>('get_system_configurations', {})).default_language).toBe('en');
    expect(await audit('set_admin_language_default')).toHaveLength(2);
  });

  it("shows a language's texts beside English with what is missing, and one key's edit reaches the PWA's bundle", async () => {
    const nl = await add('nl', { for_ui: true });
    const all = await strings(nl.id);
    expect(all).toMatchObject({ keys_total: englishKeys, keys_missing: englishKeys });
    expect(all.data.find((r) => r.key === 'common.retry')).toEqual({ key: 'common.retry', english: 'Try again', value: null, override: null, missing: true });

    expect(await ok('set_admin_language_string', { language_id: nl.id, key: 'common.retry', value: 'Opnieuw' })).toEqual({
      key: 'common.retry',
      value: 'Opnieuw',
      override: 'Opnieuw',
      changed: true,
    });
    expect((await bundle('nl')).strings['common.retry']).toBe('Opnieuw');
    const missing = await strings(nl.id, true);
    expect(missing.keys_missing).toBe(englishKeys - 1);
    expect(missing.data.map((r) => r.key)).not.toContain('common.retry');
    expect((await byCode('nl')).keys_present).toBe(1);
    expect((await audit('set_admin_language_string'))[0]).toMatchObject({ subject: `language:${nl.id}`, before: { 'common.retry': null }, after: { 'common.retry': 'Opnieuw' } });

    // An empty value removes the override: the key is missing again and players get English.
    expect(await ok('set_admin_language_string', { language_id: nl.id, key: 'common.retry', value: '' })).toMatchObject({ value: null, override: null, changed: true });
    expect((await bundle('nl')).strings['common.retry']).toBeUndefined();
    expect(await ok('set_admin_language_string', { language_id: nl.id, key: 'common.retry', value: '' })).toMatchObject({ changed: false });
    expect(await audit('set_admin_language_string')).toHaveLength(2);
    expect((await refused('set_admin_language_string', { language_id: nl.id, key: 'no.such.key', value: 'x' })).field).toBe('key');
  });

  it('overrides a shipped text and goes back to it, and English overrides show beside every language', async () => {
    const fr = await byCode('fr');
    const en = await byCode('en');
    await ok('set_admin_language_string', { language_id: fr.id, key: 'common.retry', value: 'Encore' });
    expect((await bundle('fr')).strings['common.retry']).toBe('Encore');
    // The shipped text itself is no override.
    expect(await ok('set_admin_language_string', { language_id: fr.id, key: 'common.retry', value: 'Réessayer' })).toEqual({
      key: 'common.retry',
      value: 'Réessayer',
      override: null,
      changed: true,
    });
    await ok('set_admin_language_string', { language_id: en.id, key: 'common.back', value: 'Go back' });
    expect((await bundle('en')).strings['common.back']).toBe('Go back');
    expect((await strings(fr.id)).data.find((r) => r.key === 'common.back')?.english).toBe('Go back');
    await ok('set_admin_language_string', { language_id: en.id, key: 'common.back', value: '' });
  });

  it('imports nested or flat JSON: a dry run reports, a file with problems writes nothing, a clean one is one audited write', async () => {
    const sv = await add('sv', { for_ui: true });
    const file = { common: { retry: 'Försök igen', back: 'Tillbaka', nope: 'x' }, 'common.cancel': 'Avbryt', 'common.loading': 42, nav: { skip: ['a'] } };
    const dry = await ok<LanguageImportReport>('set_admin_language_json', { language_id: sv.id, strings: file, dry_run: true });
    expect(dry).toEqual({
      dry_run: true,
      written: false,
      unknown_keys: ['common.nope'],
      invalid_keys: ['common.loading', 'nav.skip'],
      changed_keys: ['common.back', 'common.cancel', 'common.retry'],
      unchanged: 0,
    });
    const refusal = await refused('set_admin_language_json', { language_id: sv.id, strings: file });
    expect(refusal.field).toBe('strings');
    expect(refusal.message).toMatch(/common\.nope/);
    const invalid = await refused('set_admin_language_json', { language_id: sv.id, strings: { common: { loading: 42 } } });
    expect(invalid.message).toMatch(/common\.loading/);
    expect((await strings(sv.id)).keys_missing).toBe(englishKeys);
    expect(await audit('set_admin_language_json')).toHaveLength(0);

    const clean = { common: { retry: 'Försök igen', back: 'Tillbaka' }, 'common.cancel': 'Avbryt' };
    expect(await ok<LanguageImportReport>('set_admin_language_json', { language_id: sv.id, strings: clean })).toMatchObject({
      written: true,
      changed_keys: ['common.back', 'common.cancel', 'common.retry'],
      unchanged: 0,
    });
    expect((await bundle('sv')).strings).toMatchObject({ 'common.retry': 'Försök igen', 'common.back': 'Tillbaka', 'common.cancel': 'Avbryt' });
    const [entry] = await audit('set_admin_language_json');
    expect(entry).toMatchObject({ subject: `language:${sv.id}`, before: { 'common.back': null }, after: { 'common.back': 'Tillbaka' } });

    // The export imports back as no change at all.
    const exported = await ok<{ code: string; strings: Record<string, string> }>('get_admin_language_json', { language_id: sv.id });
    expect(exported).toEqual({ code: 'sv', strings: { 'common.back': 'Tillbaka', 'common.cancel': 'Avbryt', 'common.retry': 'Försök igen' } });
    expect(await ok('set_admin_language_json', { language_id: sv.id, strings: exported.strings })).toMatchObject({ written: false, changed_keys: [], unchanged: 3 });
    expect(await audit('set_admin_language_json')).toHaveLength(1);

    // replace drops what the file does not name.
    expect(await ok('set_admin_language_json', { language_id: sv.id, strings: { 'common.back': 'Bakåt' }, replace: true })).toMatchObject({
      written: true,
      changed_keys: ['common.back', 'common.cancel', 'common.retry'],
    });
    expect((await ok<{ strings: Record<string, string> }>('get_admin_language_json', { language_id: sv.id })).strings).toEqual({ 'common.back': 'Bakåt' });
    expect((await refused('set_admin_language_json', { language_id: sv.id, strings: ['a'] })).field).toBe('strings');
  });

  it('exports a shipped language whole, as flat keys', async () => {
    const fr = await byCode('fr');
    const exported = await ok<{ code: string; strings: Record<string, string> }>('get_admin_language_json', { language_id: fr.id });
    expect(Object.keys(exported.strings)).toHaveLength(englishKeys);
    expect(exported.strings['common.retry']).toBe('Réessayer');
  });
});
