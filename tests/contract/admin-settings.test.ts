/**
 * The admin's settings (issue 12) on PGlite and PostgreSQL: system configuration, web and home
 * settings with per-key validation, maintenance mode and the pages per language with their
 * fallback; each write's audit entry (none for a write that changes nothing), and the players'
 * reads showing each change at once.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/api/admin';
import type { AdminPage, ConfigKey } from '../../contract/api/admin-config';
import type { Language, Page, SystemConfig } from '../../contract/api/settings';
import { pages } from '../../server/db/schema';
import { createTestApp, demo, envelope, lanes, login, type TestApp } from '../fixtures/test-app';

describe.each(lanes)('the admin settings on %s', (lane) => {
  let app: TestApp;
  let admin: string;
  let player: string;
  let french: number;
  let arabic: number;
  let english: number;

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
  const audit = async (action: string, subject?: string) =>
    (await ok<{ total: number; data: AuditEntry[] }>('get_admin_audit_log', { action, limit: 100, ...(subject ? { subject } : {}) })).data;
  const system = async () => ok<SystemConfig>('get_system_configurations', {}, player);

  beforeAll(async () => {
    app = await createTestApp(lane);
    admin = await login(app, demo.admin);
    player = await login(app, demo.player);
    const languages = await ok<Language[]>('get_system_language_list', {});
    const id = (code: string) => languages.find((l) => l.code === code)?.id ?? 0;
    [english, french, arabic] = [id('en'), id('fr'), id('ar')];
    // The seed ships every language's pages (tests/contract/seed.test.ts); these tests edit French
    // and Arabic as languages without pages of their own, which fall back to the default language's.
    await app.ctx.db.delete(pages).where(inArray(pages.languageId, [french, arabic]));
  });
  afterAll(() => app?.close());

  it('describes every key of a scope with its JSON Schema, default and current value', async () => {
    const { scope, keys } = await ok<{ scope: string; keys: ConfigKey[] }>('get_admin_config', { scope: 'system' });
    expect(scope).toBe('system');
    const byKey = new Map(keys.map((k) => [k.key, k]));
    expect(byKey.get('daily_coin_cap')).toEqual({ key: 'daily_coin_cap', schema: expect.objectContaining({ type: 'integer', minimum: 0 }), default: 500, value: (await system()).daily_coin_cap });
    expect(byKey.get('quiz_zone_pass_percentage')?.schema).toMatchObject({ type: 'number', minimum: 0, maximum: 100 });
    expect(byKey.get('quiz_zone_coins')?.schema).toMatchObject({ type: 'object', properties: { max_coins: { type: 'integer' } } });
    // Set elsewhere: the default language and maintenance have their own actions.
    for (const key of ['default_language', 'maintenance_mode', 'maintenance_message']) expect(byKey.has(key)).toBe(false);
    const web = await ok<{ keys: ConfigKey[] }>('get_admin_config', { scope: 'web' });
    expect(web.keys.map((k) => k.key)).toContain('site_title');
    const home = await ok<{ keys: ConfigKey[] }>('get_admin_config', { scope: 'home' });
    expect(home.keys.map((k) => k.key)).toEqual(['hero_title', 'hero_subtitle', 'sections']);
  });

  it('sets system keys in one audited write that players read at once; the same values again change nothing', async () => {
    const before = await system();
    const values = { daily_coin_cap: before.daily_coin_cap + 7, quiz_zone_pass_percentage: 65, trial: 'dropped' };
    expect(await ok('set_admin_config', { scope: 'system', values })).toEqual({ scope: 'system', changed: ['daily_coin_cap', 'quiz_zone_pass_percentage'] });
    const after = await system();
    expect(after.daily_coin_cap).toBe(before.daily_coin_cap + 7);
    expect(after.quiz_zone_pass_percentage).toBe(65);
    const [entry] = await audit('set_admin_config', 'config:system');
    expect(entry?.before).toEqual({ daily_coin_cap: before.daily_coin_cap, quiz_zone_pass_percentage: before.quiz_zone_pass_percentage });
    expect(entry?.after).toEqual({ daily_coin_cap: before.daily_coin_cap + 7, quiz_zone_pass_percentage: 65 });

    const entries = (await audit('set_admin_config')).length;
    // Objects compare by value, whatever order their keys come in.
    const coins = after.quiz_zone_coins;
    const same = { daily_coin_cap: after.daily_coin_cap, quiz_zone_coins: { max_coins: coins.max_coins, full_percentage: coins.full_percentage, min_percentage: coins.min_percentage } };
    expect(await ok('set_admin_config', { scope: 'system', values: same })).toEqual({ scope: 'system', changed: [] });
    expect(await audit('set_admin_config')).toHaveLength(entries);
  });

  it('refuses a bad value naming the key, and writes nothing', async () => {
    const entries = (await audit('set_admin_config')).length;
    const cap = (await system()).daily_coin_cap;
    expect((await refused('set_admin_config', { scope: 'system', values: { daily_coin_cap: -1 } })).field).toBe('values.daily_coin_cap');
    expect((await refused('set_admin_config', { scope: 'system', values: { daily_coin_cap: 'lots' } })).field).toBe('values.daily_coin_cap');
    expect((await refused('set_admin_config', { scope: 'system', values: { quiz_zone_pass_percentage: 101 } })).field).toBe('values.quiz_zone_pass_percentage');
    expect((await refused('set_admin_config', { scope: 'system', values: { maintenance_mode: '1' } })).message).toMatch(/values/);
    expect((await refused('set_admin_config', { scope: 'web', values: { site_title: 'a\u0000b' } })).field).toBe('values.site_title');
    expect((await refused('set_admin_config', { scope: 'people', values: { a: 1 } })).field).toBe('scope');
    const mixed = await refused('set_admin_config', { scope: 'system', values: { daily_coin_cap: cap + 1, quiz_zone_coins: { min_percentage: 80, full_percentage: 50, max_coins: 5 } } });
    expect(mixed.field).toBe('values.quiz_zone_coins');
    expect(mixed.message).toMatch(/min_percentage/);
    await refused('set_admin_config', {});
    expect((await system()).daily_coin_cap).toBe(cap);
    expect(await audit('set_admin_config')).toHaveLength(entries);
  });

  it("sets the battle block (issue 16) as a whole, and refuses a bot whose fastest answer is slower than its slowest, naming the field", async () => {
    const { keys } = await ok<{ keys: ConfigKey[] }>('get_admin_config', { scope: 'system' });
    const key = keys.find((k) => k.key === 'battle');
    expect(key?.schema).toMatchObject({
      type: 'object',
      properties: { question_seconds: { type: 'integer', minimum: 5, maximum: 120 }, bot_accuracy: { type: 'number', minimum: 0, maximum: 1 }, group_entry_fees: { type: 'array' } },
    });
    const battle = (await system()).battle;
    expect(key?.value).toEqual(battle);
    const entries = (await audit('set_admin_config')).length;

    const upsideDown = await refused('set_admin_config', { scope: 'system', values: { battle: { ...battle, bot_min_seconds: 12, bot_max_seconds: 4 } } });
    expect(upsideDown).toMatchObject({ code: 'VALIDATION', field: 'values.battle.bot_min_seconds' });
    expect(upsideDown.message).toMatch(/bot_max_seconds/);
    expect((await refused('set_admin_config', { scope: 'system', values: { battle: { ...battle, question_seconds: 3 } } })).field).toBe('values.battle.question_seconds');
    expect((await refused('set_admin_config', { scope: 'system', values: { battle: { ...battle, group_entry_fees: [] } } })).field).toBe('values.battle.group_entry_fees');
    expect((await system()).battle).toEqual(battle);
    expect(await audit('set_admin_config')).toHaveLength(entries);

    // Equal bounds are a fixed delay: allowed. Players read the new block at once.
    const next = { ...battle, bot_min_seconds: 5, bot_max_seconds: 5, win_coins: battle.win_coins + 5, group_entry_fees: [0, 20] };
    expect(await ok('set_admin_config', { scope: 'system', values: { battle: next } })).toEqual({ scope: 'system', changed: ['battle'] });
    expect((await system()).battle).toEqual(next);
    const [entry] = await audit('set_admin_config', 'config:system');
    expect(entry).toMatchObject({ before: { battle }, after: { battle: next } });
  });

  it('sets web and home settings that the public reads show at once', async () => {
    const sections = [{ key: 'quiz_zone', title: 'Levels', description: 'Climb them.', path: '/quiz-zone' }];
    expect(await ok('set_admin_config', { scope: 'web', values: { site_title: 'Hive Quiz', social: [{ name: 'Mastodon', url: 'https://example.social/@hive' }] } })).toEqual({
      scope: 'web',
      changed: ['site_title', 'social'],
    });
    expect(await ok('get_web_settings', {})).toMatchObject({ site_title: 'Hive Quiz', social: [{ name: 'Mastodon', url: 'https://example.social/@hive' }] });
    await ok('set_admin_config', { scope: 'home', values: { hero_title: 'Welcome in', sections } });
    expect(await ok('get_web_home_settings', { language_id: english })).toMatchObject({ hero_title: 'Welcome in', sections, language_id: english });
    const [entry] = await audit('set_admin_config', 'config:home');
    expect(entry?.after).toEqual({ hero_title: 'Welcome in', sections });
    expect((await refused('set_admin_config', { scope: 'home', values: { sections: [{ key: 'x' }] } })).field).toMatch(/^values\.sections/);
  });

  it('turns maintenance on with a notice players get, keeps the notice when turned off, and records each change', async () => {
    expect(await ok('get_admin_maintenance', {})).toMatchObject({ enabled: false });
    const notice = 'Back at noon with new levels.';
    expect(await ok('set_admin_maintenance', { enabled: true, message: `  ${notice} ` })).toEqual({ enabled: true, message: notice, changed: true });
    expect(await system()).toMatchObject({ maintenance_mode: '1', maintenance_message: notice });
    expect(await ok('get_admin_maintenance', {})).toMatchObject({ enabled: true, message: notice, default_message: expect.any(String) });
    // Signed-in players are refused on the server too (the PWA shows its maintenance screen);
    // the admin keeps working, and signing in, signing out and the public reads stay open.
    const refusedPlayer = await app.call('get_user_by_id', {}, player);
    expect(refusedPlayer.statusCode).toBe(503);
    expect(envelope(refusedPlayer).code).toBe('MAINTENANCE');
    await ok('get_admin_config', { scope: 'web' });
    await ok('get_user_by_id', {});
    const another = await login(app, demo.subscriber);
    expect((await app.call('logout', {}, another)).statusCode).toBe(200);
    const entries = (await audit('set_admin_maintenance')).length;
    expect(await ok('set_admin_maintenance', { enabled: true })).toEqual({ enabled: true, message: notice, changed: false });
    expect(await audit('set_admin_maintenance')).toHaveLength(entries);

    expect(await ok('set_admin_maintenance', { enabled: false })).toEqual({ enabled: false, message: notice, changed: true });
    expect((await system()).maintenance_mode).toBe('0');
    await ok('get_user_by_id', {}, player);
    const [entry] = await audit('set_admin_maintenance', 'config:system');
    expect(entry).toMatchObject({ before: { enabled: true, message: notice }, after: { enabled: false, message: notice } });
    expect((await refused('set_admin_maintenance', { enabled: 'yes' })).field).toBe('enabled');
    expect((await refused('set_admin_maintenance', { enabled: true, message: '   ' })).field).toBe('message');
  });

  it('keeps pages per language: a language without its own page falls back to the default one', async () => {
    const englishAbout = await ok<Page>('get_settings', { type: 'about_us' });
    const fr = { type: 'about_us', language_id: french, title: 'À propos', body: 'Quizhive en français.', items: [] };
    expect(await ok('set_admin_page', fr)).toEqual({ type: 'about_us', language_id: french, changed: true });
    expect(await ok<Page>('get_settings', { type: 'about_us', language_id: french })).toMatchObject({ title: 'À propos', body: 'Quizhive en français.' });
    expect((await ok<Page>('get_settings', { type: 'about_us', language_id: arabic })).title).toBe(englishAbout.title);
    expect((await ok<Page>('get_settings', { type: 'about_us' })).title).toBe(englishAbout.title);
    const all = await ok<Page[]>('get_settings', { language_id: french });
    expect(all.find((p) => p.type === 'about_us')?.title).toBe('À propos');
    expect(all.find((p) => p.type === 'privacy_policy')?.title).toBe((await ok<Page>('get_settings', { type: 'privacy_policy' })).title);

    const admin = await ok<AdminPage[]>('get_admin_pages', { language_id: french });
    expect(admin.map((p) => p.type)).toEqual(['about_us', 'contact_us', 'privacy_policy', 'terms_conditions', 'faq', 'instructions']);
    expect(admin[0]).toMatchObject({ type: 'about_us', stored: true, title: 'À propos' });
    expect(admin.find((p) => p.type === 'faq')).toMatchObject({ stored: false, items: expect.any(Array) });

    const [entry] = await audit('set_admin_page', `page:about_us:${french}`);
    expect(entry).toMatchObject({ before: null, after: { title: 'À propos', body: 'Quizhive en français.', items: [] } });
    const entries = (await audit('set_admin_page')).length;
    expect(await ok('set_admin_page', fr)).toMatchObject({ changed: false });
    expect(await audit('set_admin_page')).toHaveLength(entries);
  });

  it('edits the FAQ items of a language and refuses bad items naming the field', async () => {
    const items = [{ question: 'Is it free?', answer: 'Mostly.' }];
    await ok('set_admin_page', { type: 'faq', language_id: english, title: 'FAQ', body: '', items });
    expect((await ok<Page>('get_settings', { type: 'faq' })).items).toEqual(items);
    expect((await ok<Page>('get_settings', { type: 'faq', language_id: french })).items).toEqual(items);
    expect((await refused('set_admin_page', { type: 'faq', language_id: english, title: 'FAQ', body: '', items: [{ question: '', answer: 'x' }] })).field).toBe('items.0.question');
    expect((await refused('set_admin_page', { type: 'news', language_id: english, title: 'x', body: '' })).field).toBe('type');
    expect((await refused('set_admin_page', { type: 'faq', language_id: english, title: ' ', body: '' })).field).toBe('title');
    expect((await refused('set_admin_page', { type: 'faq', language_id: 999_999, title: 'x', body: '' }, 404)).field).toBe('language_id');
    expect((await refused('get_admin_pages', { language_id: 999_999 }, 404)).field).toBe('language_id');
  });

  it("removes a language's own page (players get the default one again) but never the default language's", async () => {
    await ok('set_admin_page', { type: 'terms_conditions', language_id: arabic, title: 'الشروط', body: 'نص' });
    expect((await ok<Page>('get_settings', { type: 'terms_conditions', language_id: arabic })).title).toBe('الشروط');
    expect(await ok('delete_admin_page', { type: 'terms_conditions', language_id: arabic })).toEqual({ type: 'terms_conditions', language_id: arabic, changed: true });
    const englishTerms = await ok<Page>('get_settings', { type: 'terms_conditions' });
    expect((await ok<Page>('get_settings', { type: 'terms_conditions', language_id: arabic })).title).toBe(englishTerms.title);
    const [entry] = await audit('delete_admin_page', `page:terms_conditions:${arabic}`);
    expect(entry).toMatchObject({ before: { title: 'الشروط', body: 'نص', items: [] }, after: null });
    expect(await ok('delete_admin_page', { type: 'terms_conditions', language_id: arabic })).toMatchObject({ changed: false });
    expect((await refused('delete_admin_page', { type: 'terms_conditions', language_id: english })).field).toBe('language_id');
    expect((await ok<Page>('get_settings', { type: 'terms_conditions' })).title).toBe(englishTerms.title);
  });
});
