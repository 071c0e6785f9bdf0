import { describe, expect, it } from 'vitest';
import type { GeneratorSpec } from '../../../contract/maths/spec';
import { isAppError } from '../../lib/app-error';
import { buildCatalogue, curriculumOf, languageOf, levelByKey, levelOfQuestion, levelOfUnit, nameIn, unitOf } from './maths.catalogue';

const spec: GeneratorSpec = { kind: 'addition', a: [1, 9], b: [1, 9] };
const level = (id: number, unitId: number, n: number, key: string) => ({ id, unitId, level: n, levelKey: key, generator: spec, questionCount: 30 });
const catalogue = buildCatalogue({
  curricula: [
    { id: 1, slug: 'y3', name: 'Year 3', names: { fr: 'CE2' }, subject: 'maths', sort: 0 },
    { id: 2, slug: 'nvr', name: 'NVR', names: {}, subject: 'nvr', sort: 1 },
  ],
  units: [
    { id: 10, curriculumId: 1, slug: 'add', name: 'Addition', names: { ar: 'الجمع' }, sort: 0 },
    { id: 20, curriculumId: 2, slug: 'next', name: 'Next', names: {}, sort: 0 },
  ],
  // Out of order on purpose: levels are linked by number, not by row order.
  levels: [level(102, 10, 2, 'y3-add-2'), level(101, 10, 1, 'y3-add-1'), level(201, 20, 1, 'nvr-next-1')],
  languages: [
    { id: 1, code: 'en', isDefault: true },
    { id: 2, code: 'ar', isDefault: false },
    { id: 3, code: 'fr', isDefault: false },
  ],
});

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return error.field;
    throw error;
  }
  return undefined;
}

describe('maths catalogue', () => {
  it('names curricula and units in the request language, else the default one, with English as the fallback', () => {
    const y3 = catalogue.curriculumById.get(1);
    const add = catalogue.unitById.get(10);
    if (!y3 || !add) throw new Error('fixture');
    expect(nameIn(y3, languageOf(catalogue, 3))).toBe('CE2');
    expect(nameIn(add, languageOf(catalogue, 3))).toBe('Addition');
    expect(nameIn(add, languageOf(catalogue, 2))).toBe('الجمع');
    expect(nameIn(y3, languageOf(catalogue, 2))).toBe('Year 3');
    // No language sent, or one the database does not have: the default language's names.
    expect(languageOf(catalogue, undefined)).toBe('en');
    expect(languageOf(catalogue, 99)).toBe('en');
  });

  it('links each level to the one before and after it in its unit', () => {
    const [first, second] = catalogue.unitById.get(10)?.levels ?? [];
    expect([first?.level, second?.level]).toEqual([1, 2]);
    expect(first?.previous).toBeUndefined();
    expect(first?.next).toBe(second);
    expect(second?.previous).toBe(first);
    expect(second?.curriculumId).toBe(1);
  });

  it('finds content only where it belongs, naming the field at fault otherwise', () => {
    const y3 = curriculumOf(catalogue, 1, 'maths', 'category');
    expect(fieldOf(() => curriculumOf(catalogue, 2, 'maths', 'category'))).toBe('category');
    expect(curriculumOf(catalogue, 2, undefined, 'curriculum_id').subject).toBe('nvr');
    expect(fieldOf(() => unitOf(catalogue, y3, 20, 'type_id'))).toBe('type_id');
    expect(fieldOf(() => levelOfUnit(unitOf(catalogue, y3, 10, 'type_id'), 3, 'level'))).toBe('level');
    expect(fieldOf(() => levelByKey(catalogue, y3, 'nvr-next-1', 'level_key'))).toBe('level_key');
    expect(levelOfQuestion(catalogue, y3, 'y3-add-2:30', 'question_id').id).toBe(102);
    for (const id of ['y3-add-2:31', 'nvr-next-1:1', 'y3-add-9:1', 'nonsense']) {
      expect(fieldOf(() => levelOfQuestion(catalogue, y3, id, 'question_id')), id).toBe('question_id');
    }
  });
});
