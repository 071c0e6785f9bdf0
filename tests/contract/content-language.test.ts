/**
 * Content follows the language a read asks for (spec section 7: language_id is sent when
 * language_mode is '1'), through the real server on both lanes: a list without one serves the
 * default language's content, never every language's at once; with French it serves the French
 * categories and packs, whose names are French.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackInfo } from '../../contract/api/packs';
import type { PlayerCategory } from '../../contract/api/quiz';
import { shippedContent } from '../fixtures/seeded-content';
import { createTestApp, envelope, lanes, newSubscriber, type TestApp } from '../fixtures/test-app';

describe.each(lanes)('content language (%s)', (lane) => {
  let app: TestApp;
  let token: string;
  let languageIds: Map<string, number>;

  beforeAll(async () => {
    app = await createTestApp(lane);
    ({ token } = await newSubscriber(app));
    const res = await app.call('get_languages', {});
    languageIds = new Map(envelope<{ id: number; code: string }[]>(res).data.map((l) => [l.code, l.id]));
  });
  afterAll(() => app.close());

  const categories = async (body: Record<string, unknown>) => envelope<PlayerCategory[]>(await app.call('get_categories', body, token)).data;
  const packs = async (body: Record<string, unknown>) => envelope<PackInfo[]>(await app.call('get_offline_packs', body, token)).data;
  const shippedNames = (type: string, language: string) => shippedContent.categories.filter((c) => c.type === type && c.language === language).map((c) => c.data.name);

  it("serves the default language's categories when no language_id is sent, and the asked language's when one is", async () => {
    const en = languageIds.get('en');
    const fr = languageIds.get('fr');
    if (en === undefined || fr === undefined) throw new Error('the seed has no English or French');
    for (const type of ['quiz_zone', 'true_false', 'math_mania']) {
      const plain = await categories({ type });
      expect(plain.length, type).toBeGreaterThan(0);
      expect(new Set(plain.map((c) => c.language_id)), type).toEqual(new Set([en]));
      expect(plain.map((c) => c.name).sort(), type).toEqual(shippedNames(type, 'en').sort());
      const french = await categories({ type, language_id: fr });
      expect(new Set(french.map((c) => c.language_id)), type).toEqual(new Set([fr]));
      expect(french.map((c) => c.name).sort(), type).toEqual(shippedNames(type, 'fr').sort());
    }
  });

  it("offers the asked language's packs only", async () => {
    const fr = languageIds.get('fr');
    if (fr === undefined) throw new Error('the seed has no French');
    const frenchQuizGroups = new Set(shippedNames('quiz_zone', 'fr'));
    const englishQuizGroups = new Set(shippedNames('quiz_zone', 'en'));
    const french = (await packs({ language_id: fr })).filter((p) => p.kind === 'quiz_zone');
    expect(french.length).toBeGreaterThan(0);
    expect(french.every((p) => frenchQuizGroups.has(p.group))).toBe(true);
    const plain = (await packs({})).filter((p) => p.kind === 'quiz_zone');
    expect(plain.every((p) => englishQuizGroups.has(p.group))).toBe(true);
  });
});
