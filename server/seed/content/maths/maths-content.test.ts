import { describe, expect, it } from 'vitest';
import { LevelKeySchema } from '../../../../contract/api/maths';
import { generateLevel } from '../../../../contract/maths/generate';
import { GeneratorSpecSchema } from '../../../../contract/maths/spec';
import { solvePrompt } from '../../../../tests/fixtures/maths-oracle';
import { loadContent } from '../load';
import { levelKeyOf, QUESTIONS_PER_LEVEL } from './types';

// The shipped files (maths/*.json), read as the seed reads them.
const mathsCurricula = loadContent().maths;
const levels = mathsCurricula.flatMap((c) => c.units.flatMap((u) => u.levels.map((spec, i) => ({ key: levelKeyOf(c, u, i + 1), spec }))));

describe('demo maths content', () => {
  it('has two or more maths curricula of six units of five levels, and a non-verbal reasoning one', () => {
    const maths = mathsCurricula.filter((c) => c.subject === 'maths');
    expect(maths.length).toBeGreaterThanOrEqual(2);
    for (const c of maths) {
      expect(c.units, c.slug).toHaveLength(6);
      for (const u of c.units) expect(u.levels, u.slug).toHaveLength(5);
    }
    const nvr = mathsCurricula.filter((c) => c.subject === 'nvr');
    expect(nvr).toHaveLength(1);
    expect(nvr[0]?.units.length).toBeGreaterThanOrEqual(2);
    for (const u of nvr[0]?.units ?? []) expect(u.levels, u.slug).toHaveLength(5);
  });

  it('keeps slugs and level keys unique and well formed', () => {
    const slugs = mathsCurricula.flatMap((c) => [c.slug, ...c.units.map((u) => u.slug)]);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(levels.map((l) => l.key)).size).toBe(levels.length);
    for (const { key } of levels) expect(LevelKeySchema.safeParse(key).success, key).toBe(true);
  });

  it('stores only valid generator specs', () => {
    for (const { key, spec } of levels) expect(GeneratorSpecSchema.parse(spec), key).toEqual(spec);
  });

  it('makes 30 questions per level whose answers an independent reading of each prompt agrees with', () => {
    for (const { key, spec } of levels) {
      const questions = generateLevel(key, spec, QUESTIONS_PER_LEVEL);
      expect(questions).toHaveLength(30);
      for (const q of questions) expect(String(solvePrompt(q.prompt)), `${q.id}: ${q.prompt}`).toBe(q.answer);
    }
  });
});
