/** The tutor unit selection on the device: per user, plain data only, and parsed when read back. */
import { afterEach, describe, expect, it } from 'vitest';
import { getOfflineDb } from '../../offline/db';
import { EMPTY_SELECTION, loadTutorSelection, plainData, saveTutorSelection, toStoredSelection } from './tutor-selection';

const unit = {
  category_id: 11,
  subcategory_id: 301,
  category_name: 'Year 3 Maths',
  subcategory_name: 'Addition',
  chapter: 1,
  chaptername: 'Addition',
  unitname: 'Adding tens',
  curriculum: 501,
  notes: [{ type: 'text', text: 'Add the tens.' }],
};

/** Every value at every depth, to prove none is a function. */
function everyValue(value: unknown): unknown[] {
  if (value === null || typeof value !== 'object') return [value];
  return [value, ...Object.values(value).flatMap(everyValue)];
}

afterEach(async () => {
  await getOfflineDb().meta.clear();
});

describe('the tutor unit selection', () => {
  it('stores only the spec fields as plain data: function values are never stored', async () => {
    const withFunctions = {
      ...unit,
      notes: [{ type: 'text', text: 'Add the tens.', render: () => 'html' }],
      onSelect: () => undefined,
      chaptername: 'Addition',
      unitname: 'Adding tens',
    };
    await saveTutorSelection(1, withFunctions);
    const row = await getOfflineDb().meta.get('tutor-selection:1');
    expect(row?.value).toEqual(unit);
    expect(everyValue(row?.value).some((value) => typeof value === 'function')).toBe(false);
    expect(await loadTutorSelection(1)).toEqual(unit);
  });

  it('keeps each user’s selection apart and is blank for a user who has none', async () => {
    await saveTutorSelection(1, unit);
    await saveTutorSelection(2, { ...unit, curriculum: 502, unitname: 'Adding hundreds' });
    expect((await loadTutorSelection(1))?.unitname).toBe('Adding tens');
    expect((await loadTutorSelection(2))?.unitname).toBe('Adding hundreds');
    expect(await loadTutorSelection(3)).toBeNull();
  });

  it('turns a field given as a function into null, and refuses a field of the wrong kind by its name', () => {
    expect(toStoredSelection({ ...unit, unitname: () => 'x' }).unitname).toBeNull();
    expect(toStoredSelection({})).toEqual(EMPTY_SELECTION);
    expect(() => toStoredSelection({ ...unit, chapter: 'one' })).toThrow(/chapter/);
  });

  it('ignores a stored value that is not a selection', async () => {
    await getOfflineDb().meta.put({ key: 'tutor-selection:1', value: { curriculum: 'soon' } });
    expect(await loadTutorSelection(1)).toBeNull();
  });

  it('drops functions, symbols and undefined at every depth', () => {
    expect(plainData({ a: 1, b: () => 1, c: [1, () => 2, { d: Symbol('s'), e: 'x' }], f: undefined, g: Number.NaN })).toEqual({ a: 1, c: [1, { e: 'x' }], g: null });
  });
});
