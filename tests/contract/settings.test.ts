import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { languageBundles, languages } from '../../server/db/schema';
import { writeScope } from '../../server/features/settings/settings.repo';
import { createTestApp, envelope, lanes, type TestApp } from '../fixtures/test-app';

describe.each(lanes)('settings and languages (%s)', (lane) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(lane);
  });
  afterAll(() => app.close());

  it('lists English first, Arabic as right-to-left and a third left-to-right language', async () => {
    const list = envelope<{ code: string; rtl: number; is_default: boolean }[]>(await app.call('get_system_language_list', { from: 'web' })).data;
    expect(list.map((l) => l.code)).toEqual(['en', 'ar', 'fr']);
    expect(list[0]).toMatchObject({ code: 'en', rtl: 0, is_default: true });
    expect(list[1]).toMatchObject({ code: 'ar', rtl: 1 });
    expect(list[2]).toMatchObject({ code: 'fr', rtl: 0 });
  });

  it('serves each interface bundle with the same keys as English', async () => {
    const bundle = async (language: string) =>
      envelope<{ rtl: number; strings: Record<string, string> }>(await app.call('get_system_language_json', { from: 'web', language })).data;
    const [en, ar, fr] = await Promise.all([bundle('en'), bundle('ar'), bundle('fr')]);
    expect(Object.keys(en.strings).length).toBeGreaterThan(50);
    expect(ar.rtl).toBe(1);
    // Plural keys differ by language (Arabic has six forms, English two): compare what they stand for.
    const meanings = (strings: Record<string, string>) => [...new Set(Object.keys(strings).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
    expect(meanings(ar.strings)).toEqual(meanings(en.strings));
    expect(meanings(fr.strings)).toEqual(meanings(en.strings));
    expect(ar.strings['app.name']).toBeDefined();
  });

  it('lets a custom bundle replace English strings and changes the version', async () => {
    const before = envelope<{ version: string; strings: Record<string, string> }>(await app.call('get_system_language_json', { language: 'en' })).data;
    const [english] = await app.ctx.db.select().from(languages).where(eq(languages.code, 'en'));
    if (!english) throw new Error('no English');
    const someKey = Object.keys(before.strings)[0] ?? 'app.name';
    await app.ctx.db.insert(languageBundles).values({ languageId: english.id, source: 'web', strings: { [someKey]: 'Custom text' } });
    // The bundle is cached like the other public settings; whatever writes one invalidates.
    const cached = envelope<{ version: string }>(await app.call('get_system_language_json', { language: 'en' })).data;
    expect(cached.version).toBe(before.version);
    app.settings.invalidate();
    const after = envelope<{ version: string; strings: Record<string, string> }>(await app.call('get_system_language_json', { language: 'en' })).data;
    expect(after.strings[someKey]).toBe('Custom text');
    expect(after.version).not.toBe(before.version);
    expect(Object.keys(after.strings).length).toBe(Object.keys(before.strings).length);
  });

  it('names the language field for an unknown or malformed code', async () => {
    const unknown = await app.call('get_system_language_json', { language: 'xx' });
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown)).toMatchObject({ code: 'NOT_FOUND', field: 'language' });
    const malformed = await app.call('get_system_language_json', { language: '../../etc/passwd' });
    expect(malformed.statusCode).toBe(400);
    expect(envelope(malformed).field).toBe('language');
  });

  it('lists quiz content languages', async () => {
    const list = envelope<{ code: string }[]>(await app.call('get_languages', {})).data;
    expect(list.map((l) => l.code)).toEqual(['en']);
  });

  it('serves system configuration with the coin rule and flags as strings', async () => {
    const config = envelope<Record<string, unknown>>(await app.call('get_system_configurations')).data;
    expect(config).toMatchObject({ language_mode: '1', maintenance_mode: '0', quiz_zone_mode: '1' });
    expect(config.quiz_zone_coins).toMatchObject({ min_percentage: 30, full_percentage: 90, max_coins: 10 });
  });

  it('reflects an edited setting once the cache is invalidated', async () => {
    await writeScope(app.ctx.db, 'system', { maintenance_mode: '1' });
    const cached = envelope<{ maintenance_mode: string }>(await app.call('get_system_configurations')).data;
    expect(cached.maintenance_mode).toBe('0');
    app.settings.invalidate();
    const config = envelope<{ maintenance_mode: string }>(await app.call('get_system_configurations')).data;
    expect(config.maintenance_mode).toBe('1');
    await writeScope(app.ctx.db, 'system', { maintenance_mode: '0' });
    app.settings.invalidate();
  });

  it('reloads the system configuration in the background near the end of its period, so nobody waits for it', async () => {
    app.settings.invalidate();
    expect(envelope<{ maintenance_mode: string }>(await app.call('get_system_configurations')).data.maintenance_mode).toBe('0');
    await writeScope(app.ctx.db, 'system', { maintenance_mode: '1' });
    // Within the period, before its last part: the cached value, and no reload.
    app.advance(1_000);
    expect(envelope<{ maintenance_mode: string }>(await app.call('get_system_configurations')).data.maintenance_mode).toBe('0');
    // In its last part: still answered from the cache at once, while a reload starts...
    app.advance(2_000);
    expect(envelope<{ maintenance_mode: string }>(await app.call('get_system_configurations')).data.maintenance_mode).toBe('0');
    // ...whose value is served as soon as it is in, before the old one's period would have ended.
    await vi.waitFor(async () => {
      expect(envelope<{ maintenance_mode: string }>(await app.call('get_system_configurations')).data.maintenance_mode).toBe('1');
    });
    await writeScope(app.ctx.db, 'system', { maintenance_mode: '0' });
    app.settings.invalidate();
  });

  it('serves shown settings from the last value while one reload runs, then the new one', async () => {
    const before = envelope<{ site_title: string }>(await app.call('get_web_settings')).data;
    await writeScope(app.ctx.db, 'web', { site_title: 'Renamed school' });
    try {
      app.advance(60_000);
      const during = envelope<{ site_title: string }>(await app.call('get_web_settings')).data;
      expect(during.site_title).toBe(before.site_title);
      await vi.waitFor(async () => {
        const after = envelope<{ site_title: string }>(await app.call('get_web_settings')).data;
        expect(after.site_title).toBe('Renamed school');
      });
    } finally {
      await writeScope(app.ctx.db, 'web', { site_title: before.site_title });
      app.settings.invalidate();
    }
  });

  it('serves web settings and home settings with the requested language id', async () => {
    const web = envelope<{ site_title: string }>(await app.call('get_web_settings')).data;
    expect(web.site_title).toBe('Quizhive');
    const home = envelope<{ language_id: number | null; sections: { path: string }[] }>(await app.call('get_web_home_settings', { language_id: 1 })).data;
    expect(home.language_id).toBe(1);
    expect(home.sections.map((s) => s.path)).toContain('/quiz-zone');
  });

  it('serves every public page as plain text, and the FAQ with items', async () => {
    for (const type of ['about_us', 'contact_us', 'privacy_policy', 'terms_conditions', 'instructions'] as const) {
      const page = envelope<{ title: string; body: string }>(await app.call('get_settings', { type })).data;
      expect(page.title.length, type).toBeGreaterThan(3);
      expect(page.body).not.toMatch(/<[a-z]/i);
    }
    const faq = envelope<{ items: { question: string; answer: string }[] }>(await app.call('get_settings', { type: 'faq' })).data;
    expect(faq.items.length).toBeGreaterThanOrEqual(3);
  });

  it('answers every page with content when no type is sent, as the spec\'s client calls it', async () => {
    const res = await app.call('get_settings', {});
    expect(res.statusCode).toBe(200);
    const pages = envelope<{ type: string; title: string }[]>(res).data;
    expect(pages.map((p) => p.type)).toEqual(['about_us', 'contact_us', 'privacy_policy', 'terms_conditions', 'faq', 'instructions']);
    const about = envelope<{ title: string }>(await app.call('get_settings', { type: 'about_us' })).data;
    expect(pages[0]?.title).toBe(about.title);
  });

  it('rejects an unknown page type naming the field', async () => {
    const res = await app.call('get_settings', { type: 'secrets' });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).field).toBe('type');
  });
});
