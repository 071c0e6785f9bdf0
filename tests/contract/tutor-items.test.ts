/**
 * The tutor's item lookup (server/features/tutor/items.ts): every answer that reaches the server is
 * checked against the key found here, so an item id is found only in its own unit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateQuestion } from '../../contract/maths/generate';
import { findItem, isRight } from '../../server/features/tutor/items';
import { createTestApp, lanes, type TestApp } from '../fixtures/test-app';
import { addTutorFixture, type TutorFixture } from '../fixtures/tutor-content';
import { seededMaths } from '../fixtures/maths';

describe.each(lanes)('tutor items (%s)', (lane) => {
  let app: TestApp;
  let fixture: TutorFixture;
  let additionLevelKey: string;

  beforeAll(async () => {
    app = await createTestApp(lane);
    fixture = await addTutorFixture(app.database.db);
    const { unit } = await seededMaths(app);
    additionLevelKey = unit.levels[0]?.level_key ?? '';
  });
  afterAll(() => app.close());

  it('makes a maths unit’s item again from its level’s spec and checks a typed answer like the keypad', async () => {
    const item = await findItem(app.database.db, fixture.additionUnitId, `${additionLevelKey}:3`);
    expect(item).not.toBeNull();
    if (!item) return;
    expect(item.kind).toBe('number');
    expect(item.answer).toMatch(/^\d+$/);
    expect(isRight(item, ` ${Number(item.answer).toLocaleString('en')} `)).toBe(true);
    expect(isRight(item, String(Number(item.answer) + 1))).toBe(false);
  });

  it('finds a written item only in its own unit, and checks a choice by its option', async () => {
    const written = fixture.englishItems[0];
    if (!written) throw new Error('no fixture item');
    const item = await findItem(app.database.db, fixture.nounsUnitId, written.itemId);
    expect(item?.options).toEqual(written.options);
    expect(item && isRight(item, written.answer)).toBe(true);
    expect(item && isRight(item, String((Number(written.answer) + 1) % written.options.length))).toBe(false);
    expect(await findItem(app.database.db, fixture.verbsUnitId, written.itemId)).toBeNull();
  });

  it('refuses ids that are not the unit’s: another unit’s level, a question past the level, a made-up id', async () => {
    expect(await findItem(app.database.db, fixture.timesTablesUnitId, `${additionLevelKey}:1`)).toBeNull();
    expect(await findItem(app.database.db, fixture.additionUnitId, `${additionLevelKey}:9999`)).toBeNull();
    expect(await findItem(app.database.db, fixture.additionUnitId, 'not an id')).toBeNull();
    expect(await findItem(app.database.db, 987654, `${additionLevelKey}:1`)).toBeNull();
  });

  it('answers the same question the maths generators make for that id', async () => {
    const id = `${additionLevelKey}:7`;
    const item = await findItem(app.database.db, fixture.additionUnitId, id);
    const { unit } = await seededMaths(app);
    const level = unit.levels[0];
    if (!level) throw new Error('no level');
    expect(item?.prompt).toBe(generateQuestion(level.generator, id).prompt);
  });
});
